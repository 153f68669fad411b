internal import CICUShims

/// Character properties that decide where a name goes, from ICU's data: the Unicode version of the
/// collation, and a trie look-up per character.
extension ICU {
    /// Whether the first significant character of `text` is a decimal digit of any script: the first that
    /// is not white space, one of `+ ( ) . - #`, a control or format character, or a mark.
    static func startsWithDigit(_ text: String) -> Bool {
        Calls.startsWithDigit(text)
    }

    /// Whether `scalar` has Unicode's Alphabetic property, in ICU's Unicode version.
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool { lic_is_alphabetic(scalar.value) != 0 }

    /// Whether `scalar` has Unicode's Ideographic property, in ICU's Unicode version.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool { lic_is_ideographic(scalar.value) != 0 }

    /// Whether `scalar` is a Han letter: a letter, Ideographic and of the Han script (not 〇, not Tangut).
    static func isHanLetter(_ scalar: Unicode.Scalar) -> Bool { lic_is_han_letter(scalar.value) != 0 }
}

/// Character properties for the package's other modules, from ICU's data.
package enum CharacterProperties {
    /// Whether the scalar `value` is a letter (general category L), as ICU's data (and so Java's
    /// `Character.isLetter` on Android) has it: a trie look-up, not a search.
    package static func isLetter(_ value: UInt32) -> Bool {
        (1...5).contains(lic_general_category(value))
    }

    /// ICU's general category number of the scalar `value` (`UCharCategory`: 1–5 letters, 6–8 marks, 9–11
    /// numbers, …).
    static func generalCategory(_ value: UInt32) -> Int32 {
        lic_general_category(value)
    }
}

extension ICU {
    /// The general category of `scalar`, in ICU's Unicode version (what Java's `Character.getType` gives on
    /// Android, whose `Character` reads ICU's data).
    static func generalCategory(of scalar: Unicode.Scalar) -> Unicode.GeneralCategory {
        categories[Int(lic_general_category(scalar.value))] ?? .unassigned
    }

    /// ICU's category numbers (`UCharCategory`), in order, as the standard library names them.
    private static let categories: [Unicode.GeneralCategory?] = [
        .unassigned, .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .enclosingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber,
        .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .privateUse, .surrogate,
        .dashPunctuation, .openPunctuation, .closePunctuation, .connectorPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .initialPunctuation, .finalPunctuation,
    ]

    /// Whether no text holding `scalar` changes it under NFC: it neither reorders nor combines with what
    /// surrounds it (canonical combining class 0, NFC quick check Yes). Text of such characters only is NFC.
    static func isNFCInert(_ scalar: Unicode.Scalar) -> Bool { lic_is_nfc_inert(scalar.value) != 0 }

    /// A Unicode block, as ICU numbers blocks (`UBlockCode`).
    struct Block: Hashable, Sendable {
        let code: Int32

        /// The block of `scalar`; blocks do not change between Unicode versions once assigned.
        init(of scalar: Unicode.Scalar) { code = lic_block(scalar.value) }

        /// The block named `name` (`CJK_Unified_Ideographs`, `Hiragana`), nil when ICU knows none.
        init?(named name: String) {
            let code = ICU.Calls.block(named: name)
            guard code > 0 else { return nil }
            self.code = code
        }
    }
}
