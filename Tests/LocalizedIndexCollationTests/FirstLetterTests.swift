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
        var text = name
        let fromBytes = text.withUTF8 { NameScripts.firstLetter(ofUTF8: $0) }
        #expect(fromBytes == letter, "\(name)")
        #expect(NameScripts.firstLetter(of: name) == letter, "\(name)")
    }
}
