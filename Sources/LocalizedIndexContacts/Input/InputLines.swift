import LocalizedIndexSupport

/// The lines of an input's UTF-8, a block at a time: what ``InputFile/readLines(into:limit:)`` and the CSV
/// reader read and write for every line, in one value.
///
/// A value, not properties of the file: the file is a class, and each access to one of its properties is
/// checked at run time for exclusive access (about eight a line, each a thread-local look-up, were a tenth
/// of reading a TSV). Here a line costs one such check, on the whole value; everything inside is checked
/// by the compiler.
package struct InputLines {
    /// UTF-8, the current block: `block[position...]` is not read yet.
    private(set) var block: [UInt8] = []
    private(set) var position = 0
    /// The number of the line ``next(maximumLength:more:)`` returns next, 1-based.
    private(set) var nextLineNumber = 1
    /// Whether a byte-order mark was looked for (at the first line).
    private(set) var checkedByteOrderMark = false
    /// Whether lines end at CR rather than LF.
    private var endsLinesAtCarriageReturn = false
    /// Whether the line end was chosen, from the first bytes appended.
    private var choseLineEnd = false

    /// The unread bytes.
    var unread: ArraySlice<UInt8> { block[position...] }

    /// Takes the next lines the block holds whole, up to `limit`, each at most `maximumLength` bytes long, and
    /// appends where they are in ``block`` to `ranges`: ``next(maximumLength:more:)`` without reading more,
    /// for many lines in one go (a longer line is left to it, which reports it). Takes none before the first
    /// line was read by it (a byte-order mark is looked for there).
    mutating func linesInBlock(maximumLength: Int, limit: Int, into ranges: inout [Range<Int>]) {
        guard checkedByteOrderMark else { return }
        let terminator = self.terminator
        var start = position, taken = 0
        do {  // the block borrowed for the loop only
            let bytes = block.span
            while taken < limit {
                let newline = ByteSearch.firstIndex(of: terminator, in: bytes, from: start)
                guard newline < bytes.count, newline - start <= maximumLength else { break }
                ranges.append(start..<newline)
                start = newline + 1
                taken += 1
            }
        }
        position = start
        nextLineNumber += taken
    }

    /// The next line without its LF (a CR before it is kept), or nil at the end; `more` gives the input's
    /// next bytes, nil at its end. A UTF-8 byte-order mark at the start is dropped.
    ///
    /// - Throws: ``LineTooLong`` when the line is longer than `maximumLength`; the block is then dropped.
    mutating func next(maximumLength: Int, more: () throws -> [UInt8]?) throws -> ArraySlice<UInt8>? {
        if !checkedByteOrderMark {
            checkedByteOrderMark = true
            while block.count - position < 3, let bytes = try more() { append(bytes) }
            if block[position...].starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
        }
        var scanned = 0  // bytes after `position` known to hold no line end
        while true {
            // Eight bytes at a time: a slice's firstIndex took a fifth of reading a TSV.
            let newline = ByteSearch.firstIndex(of: terminator, in: block.span, from: position + scanned)
            if newline < block.count {
                if newline - position > maximumLength { throw dropAll() }
                return block[takeLine(upTo: newline, resumingAt: newline + 1)]
            }
            scanned = block.count - position
            if scanned > maximumLength { throw dropAll() }
            guard let bytes = try more() else {
                guard position < block.count else { return nil }
                return block[takeLine(upTo: block.count, resumingAt: block.count)]
            }
            append(bytes)
        }
    }

    /// The byte lines end at.
    private var terminator: UInt8 { endsLinesAtCarriageReturn ? 0x0D : 0x0A }

    /// The unread bytes up to `end` taken as the next line (where it is in ``block``), reading on at `next`.
    @inline(__always)
    private mutating func takeLine(upTo end: Int, resumingAt next: Int) -> Range<Int> {
        defer {
            position = next
            nextLineNumber += 1
        }
        return position..<end
    }

    /// A line past the limit: nothing more is read.
    struct LineTooLong: Error {}

    private mutating func dropAll() -> LineTooLong {
        block = []
        position = 0
        return LineTooLong()
    }

    /// Appends to the unread part of the block; the first bytes become the block without a copy, and
    /// choose the line end: CR in a file whose first 64 KiB hold CRs and no LF.
    mutating func append(_ bytes: [UInt8]) {
        if position > 0 {
            block.removeFirst(position)
            position = 0
        }
        if block.isEmpty {
            block = bytes
        } else {
            block.append(contentsOf: bytes)
        }
        if !choseLineEnd && !block.isEmpty { chooseLineEnd() }
    }

    /// Starts again from `bytes`: the input's first bytes converted after all (nothing was read yet).
    mutating func replace(with bytes: [UInt8]) {
        block = []
        position = 0
        append(bytes)
        chooseLineEnd()
    }

    private mutating func chooseLineEnd() {
        choseLineEnd = true
        let head = block[position...].prefix(InputFile.detectionPrefixLength)
        endsLinesAtCarriageReturn = !head.contains(0x0A) && head.contains(0x0D)
    }
}
