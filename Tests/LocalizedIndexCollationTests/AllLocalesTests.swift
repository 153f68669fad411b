import Foundation
import Testing
import LocalizedIndexCollation

/// Every locale ICU has data for builds a collation, in every style, and keeps the invariants on the
/// hostile rows plus a sample of the mixed generated names: every row exactly once, sections in order, rows
/// sorted inside them, a row's section independent of the other rows, every index title in range, `#` last in
/// the uikit style (before the overflow `…` in the android style), and in the icu style the sections end to
/// end in the collator's global order.
@Suite("every ICU locale")
struct AllLocalesTests {
    static let locales = CollationLocale.available

    /// The hostile rows and every fourth generated name (300 names, all 23 Faker locales).
    static let rows: [String] = Array(PeerFixtures.hostileRows)
        + PeerFixtures.inputRows.dropFirst(PeerFixtures.hostileRowCount).enumerated()
        .filter { $0.offset.isMultiple(of: 4) }.map(\.element)

    @Test("ICU 72 has its hundreds of locales")
    func count() {
        #expect(Self.locales.count > 700)
    }

    @Test("builds and keeps the invariants", arguments: LocalizedIndexCollation.Style.allCases)
    func everyLocale(style: LocalizedIndexCollation.Style) throws {
        let rows = Array(Self.rows.enumerated())
        for locale in Self.locales {
            let collation = try LocalizedIndexCollation(locale: locale, style: style)
            #expect(!collation.sectionTitles.isEmpty, "\(locale)")
            let sections = collation.sections(of: rows, on: \.element)
            let placed = sections.flatMap { $0.items.map(\.offset) }.sorted()
            #expect(placed == Array(rows.indices), "\(locale): a row is missing or repeated")
            #expect(sections.map(\.index) == sections.map(\.index).sorted(), "\(locale): sections out of order")
            for section in sections {
                // Alone, each row goes where it went among all the others.
                #expect(section.items.allSatisfy { collation.section(for: $0.element) == section.index }, "\(locale)")
                let keys = section.items.map { collation.sortKey(for: $0.element) }
                #expect(zip(keys, keys.dropFirst()).allSatisfy { !($1 < $0) }, "\(locale): \(section.title) unsorted")
            }
            #expect(collation.indexBar().sections.allSatisfy { $0.map(collation.sectionTitles.indices.contains) ?? false }, "\(locale)")
            switch style {
            case .uikit:
                #expect(collation.sectionTitles.last == "#", "\(locale)")
            case .icu where collation.collationLocale == "zh":
                // ICU's pinyin index files some Han characters by their pinyin initial while the collator sorts
                // them elsewhere (坂 bǎn: bucket B, but sorted before á); the ICU4C peer shows the same, so
                // this is ICU's data, not ours. Shown as a known issue, and held to it: the names of no other
                // script leave the global order.
                let concatenated = sections.flatMap { $0.items.map(\.element.scalars) }
                withKnownIssue("\(locale): ICU's pinyin index and collator disagree on some Han characters") {
                    #expect(concatenated == collation.sorted(Self.rows).map(\.scalars), "\(locale)")
                }
                // A name whose first letter is, or decomposes (NFKD) to, a Han character (㍿ is 株式会社).
                let startsWithHan = { (text: [Unicode.Scalar]) in
                    let letters = String(String.UnicodeScalarView(text)).decomposedStringWithCompatibilityMapping.unicodeScalars
                    return letters.first { $0.properties.isAlphabetic }?.properties.isIdeographic ?? false
                }
                #expect(concatenated.filter { !startsWithHan($0) } == collation.sorted(Self.rows).map(\.scalars).filter { !startsWithHan($0) },
                        "\(locale): a name not in Han left the global order")
            case .android:
                // Android's order: `#` second to last (third when 他 follows it), the overflow `…` last.
                #expect(collation.sectionKinds.last == .overflow, "\(locale)")
                #expect(collation.sectionKinds.suffix(3).contains(.other), "\(locale)")
            case .icu:
                let concatenated = sections.flatMap { $0.items.map(\.element.scalars) }
                #expect(concatenated == collation.sorted(Self.rows).map(\.scalars), "\(locale): not ICU's global order")
            }
        }
    }
}
