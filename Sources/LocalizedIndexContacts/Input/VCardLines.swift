/// The line layer of the vCard reader: physical lines as the file has them, and content lines after
/// unfolding, each remembering where its pieces came from so that errors name the physical line.
///
/// - A line ends at LF, CR LF, or CR CR LF (iPhone and Windows exports): every CR before the LF is dropped.
///   A file with CR line ends only is split at CR by ``InputFile``.
/// - A line starting with a space or tab continues the one before (3.0/4.0 drop that one character; 2.1,
///   which folds RFC 822-style at white space, keeps it). In a quoted-printable value a line ending in `=`
///   continues with the next line as it is (a soft line break). In 2.1 a value ending in a single
///   backslash continues on the next line too (old phones wrap long `ADR` and `LABEL` values that way);
///   the backslash stands for a line break in the value.
/// - Every step is linear in the bytes read: the end of a content line's name and parameters is searched
///   once, across folds, and a fold that adds no bytes (an empty folded line) costs no memory.
struct VCardLines {
    /// One line of the file, without its line end.
    struct PhysicalLine {
        var bytes: ArraySlice<UInt8>
        var number: Int

        var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        var isBegin: Bool { matches(Self.begin) }
        var isEnd: Bool { matches(Self.end) }
        private static let begin = Array("BEGIN:VCARD".utf8), end = Array("END:VCARD".utf8)
        /// Starts with a space or tab: continues the line before.
        var isContinuation: Bool { bytes.first == 0x20 || bytes.first == 0x09 }
        /// Starts like a property: a name of letters, digits, `-` and `.`, then `;` or `:` (and a `:` later).
        var looksLikeProperty: Bool {
            let name = bytes.prefix { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
            guard !name.isEmpty, name.endIndex < bytes.endIndex else { return false }
            let next = bytes[name.endIndex]
            return next == UInt8(ascii: ":") || (next == UInt8(ascii: ";") && bytes[name.endIndex...].contains(UInt8(ascii: ":")))
        }
        /// Only base64 characters and white space.
        var looksLikeBase64: Bool {
            bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="),
                     0x20, 0x09:
                    true
                default: false
                }
            }
        }

