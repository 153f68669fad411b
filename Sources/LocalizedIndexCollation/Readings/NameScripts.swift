/// What decides where a name goes before any collation: its first significant character and the script of
/// its first letter.
enum NameScripts {
    /// Whether the name starts with a digit of any script: such names go to `#`, as Android files phone
    /// numbers. A digit is a decimal digit (`0`, `٣`, `५`, `３`), as Java's `Character.isDigit`; letter
    /// numbers such as `Ⅻ` are letters and keep their section.
    ///
    /// The name's first significant character decides: the first that is not white space, one of
    /// `+ ( ) . - #` (Android's rule for phone-like names), or invisible (format characters such as a
    /// byte-order mark or a bidi mark, combining marks with nothing to combine with). Decided by ICU's
    /// character properties, as everything else about placing a name, in the same call that places it.
    static func startsWithDigit(_ text: String) -> Bool {
        // A name that starts with an ideograph (a letter, or a letter number such as 〇) does not, which a
        // Han name placed by its reading would otherwise convert to UTF-16 again to learn.
        if let first = text.unicodeScalars.first, isIdeographic(first) { return false }
        return ICU.startsWithDigit(text)
    }

    /// The first letter of the name, if it has one.
    static func firstLetter(of text: String) -> Unicode.Scalar? {
        // Most names start with an ASCII letter: that first byte decides, with no view of the whole text
        // (`utf8Span` is a call into the standard library, and every name of a locale that reads names asks
        // this). 10,000 Latin names in `ja`, one thread: `sections(of:)` 2.7% slower than the pointer
        // code's without it, level with it.
        if let lead = text.utf8.first, lead < 0x80, isLetter(Unicode.Scalar(lead)) { return Unicode.Scalar(lead) }
        return firstLetter(ofUTF8: text.utf8Span.span)
    }

    /// The first letter of the name whose valid UTF-8 is `bytes`: ``firstLetter(of:)`` without making a
    /// string (the contact reader asks it of every name it reads, straight from the file's bytes).
    static func firstLetter(ofUTF8 bytes: Span<UInt8>) -> Unicode.Scalar? {
        var position = 0
        while position < bytes.count {
            let lead = bytes[position]
            // The scalar's length and the bits its lead byte holds: valid UTF-8, so the pattern decides.
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
            for offset in 1..<length where position + offset < bytes.count {
                value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
            }
            position += length
            if let scalar = Unicode.Scalar(value), isLetter(scalar) { return scalar }
        }
        return nil
    }

    /// Whether `scalar` is alphabetic (Unicode's `Alphabetic` property). Most names start with an ASCII
    /// letter, kana, a Hangul syllable or a common ideograph (``isCommonLetter(_:)``): those are decided
    /// without a property look-up.
    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return isCommonLetter(scalar.value) || ICU.isAlphabetic(scalar) }
        let value = scalar.value | 0x20  // ASCII lowercase
        return value >= 0x61 && value <= 0x7A
    }

    /// Whether `scalar` is an ideograph (Unicode's Ideographic property: Han, Tangut, Nüshu…). None is
    /// below U+3006, where most names' letters are, nor among kana and Hangul syllables, and every character
    /// of CJK Unified Ideographs (U+4E00–U+9FFF) is one: those need no property look-up.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x3006 || isKana(value) || isHangulSyllable(value) { return false }
        return isCommonIdeograph(value) || ICU.isIdeographic(scalar)
    }

    /// Letters of the blocks a name's first letter is most often in after ASCII, every character of each
    /// range alphabetic (checked against ICU for every scalar): hiragana ぁ–ゖ (U+3041–U+3096), katakana ァ–ヺ
    /// (U+30A1–U+30FA), Hangul syllables (U+AC00–U+D7A3) and CJK Unified Ideographs (U+4E00–U+9FFF).
    @inline(__always)
    private static func isCommonLetter(_ value: UInt32) -> Bool {
        isKana(value) || isHangulSyllable(value) || isCommonIdeograph(value)
    }

    /// CJK Unified Ideographs 一–鿿: letters and ideographs, every one.
    @inline(__always)
    private static func isCommonIdeograph(_ value: UInt32) -> Bool { (0x4E00...0x9FFF).contains(value) }

    /// Hiragana ぁ–ゖ and katakana ァ–ヺ: letters, not ideographs.
    @inline(__always)
    private static func isKana(_ value: UInt32) -> Bool {
        (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
    }

    /// Hangul syllables 가–힣: letters, not ideographs.
    @inline(__always)
    private static func isHangulSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }
}
