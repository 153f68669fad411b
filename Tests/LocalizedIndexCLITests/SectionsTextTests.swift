import Testing
@testable import LocalizedIndexContacts

/// The text output shows a name's control characters as escapes, so a name cannot move the terminal's cursor
/// or end a line: Unicode's general category Cc (C0, DEL, C1), and nothing else.
@Suite("sort-contacts --format text: control characters escaped")
struct SectionsTextTests {
    @Test("every control character escaped, other characters as they are")
    func controls() {
        // Cc is exactly U+0000–U+001F and U+007F–U+009F (UnicodeData.txt); U+00A0, U+200B (Cf) and U+2028
        // (Zl) are not control characters.
        #expect(SectionsText.printable("Anna\u{7}\u{1B}[2J") == "Anna\\u{7}\\u{1b}[2J")
        #expect(SectionsText.printable("a\u{7F}b\u{85}c\u{9F}") == "a\\u{7f}b\\u{85}c\\u{9f}")
        #expect(SectionsText.printable("a\u{A0}b\u{200B}c\u{2028}d") == "a\u{A0}b\u{200B}c\u{2028}d")
        #expect(SectionsText.printable("Östlund 王 ホ") == "Östlund 王 ホ")
    }

    @Test("the escapes agree with the standard library's general category for the first 0x3000 scalars")
    func agreesWithUnicodeData() {
        for value in 0..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isControl = scalar.properties.generalCategory == .control
            #expect((SectionsText.printable(String(scalar)) != String(scalar)) == isControl, "U+\(String(value, radix: 16))")
        }
    }
}
