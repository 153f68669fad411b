import LocalizedIndexCollation

/// What the letters of a name say about its tradition, as Android's `NameSplitter` reads them (by Unicode
/// block): Han characters before any kana or Hangul leave it open between Chinese, Japanese and Korean.
enum NameScriptGuess: Equatable {
    /// No letter.
    case none
    /// Letters of Latin, Greek, Cyrillic or another alphabet (in a phonetic name: Latin letters, pinyin).
    case western
    /// Han characters, and no kana or Hangul after them.
    case han
    /// Kana (or full-width and half-width forms), wherever they are.
    case japanese
    /// Hangul.
    case korean

    /// The guess for `text`; with `phonetic`, for a phonetic name, where only kana, Hangul and Latin letters
    /// count.
    init(_ text: String, phonetic: Bool = false) {
        self.init(utf8: text.utf8Span.span, phonetic: phonetic)
    }

    /// The guess for valid UTF-8. A scalar's general category is looked up only where its block leaves open
    /// whether it decides: an ASCII name looks up nothing.
    init(utf8: Span<UInt8>, phonetic: Bool = false) {
        guard !phonetic else {
            self.init(phoneticUTF8: utf8)
            return
        }
        var reading = Reading()
        var index = 0
        while index < utf8.count, !reading.isDecided {
            let byte = utf8[index]
            if byte < 0x80 {
                index += 1
                if Self.isASCIILetter(byte) { reading.noteASCIILetter() }
                continue
            }
            let (value, length) = UTF8Scalars.decode(utf8, at: index)
            index += length
            reading.note(value)
        }
        self = reading.guess
    }

    /// A name's letters read one at a time, the guess so far kept as one value (a register while a name is
    /// read, not three flags in memory): kana or Hangul decide it, a Han character makes it `.han` after any
    /// alphabet, a letter of an alphabet makes `.none` `.western`.
    struct Reading {
        private(set) var guess = NameScriptGuess.none

        /// Whether the guess can no longer change: kana or Hangul were read.
        var isDecided: Bool { guess == .japanese || guess == .korean }

        /// Whether noting the scalar `value` may change the guess. Once a letter of an alphabet or a Han
        /// character was read, no scalar below U+1100 (Latin, Greek, Cyrillic, Arabic, … ; Hangul Jamo
        /// start there) can: a Russian name's letters after its first are not looked at.
        @inline(__always)
        func mayChange(with value: UInt32) -> Bool {
            guard value >= 0x1100 else { return !ignoresAlphabets }
            // CJK Unified Ideographs, nearly all of a Chinese name: Han, as a Han character read before decided.
            if guess == .han && (0x4E00...0x9FFF).contains(value) { return false }
            return !isDecided
        }

        /// Whether no scalar below U+1100 (the alphabets, before Hangul Jamo) may change the guess any more.
        @inline(__always)
        var ignoresAlphabets: Bool { guess != .none }

        @inline(__always)
        mutating func noteASCIILetter() {
            if guess == .none { guess = .western }
        }

        /// Notes the scalar `value`, beyond ASCII. A scalar whose block cannot change the guess (a Chinese
        /// name's characters after its first) costs its block's look-up only.
        @inline(__always)
        mutating func note(_ value: UInt32) {
            let block = Block(value)
            switch block {
            // Other alphabets and Latin count only toward Western, which an earlier letter may have decided.
            case .other, .latin: if guess != .none { return }
            case .han: if guess == .han || isDecided { return }
            case .kana, .hangul: break
            }
            noteLetter(value, of: block)
        }

        /// Notes the scalar `value` of `block`, which changes the guess when it is a letter.
        private mutating func noteLetter(_ value: UInt32, of block: Block) {
            guard CharacterProperties.isLetter(value) else { return }
            switch block {
            case .kana: guess = .japanese
            case .hangul: guess = .korean
            case .han: guess = .han
            case .latin, .other: guess = .western
            }
        }
    }

    /// The guess for a phonetic name, where only kana, Hangul and Latin letters count.
    private init(phoneticUTF8 utf8: Span<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                index += 1
                if Self.isASCIILetter(byte) {
                    self = .western
                    return
                }
                continue
            }
            let (value, length) = UTF8Scalars.decode(utf8, at: index)
            index += length
            let block = Block(value)
            guard block == .kana || block == .hangul || block == .latin, CharacterProperties.isLetter(value) else { continue }
            self = block == .kana ? .japanese : block == .hangul ? .korean : .western
            return
        }
        self = .none
    }

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26  // A–Z and a–z: with bit 5 set, a–z
    }

    /// The Unicode blocks Android tells names apart by.
    fileprivate enum Block {
        case latin, han, kana, hangul, other

        @inline(__always)
        init(_ value: UInt32) {
            switch value {
            // Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional.
            case 0x0080...0x024F, 0x1E00...0x1EFF: self = .latin
            // CJK Unified Ideographs and their extensions, compatibility ideographs, CJK Symbols and
            // Punctuation (々, 〆).
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x3000...0x303F, 0x2E80...0x2EFF,
                 0x3300...0x33FF, 0xFE30...0xFE4F, 0x20000...0x323AF:
                self = .han
            // Hiragana, Katakana, Katakana Phonetic Extensions, Halfwidth and Fullwidth Forms.
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF00...0xFFEF: self = .kana
            // Hangul Jamo, Hangul Compatibility Jamo, Hangul Syllables.
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
            default: self = .other
            }
        }
    }
}
