import Testing
import LocalizedIndexCollation

/// Every locale ICU has data for builds a collation, in both styles, and puts every awkward row in
/// exactly one section, in sorted order within it.
@Suite("every ICU locale")
struct AllLocalesTests {
    static let locales = CollationLocale.available

    @Test("ICU 72 has its hundreds of locales")
    func count() {
        #expect(Self.locales.count > 700)
    }

    @Test("builds and places every awkward row exactly once", arguments: LocalizedIndexCollation.Style.allCases)
    func everyLocale(style: LocalizedIndexCollation.Style) throws {
        let rows = Array(PeerFixtures.awkwardRows.enumerated())
        for locale in Self.locales {
            let collation = try LocalizedIndexCollation(locale: locale, style: style)
            #expect(!collation.sectionTitles.isEmpty, "\(locale)")
            let sections = collation.sections(of: rows, by: \.element)
            let placed = sections.flatMap { $0.items.map(\.offset) }.sorted()
            #expect(placed == Array(rows.indices), "\(locale): a row is missing or repeated")
            for section in sections {
                #expect(section.items.allSatisfy { collation.section(for: $0.element) == section.section }, "\(locale)")
            }
            #expect(collation.indexTitleSections.allSatisfy(collation.sectionTitles.indices.contains), "\(locale)")
            if style == .uikit {
                #expect(collation.sectionTitles.last == "#", "\(locale)")
            }
        }
    }
}
