import Foundation
import Testing
import LocalizedIndexCollation

/// Canonically equivalent spellings built around every BMP character, not a random sample: placing and
/// sorting skip ICU's normalization checks for text made only of characters that need none (a table read
/// off ICU's properties), so one wrong character in that table would sort or place its spellings apart.
/// The reference is canonical equivalence itself: the spellings are a string as built, its NFC and its NFD
/// (Foundation's, each kept only where the standard library's `==` agrees it is the same string); they must
/// get one sort key, one section alone and in a batch, and keep their input order.
@Suite("EveryCharacterSpellings")
struct EveryCharacterSpellingsTests {
    /// Each BMP character alone, after `a`, and between `a` and a mark of class 220 (U+0316), either side of
    /// it: a mark of another class is reordered by NFC, a precomposed letter decomposed by NFD, a letter
    /// composed with `a` or with the mark by NFC. Only strings whose spellings differ are kept.
    static let spellings: [[String]] = {
        var groups: [[String]] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let character = String(scalar)
            for text in [character, "a" + character, "a" + character + "\u{0316}", "a\u{0316}" + character] {
                let forms = [text, text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping]
                    .map { $0 == text ? $0 : text }
                if Set(forms.map { Array($0.unicodeScalars) }).count > 1 { groups.append(forms) }
            }
        }
        return groups
    }()

    @Test("the spellings are many: the table's characters are all met")
    func spellingsCoverMarksAndDecompositions() {
        // Reference: Unicode 15 has over 2,000 BMP characters that NFD changes and hundreds of marks.
        #expect(Self.spellings.count > 4_000)
    }

    @Test("spellings of one string get one sort key, one section, and keep their order",
          arguments: ["en", "zh", "ja", "th"], LocalizedIndexCollation.Style.allCases)
    func spellingsAgree(locale: String, style: LocalizedIndexCollation.Style) throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        var rows: [(group: Int, spelling: Int, text: String)] = []
        for (group, forms) in Self.spellings.enumerated() {
            let described = forms.map { Scalars($0).description }.joined(separator: " / ")
            #expect(Set(forms.map(collation.sortKey(for:))).count == 1, "sort keys differ: \(described)")
            #expect(Set(forms.map(collation.section(for:))).count == 1, "sections differ: \(described)")
            rows += forms.enumerated().map { (group, $0.offset, $0.element) }
        }
        var seen: [Int: (section: Int, spelling: Int)] = [:]
        for section in collation.sections(of: rows, on: \.text, parallelism: .serial) {
            for row in section.items {
                let described = Self.spellings[row.group].map { Scalars($0).description }.joined(separator: " / ")
                if let before = seen[row.group] {
                    #expect(before.section == section.index, "spread over sections: \(described)")
                    #expect(before.spelling < row.spelling, "reordered: \(described)")
                }
                seen[row.group] = (section.index, row.spelling)
            }
        }
        #expect(seen.count == Self.spellings.count)
    }
}