        /// Whether the line is `keyword` (ASCII, uppercase), ignoring case and surrounding spaces and tabs.
        private func matches(_ keyword: [UInt8]) -> Bool {
            let expected = keyword.span
            let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
            guard bytes.count >= expected.count else { return false }
            let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
            let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
            let trimmed = bytes[start..<end]
            guard trimmed.count == expected.count else { return false }
            let line = trimmed.span
            for offset in line.indices {
                let byte = line[offset]
                if (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) != expected[offset] { return false }
            }
            return true
        }
    }

    /// One content line after unfolding, with where each of its pieces came from.
    struct LogicalLine {
        /// The line's bytes, unfolded.
        private(set) var bytes: [UInt8]
        /// The number of the physical line it starts on.
        let firstLine: Int
        /// For each later physical line that added bytes: where they start in `bytes`, its distance from
        /// `firstLine`, and whether a fold character was dropped before them (for byte positions in messages).
        /// Eight bytes a piece; an empty fold adds none.
        private var pieces: [Piece] = []
        /// The offset of the `:` ending the name and parameters, once found.
        private(set) var headEnd: Int?
        private var headScanner = VCardValue.HeadEndScanner()
        /// The name and parameters ask for quoted-printable (known once `headEnd` is).
        private(set) var isQuotedPrintable = false
        /// More than ``InputFile/maximumLineLength`` bytes: the rest was not kept.
        private(set) var isTooLong = false

        private struct Piece {
            var start: UInt32
            /// The distance from `firstLine`; the top bit says a fold character was dropped.
            var lineAndDropped: UInt32
        }

        init(_ first: PhysicalLine) {
            bytes = Array(first.bytes)
            firstLine = first.number
            findHeadEnd()
        }

        /// The value's bytes (after the `:`), or nil without one.
        var value: ArraySlice<UInt8>? { headEnd.map { bytes[($0 + 1)...] } }

        /// A quoted-printable value whose last physical line ends in a soft line break.
        var endsInSoftLineBreak: Bool {
            guard isQuotedPrintable, let headEnd, bytes.count - 1 > headEnd else { return false }
            return bytes.last == UInt8(ascii: "=")
        }

        /// The name and parameters name a charset that is not ASCII-compatible byte for byte (Shift_JIS,
        /// Big5, GBK …: a character's second byte may be 0x5C, a backslash in ASCII).
        private(set) var namesMultibyteCharset = false

        /// A value ending in one backslash (not an escaped one, nor the second byte of a Shift_JIS or Big5
        /// character): 2.1's continuation.
        var endsInBackslash: Bool {
            guard let headEnd, !namesMultibyteCharset else { return false }
            var count = 0
            for byte in bytes[(headEnd + 1)...].reversed() {
                guard byte == UInt8(ascii: "\\") else { break }
                count += 1
            }
            return count % 2 == 1
        }

        /// Appends `line` without its first `dropping` bytes; `replacingLast` first drops the line's last
        /// byte (a soft line break's `=`, a continuation's backslash) for the bytes given.
        mutating func append(_ line: PhysicalLine, dropping count: Int, replacingLast replacement: [UInt8]? = nil) {
            if let replacement {
                bytes.removeLast()
                bytes.append(contentsOf: replacement)
            }
            let added = line.bytes.dropFirst(count)
            guard !added.isEmpty, !isTooLong else { return }
            guard bytes.count + added.count <= InputFile.maximumLineLength else {
                isTooLong = true
                return
            }
            let distance = UInt32(truncatingIfNeeded: line.number - firstLine) & 0x7FFF_FFFF
            pieces.append(Piece(start: UInt32(bytes.count), lineAndDropped: distance | (count > 0 ? 1 << 31 : 0)))
            bytes.append(contentsOf: added)
            if headEnd == nil { findHeadEnd() }
        }

        private mutating func findHeadEnd() {
            guard let end = headScanner.scan(bytes) else { return }
            headEnd = end
            isQuotedPrintable = VCardValue.namesQuotedPrintable(bytes[..<end])
            if VCardValue.mentions("CHARSET", in: bytes[..<end]),
               case .other = VCardValue.Charset(label: VCardValue.parseHead(String(decoding: bytes[..<end], as: UTF8.self))?
                .parameter("CHARSET")) {
                namesMultibyteCharset = true
            }
        }

        /// The number of the physical line the byte at `offset` is on.
        func lineNumber(at offset: Int) -> Int {
            pieceIndex(containing: offset).map { firstLine + Int(pieces[$0].lineAndDropped & 0x7FFF_FFFF) } ?? firstLine
        }

        /// The physical line holding the byte at `offset`, as far as it is in `bytes` (with its dropped fold
        /// character back in front), and its number: for messages that count bytes of the line.
        func physicalLine(containing offset: Int) -> (bytes: [UInt8], number: Int) {
            let index = pieceIndex(containing: offset)
            let start = index.map { Int(pieces[$0].start) } ?? 0
            let next = (index ?? -1) + 1
            let end = next < pieces.count ? Int(pieces[next].start) : bytes.count
            let dropped = index.map { pieces[$0].lineAndDropped >> 31 == 1 } ?? false
            return ((dropped ? [0x20] : []) + bytes[start..<end], lineNumber(at: offset))
        }

        /// The index of the piece holding the byte at `offset`; nil for a byte of the first physical line.
        private func pieceIndex(containing offset: Int) -> Int? {
            // Pieces are in order of `start`: a binary search keeps error reporting linear too.
            var low = 0, high = pieces.count
            while low < high {
                let middle = (low + high) / 2
                if Int(pieces[middle].start) <= offset { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : low - 1
        }
    }

    let input: InputFile
    private var lines: LineQueue
    /// A line read ahead (to see whether it continues the one before) and not yet used.
    private var lookahead: PhysicalLine?

    init(input: InputFile) {
        self.input = input
        lines = LineQueue(input: input)
    }

    /// The next line, without the CRs before its LF.
    mutating func next() throws -> PhysicalLine? {
        if let line = lookahead {
            lookahead = nil
            return line
        }
        guard let bytes = try lines.next() else { return nil }
        // A new slice, not `removeLast()`: the bytes are shared with the input's block, and mutating
        // them would copy it.
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == 0x0D { end -= 1 }
        return PhysicalLine(bytes: bytes[..<end], number: lines.number)
    }

    /// Gives `line` back: the next call to ``next()`` returns it.
    mutating func putBack(_ line: PhysicalLine) {
        lookahead = line
    }

    /// `first` with the lines that continue it: folded lines, quoted-printable soft line breaks, and 2.1
    /// backslash continuations.
    mutating func logicalLine(startingWith first: PhysicalLine, version: VCardValue.Version) throws -> LogicalLine {
        var logical = LogicalLine(first)
        while let next = try next() {
            if logical.endsInSoftLineBreak, !next.isBegin, !next.isEnd {
                logical.append(next, dropping: 0, replacingLast: [])
            } else if next.isContinuation {
                logical.append(next, dropping: version == .v21 ? 0 : 1)
            } else if version == .v21, !logical.isQuotedPrintable, logical.endsInBackslash,
                      !next.isBlank, !next.looksLikeProperty {
                logical.append(next, dropping: 0, replacingLast: [0x0A])
            } else {
                putBack(next)
                break
            }
        }
        return logical
    }
}
