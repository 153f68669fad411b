import Testing
import LocalizedIndexCollation

/// ``LocalizedIndexCollation/Placement``: what an engine stores to sort values as the collation does.
@Suite("Placement")
struct PlacementTests {
    /// Names of several scripts, Han among them (read as pinyin in zh), repeated with variations so that
    /// 24,000 of them (above the parallel threshold) have ties and shared prefixes.
    static let names: [String] = (0..<24_000).map { index in
        let stems = ["张伟", "阿部 淳", "Zoë", "Örjan", "王芳", "Anna", "李娜", "ÉLISE", "anna", "鈴木", "Ödön", "42"]
        return stems[index % stems.count] + (index % 7 == 0 ? "" : " \(index % 13)")
    }

    /// The positions of `placements` as an engine orders its rows: by section, then sort key, then position.
    static func ordered(_ placements: [LocalizedIndexCollation.Placement]) -> [Int] {
        placements.indices.sorted {
            let a = placements[$0], b = placements[$1]
            if a.section != b.section { return a.section < b.section }
            if a.sortKey != b.sortKey { return a.sortKey < b.sortKey }
            return $0 < $1
        }
    }

    @Test("ordering by (section, sortKey, position) is sections(of:)'s order; placements equal one by one",
          arguments: ["zh", "sv", "ja"])
    func order(locale: String) throws {
        let collation = try LocalizedIndexCollation(locale: locale)
        let names = Self.names
        let placements = collation.placements(ofIndices: names.indices, concurrentlySectionedBy: { names[$0] })
        let ordered = Self.ordered(placements)
        let sections = collation.sections(of: Array(names.indices), on: { names[$0] })
        #expect(ordered == sections.flatMap(\.items))
        for section in sections { #expect(section.items.allSatisfy { placements[$0].section == section.index }) }
        for index in stride(from: 0, to: names.count, by: 997) {
            #expect(collation.placement(of: names[index]) == placements[index])
        }
    }

    @Test("zh: a Han name is sorted by its pinyin; sortKey is the key of that reading")
    func reading() throws {
        let collation = try LocalizedIndexCollation(locale: "zh")
        let placement = collation.placement(of: "张伟")
        // 张 zhāng, 伟 wěi (hand-checked).
        #expect(placement.sortString == "zhāng wěi")
        #expect(placement.sectionString == "zhāng wěi")
        #expect(collation.sectionTitles[placement.section] == "Z")
        #expect(placement.sortKey == collation.sortKey(for: "张伟"))
        let latin = collation.placement(of: "Zoë")
        #expect(latin.sortString == "Zoë")
    }

    /// The reference: ICU4C's buckets and order (`Fixtures/ICU4C`, equal to ICU4J's and PyICU's). What an
    /// engine stores, ordered by (section, sort key, position) in the icu style, gives every row the peer's
    /// bucket and the peer's order; a sort key of bytes ICU's collator does not order as it does, or a section
    /// number out of order, fails here.
    @Test("icu style: ordering rows by their placements gives ICU4C's buckets and order",
          arguments: PeerFixtures.configurations.filter { $0.addLabels.isEmpty })
    func peerOrder(_ configuration: PeerFixtures.Configuration) throws {
        let expected = try PeerFixtures.output(of: configuration)
        let collation = try LocalizedIndexCollation(locale: configuration.locale, style: .icu)
        let rows = PeerFixtures.inputRows
        let placements = collation.placements(ofIndices: rows.indices, concurrentlySectionedBy: { rows[$0] })
        let ordered = Self.ordered(placements)
        #expect(ordered.map { rows[$0].scalars } == expected.sections.flatMap { $0.items.map(\.scalars) },
                "\(configuration.testDescription)")
        let labels = expected.sections.flatMap { section in section.items.map { _ in section.label } }
        #expect(ordered.map { collation.sectionTitles[placements[$0].section] } == labels, "\(configuration.testDescription)")
    }
}

