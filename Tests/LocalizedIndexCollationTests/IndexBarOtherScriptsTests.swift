import Testing
import LocalizedIndexCollation

/// Issue 43: a bar over the locale's own letters and other scripts' (`OtherScripts.native`) keeps the
/// locale's own titles longest. Expected bars written by hand from the rule on `indexBar(slots:…)`: each
/// other script first one entry (its first title), then all other scripts one `•`, then the locale's own
/// titles spread as ever (`A • G • N • T • Z` for 26 titles in 9 slots: titles 0, 6, 13, 19, 25) beside that `•`.
@Suite("index bar: the reader's own alphabet first")
struct IndexBarOtherScriptsTests {
    typealias Entry = IndexBar.Entry

    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// English with Greek and Cyrillic letters after its own: A–Z (sections 0–25), Α–Ω, А–Я, #.
    static func collation() throws -> LocalizedIndexCollation {
        try LocalizedIndexCollation(locale: "en", options: .init(otherScripts: .native(scripts: ["Grek", "Cyrl"])))
    }

    static func title(_ title: String) -> Entry { Entry(title: title, kind: .title, section: latin.firstIndex(of: title)) }
    static func bullet(_ section: Int?) -> Entry { Entry(title: IndexBar.bulletTitle, kind: .bullet, section: section) }

    @Test("room for A–Z, one entry per other script and the • between look-alike Α and А")
    func oneEntryPerScript() throws {
        let collation = try Self.collation()
        let greek = try #require(collation.sectionTitles.firstIndex(of: "Α")), cyrillic = try #require(collation.sectionTitles.firstIndex(of: "А"))
        let other = collation.sectionTitles.count - 1
        let expected = Self.latin.map(Self.title) + [Entry(title: "Α", kind: .title, section: greek),
                                                     Self.bullet(cyrillic),
                                                     Entry(title: "А", kind: .title, section: cyrillic),
                                                     Entry(title: "#", kind: .title, section: other)]
        #expect(collation.indexBar(slots: 30).entries == expected)
        #expect(collation.indexBar(slots: 31).entries == expected)
    }

    @Test("room for A–Z and one or two more: the other scripts share a •")
    func scriptsShareABullet() throws {
        let collation = try Self.collation()
        let greek = try #require(collation.sectionTitles.firstIndex(of: "Α"))
        let other = collation.sectionTitles.count - 1
        let expected = Self.latin.map(Self.title) + [Self.bullet(greek), Entry(title: "#", kind: .title, section: other)]
        #expect(collation.indexBar(slots: 28).entries == expected)
        // Α and А fit, but not the • they need between them.
        #expect(collation.indexBar(slots: 29).entries == expected)
    }

    @Test("empty sections hidden leave Latin X beside Greek Χ: a • between them, or Χ becomes it")
    func lookAlikeAfterHiding() throws {
        let collation = try Self.collation()
        let chi = try #require(collation.sectionTitles.firstIndex(of: "Χ"))
        let withItems = Set(0...23).union([chi])   // A–X, Χ
        let throughX = Array(Self.latin[0...23])
        #expect(collation.indexBar(sectionsWithItems: withItems, emptySections: .hide).titles == throughX + ["•", "Χ"])
        #expect(collation.indexBar(sectionsWithItems: withItems, emptySections: .hide).sections.last == chi)
        // 25 slots: A–X and the Greek stretch's • (the •, not Χ: its separator would not fit).
        #expect(collation.indexBar(slots: 25, sectionsWithItems: withItems, emptySections: .hide).titles == throughX + ["•"])
    }

    @Test("less room: A–Z spread as ever, the other scripts' • kept", arguments: [false, true])
    func ownTitlesSpread(includingSearch: Bool) throws {
        let collation = try Self.collation()
        let greek = try #require(collation.sectionTitles.firstIndex(of: "Α"))
        let other = collation.sectionTitles.count - 1
        let search = includingSearch ? [Entry(title: IndexBar.searchTitle, kind: .search, section: nil)] : []
        let expected = search + [Self.title("A"), Self.bullet(1), Self.title("G"), Self.bullet(7), Self.title("N"),
                                 Self.bullet(14), Self.title("T"), Self.bullet(20), Self.title("Z"), Self.bullet(greek),
                                 Entry(title: "#", kind: .title, section: other)]
        #expect(collation.indexBar(slots: includingSearch ? 12 : 11, includingSearch: includingSearch).entries == expected)
    }

    @Test("no other script: the bar is fitted as before")
    func withoutOtherScripts() throws {
        let bar = try LocalizedIndexCollation(locale: "en").indexBar(slots: 11)
        #expect(bar.titles == ["A", "•", "G", "•", "N", "•", "T", "•", "Z", "#"])
    }
}
