internal import CICUShims

/// Character properties that decide where a name goes, from ICU's data: the Unicode version of the
/// collation, and a trie look-up per character.
extension ICU {
    /// Whether the first significant character of `text` is a decimal digit of any script: the first that
    /// is not white space, one of `+ ( ) . - #`, a control or format character, or a mark.
    static func startsWithDigit(_ text: String) -> Bool {
        text.withUTF8Bytes { lic_starts_with_digit($0, $1) != 0 }
    }

    /// Whether `scalar` has Unicode's Alphabetic property, in ICU's Unicode version.
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool { lic_is_alphabetic(scalar.value) != 0 }

    /// Whether `scalar` has Unicode's Ideographic property, in ICU's Unicode version.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool { lic_is_ideographic(scalar.value) != 0 }

    /// Whether `scalar` is a Han letter: a letter, Ideographic and of the Han script (not 〇, not Tangut).
    static func isHanLetter(_ scalar: Unicode.Scalar) -> Bool { lic_is_han_letter(scalar.value) != 0 }
}
