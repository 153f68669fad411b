import Testing
@testable import LocalizedIndexCollation

/// A name's first letter (its first character with Unicode's `Alphabetic` property) decides which scripts
/// a list needs. The contact reader asks it of every name straight from the file's UTF-8; that answer must
/// be the one the string gives, for characters of every length in UTF-8.
@Suite("first letter")
struct FirstLetterTests {
    /// Names and their first letters, checked by hand against the Unicode Character Database.
    static let cases: [(name: String, letter: Unicode.Scalar?)] = [
        ("Anna", "A"),
        ("  ärla", "ä"),                   // two-byte letter after spaces
        ("42 Øystein", "Ø"),               // digits are not letters
        ("(山田)", "山"),                   // three bytes
        ("😀 Zoë", "Z"),                   // a four-byte symbol is not a letter
        ("\u{1D400}lpha", "\u{1D400}"),    // MATHEMATICAL BOLD CAPITAL A: four bytes, a letter
        ("١٢٣ علي", "ع"),                  // Arabic-Indic digits, then an Arabic letter
        ("\u{3000}やまだ", "や"),           // ideographic space
        ("", nil),
        ("123-456", nil),
        ("👍🏽!", nil),
    ]

    @Test("from UTF-8 bytes as from the string", arguments: cases.indices)
    func fromBytes(index: Int) {
        let (name, letter) = Self.cases[index]
        let bytes = Array(name.utf8)
        let fromBytes = NameScripts.firstLetter(ofUTF8: bytes.span)
        #expect(fromBytes == letter, "\(name)")
        #expect(NameScripts.firstLetter(of: name) == letter, "\(name)")
    }
}

/// Letters and ideographs of the commonest blocks (ASCII, kana, Hangul syllables, CJK Unified Ideographs) are
/// told without asking ICU: for every Unicode scalar, the answer is ICU's (Alphabetic and Ideographic
/// properties, ICU 72's Unicode 15).
@Suite("letters and ideographs decided without ICU")
struct CommonLetterTests {
    @Test("every scalar: NameScripts.isLetter is ICU's Alphabetic, isIdeographic ICU's Ideographic")
    func everyScalar() {
        var letters = 0, ideographs = 0, wrongLetter: [UInt32] = [], wrongIdeograph: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let letter = ICU.isAlphabetic(scalar), ideograph = ICU.isIdeographic(scalar)
            if NameScripts.isLetter(scalar) != letter { wrongLetter.append(value) }
            if NameScripts.isIdeographic(scalar) != ideograph { wrongIdeograph.append(value) }
            letters += letter ? 1 : 0
            ideographs += ideograph ? 1 : 0
        }
        #expect(wrongLetter.prefix(10) == [], "\(wrongLetter.count) scalars")
        #expect(wrongIdeograph.prefix(10) == [], "\(wrongIdeograph.count) scalars")
        // ICU itself answered: Unicode 15 has more than 130,000 alphabetic characters and 97,000 ideographs.
        #expect(letters > 130_000 && ideographs > 97_000)
    }
}
