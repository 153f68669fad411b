/// A word of a name: where it is in the name's UTF-8, and whether a dot or a comma followed it.
struct NameToken {
    /// Where the word is: 32 bits, so that a name's words stay small to copy (a field is at most 1 MiB).
    private var bounds: (start: Int32, end: Int32)
    var dot = false
    var comma = false

    init(start: Int, end: Int) {
        bounds = (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end))
    }

    var start: Int { Int(bounds.start) }
    var end: Int { Int(bounds.end) }
    var range: Range<Int> { start..<end }
}

/// The words of a full name, in an array that splitting a list of names reuses from name to name
/// (``reset(_:punctuation:)``): splitting allocates nothing per name.
///
/// Words are separated by white space (any of Unicode's, the ideographic space of a Japanese name among
/// them), and in a Western name also by dots and commas, which are not words but mark the word before them
/// (`Smith, John`, `Mr.John`), as Android's `NameSplitter` reads them. A dot or comma before the first word
/// marks nothing.
struct NameTokens {
    /// The words, `tokens[..<count]`; past them, words of names split before, kept as room.
    private var tokens: [NameToken] = []
    private(set) var count = 0
    /// Whether the name read last holds an "@" (an e-mail address, which is not split), seen in the same pass.
    private(set) var hasAtSign = false
    /// Whether the name read last starts with a character that is not white space, as
    /// ``NameResolver/startsPresent(_:)`` tells of valid UTF-8, seen in the same pass.
    private(set) var startsPresent = false

    init() {}

    /// The words of `utf8`; with `punctuation`, dots and commas separate words too.
    init(_ utf8: Span<UInt8>, punctuation: Bool) {
        reset(utf8, punctuation: punctuation)
    }

    subscript(position: Int) -> NameToken {
        get { tokens[position] }
        set { tokens[position] = newValue }
    }

    /// Makes room for `most` words, written through a span that cannot grow.
    private mutating func makeRoom(forWords most: Int) {
        if tokens.count < most { tokens.append(contentsOf: repeatElement(NameToken(start: 0, end: 0), count: most - tokens.count)) }
    }

    /// Replaces the words with those of `utf8`, keeping the room; with `punctuation`, dots and commas
    /// separate words too. Returns what the name's letters say about its tradition, read in the same pass.
    @discardableResult
    mutating func reset(_ utf8: Span<UInt8>, punctuation: Bool) -> NameScriptGuess {
        // A word is at least one byte and a separator: a name of n bytes has at most n / 2 + 1 words.
        makeRoom(forWords: utf8.count / 2 + 1)
        // Written through one span: no check that the array is unique per word.
        var words = tokens.mutableSpan, count = 0, hasAtSign = false
        defer { (self.count, self.hasAtSign) = (count, hasAtSign) }
        var reading = NameScriptGuess.Reading()
        var index = 0, start = -1
        let end = utf8.count
        while index < end {
            let byte = utf8[index]
            var separator = 0
            if byte < 0x80 {
                if NameScriptGuess.isASCIILetter(byte) {
                    // A run of letters at once: most of a Western name. Once an ASCII letter was read, no
                    // alphabet's letter can change the guess.
                    reading.noteASCIILetter()
                    if start < 0 { start = index }
                    index = Self.endOfLetters(in: utf8, from: index + 1)
                    continue
                } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    separator = 1
                } else if punctuation && (byte == 0x2E || byte == 0x2C) {
                    separator = 1
                }
                if separator == 0 {
                    if byte == 0x40 { hasAtSign = true }
                    if start < 0 { start = index }
                    index += 1
                    continue
                }
            } else if (0xC3...0xE0).contains(byte) && reading.ignoresAlphabets {
                // A character from U+00C0 to U+0FFF (Latin-1's letters, Cyrillic, Greek, Arabic, Hebrew,
                // Devanagari, Thai, …): no white space (U+0085 and U+00A0 start with 0xC2), and no longer able
                // to change the guess: not decoded.
                if start < 0 { start = index }
                index = Self.endOfLetters(in: utf8, from: index)
                continue
            } else {
                let (value, length) = UTF8Scalars.decode(utf8, at: index)
                if Self.isWhiteSpace(value) {
                    separator = length
                } else {
                    if reading.mayChange(with: value) { reading.note(value) }
                    if start < 0 { start = index }
                    index += length
                    continue
                }
            }
            if start >= 0 {
                words[count] = NameToken(start: start, end: index)
                count += 1
                start = -1
            }
            if byte == 0x2E || byte == 0x2C, punctuation, count > 0 {
                if byte == 0x2E { words[count - 1].dot = true } else { words[count - 1].comma = true }
            }
            index += separator
        }
        if start >= 0 {
            words[count] = NameToken(start: start, end: utf8.count)
            count += 1
        }
        // A name starts with a word, or with a dot or comma (which separate words but are not white space).
        startsPresent = end > 0 && (count > 0 && words[0].start == 0 || utf8[0] == 0x2E || utf8[0] == 0x2C)
        return reading.guess
    }

    /// Where the run of ASCII letters and of characters from U+00C0 to U+0FFF starting at `index` of `utf8` ends:
    /// none of them is white space, a dot or a comma, and none changes a guess that ignores alphabets
    /// (``NameScriptGuess/Reading/ignoresAlphabets``), so they are skipped without being decoded, a
    /// Cyrillic or accented Latin word in one loop.
    @inline(__always)
    private static func endOfLetters(in utf8: Span<UInt8>, from index: Int) -> Int {
        var index = index
        let end = utf8.count
        while index < end {
            let byte = utf8[index]
            if NameScriptGuess.isASCIILetter(byte) {
                index += 1
            } else if (0xC3...0xDF).contains(byte) {
                index += 2
            } else if byte == 0xE0 {
                index += 3
            } else {
                break
            }
        }
        return min(index, end)
    }

    /// Unicode's White_Space beyond ASCII.
    @inline(__always)
    private static func isWhiteSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Replaces the words with one for each character of the word at `range` of `utf8` (a Chinese or Korean
    /// name written without spaces, split by characters).
    mutating func reset(charactersOf range: Range<Int>, in utf8: Span<UInt8>) {
        makeRoom(forWords: range.count)  // a word per character, at most one per byte
        var words = tokens.mutableSpan, count = 0
        defer { self.count = count }
        var index = range.lowerBound
        while index < range.upperBound {
            let length = min(UTF8Scalars.length(lead: utf8[index]), range.upperBound - index)
            words[count] = NameToken(start: index, end: index + length)
            count += 1
            index += length
        }
    }
}

/// Decoding Unicode scalars from valid UTF-8, a byte at a time.
enum UTF8Scalars {
    /// How many bytes the scalar whose first byte is `lead` takes (1 for a byte that cannot lead one).
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The scalar at `index` of valid UTF-8 and its length.
    @inline(__always)
    static func decode(_ utf8: Span<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = utf8[index]
        let length = min(self.length(lead: lead), utf8.count - index)
        guard length > 1 else { return (UInt32(lead), 1) }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (value, length)
    }
}
