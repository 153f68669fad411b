/// An input's lines for a reader that takes them one at a time (vCard, JSON Lines, plain lines), read ahead a
/// batch at a time (``InputFile/readLines(into:limit:)``): the file's lines are accessed once a batch, not
/// once a line.
struct LineQueue {
    let input: InputFile
    /// The batch read ahead; its lines from `taken` on are not returned yet.
    private var batch = LineBatch()
    private var taken = 0
    /// The number of the line ``next()`` returned last, 1-based.
    private(set) var number = 0
    /// The most lines read ahead at once.
    private static let batchLimit = 256

    init(input: InputFile) {
        self.input = input
    }

    /// The next line, without its LF (a CR before it is kept: readers decide), or nil at the end of the input;
    /// its number is then ``number``. (Not returned with it: an optional pair is destroyed through the
    /// runtime's generic value witnesses, about 130 instructions a line.)
    ///
    /// - Throws: What ``InputFile/readLines(into:limit:)`` throws.
    mutating func next() throws -> ArraySlice<UInt8>? {
        if taken == batch.count {
            taken = 0
            try input.readLines(into: &batch, limit: Self.batchLimit)
            guard batch.count > 0 else { return nil }
        }
        number = batch.number(of: taken)
        defer { taken += 1 }
        return batch[taken]
    }
}

/// Consecutive lines of an input, as where they are in the block of UTF-8 they were read from: one reference
/// to the block and a range per line, which hold nothing to retain or release.
struct LineBatch {
    private var block: [UInt8] = []
    private var ranges: [Range<Int>] = []
    /// The number of the first line, 1-based.
    private var firstNumber = 1

    var count: Int { ranges.count }

    /// Line `index`.
    subscript(index: Int) -> ArraySlice<UInt8> { block[ranges[index]] }

    /// The number of line `index`, 1-based.
    func number(of index: Int) -> Int { firstNumber + index }

    /// Replaces the lines with the next ones of `lines`: those its block holds whole, up to `limit`, each at
    /// most `maximumLength` bytes long; when it holds none, the line `readLine` reads (refilling the block),
    /// if there is one.
    mutating func refill(from lines: inout InputLines, limit: Int, maximumLength: Int,
                         readLine: (inout InputLines) throws -> ArraySlice<UInt8>?) rethrows {
        // Let go of first: the input's block is refilled in place only when nothing else holds it.
        block = []
        ranges.removeAll(keepingCapacity: true)
        firstNumber = lines.nextLineNumber
        lines.linesInBlock(maximumLength: maximumLength, limit: limit, into: &ranges)
        if ranges.isEmpty, let line = try readLine(&lines) {
            ranges.append(line.startIndex..<line.endIndex)
        }
        block = lines.block
    }
}
