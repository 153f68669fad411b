/// What decides where a name goes before any collation: its first significant character and the script of
/// its first letter.
enum NameScripts {
    /// Characters skipped before the first significant one: Android's rule for phone-like names.
    private static let leadingPunctuation: Set<Unicode.Scalar> = ["+", "(", ")", ".", "-", "#"]

    /// The first character that is not white space, one of `+ ( ) . - #`, or invisible (format characters
    /// such as a byte-order mark or a bidi mark, combining marks with nothing to combine with).
    static func firstSignificantScalar(of text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            if scalar.isASCII {
                // Most names start with an ASCII letter: decide without Unicode property look-ups.
                let value = scalar.value
                return value > 0x20 && value != 0x7F && !leadingPunctuation.contains(scalar)
            }
            let properties = scalar.properties
            if properties.isWhitespace || leadingPunctuation.contains(scalar) { return false }
            switch properties.generalCategory {
            case .format, .control, .nonspacingMark, .enclosingMark, .spacingMark: return false
            default: return true
            }
        }
    }

    /// Whether the name starts with a digit of any script (after spaces and `+ ( ) . - #`): such names go
    /// to `#`, as Android files phone numbers. A digit is a decimal digit (`0`, `٣`, `५`, `３`), as Java's
    /// `Character.isDigit`; letter numbers such as `Ⅻ` are letters and keep their section.
    static func startsWithDigit(_ text: String) -> Bool {
        guard let first = firstSignificantScalar(of: text) else { return false }
        return first.properties.generalCategory == .decimalNumber
    }

    /// The first letter of the name, if it has one.
    static func firstLetter(of text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.properties.isAlphabetic }
    }

    /// The ISO 15924 script of the name's first letter (`Latn`, `Cyrl`, `Hani`…), nil without a letter.
    /// Hiragana, katakana and Han used in Japanese keep their own codes (`Hira`, `Kana`, `Hani`).
    static func script(of text: String) -> String? {
        firstLetter(of: text).map(ICU.scriptCode(of:))
    }
}
