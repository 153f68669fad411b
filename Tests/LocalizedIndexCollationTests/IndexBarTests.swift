import Testing
import LocalizedIndexCollation

/// Fitting the index bar to the space available, and its handling of empty sections.
///
/// The exact bars below are worked out by hand from the rules on `indexBar(slots:…)`: titles and • alternate
/// in an odd number of slots, first and last title kept, the *j*-th of *k* kept titles out of *n* is title
/// round(*j*·(*n* − 1)/(*k* − 1)) with halves up, and each • leads to the first entry it stands for.
@Suite("index bar")
struct IndexBarTests {
    typealias Style = LocalizedIndexCollation.Style
    typealias Entry = IndexBar.Entry

    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    static let search = IndexBar.searchTitle

    /// A locale, a style and whether the bar has the search entry.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var locale: String
        var style: Style
        var includingSearch: Bool
        var testDescription: String { "\(locale) \(style)\(includingSearch ? " with search" : "")" }
    }

    static let configurations: [Configuration] = ["en", "sv", "ja", "zh-Hant", "ko", "ru"].flatMap { locale in
        [Style.uikit, .icu].flatMap { style in
            [false, true].map { Configuration(locale: locale, style: style, includingSearch: $0) }
        }
    }

    // MARK: Invariants

    @Test("fitted bars keep their shape", arguments: configurations, 3...60)
    func invariants(configuration: Configuration, slots: Int) throws {
        let collation = try LocalizedIndexCollation(locale: configuration.locale, style: configuration.style)
        let full = collation.indexBar(includingSearch: configuration.includingSearch)
        let bar = collation.indexBar(slots: slots, includingSearch: configuration.includingSearch)
        let entries = bar.entries
        let sectionCount = collation.sectionTitles.count
        #expect(entries.count <= slots)

        if full.entries.count <= slots {
            #expect(bar == full)
        }

        // The search entry first, only when asked for.
        var body = entries[...]
        if configuration.includingSearch {
            let first = try #require(body.first)
            #expect(first == Entry(title: Self.search, kind: .search, section: nil))
            body = body.dropFirst()
        }
        #expect(!body.contains { $0.kind == .search })

        // `#` last in the uikit style, leading to the last section; none in the icu style.
        if configuration.style == .uikit {
            let last = try #require(body.last)
            #expect(last == Entry(title: "#", kind: .title, section: sectionCount - 1))
            body = body.dropLast()
        }
        #expect(!body.contains { $0.title == "#" })

        // The first and the last title (not •) of the locale's own bar, with their own sections.
        let ownTitles = zip(collation.indexBar().titles, collation.indexBar().sections)
            .filter { $0.0 != IndexBar.bulletTitle && $0.0 != "#" }
            .map { Entry(title: $0.0, kind: .title, section: $0.1) }
        let available = slots - (configuration.includingSearch ? 1 : 0) - (configuration.style == .uikit ? 1 : 0)
        let first = try #require(ownTitles.first)
        let last = try #require(ownTitles.last)
        #expect(body.first == first)
        if available >= 2 {
            #expect(body.last == last)
        } else {
            #expect(Array(body) == [first])
        }

        // Titles are the locale's own, in order; • never at either end, never two together, never one alone.
        let titles = body.filter { $0.kind == .title }
        var remaining = ownTitles[...]
        for title in titles {
            let position = try #require(remaining.firstIndex(of: title), "\(title.title) out of order or unknown")
            remaining = remaining[(position + 1)...]
        }
        #expect(body.first?.kind != .bullet)
        #expect(body.last?.kind != .bullet)
        #expect(!zip(body, body.dropFirst()).contains { $0.kind == .bullet && $1.kind == .bullet })
        let bulletCount = body.filter { $0.kind == .bullet }.count
        #expect(bulletCount != 1)
        #expect(bar.titles != [IndexBar.bulletTitle])

        // When abridged: titles and • alternate in as many slots as fit (an odd number, titles only below 5).
        if full.entries.count > slots {
            let usable = available.isMultiple(of: 2) ? available - 1 : available
            #expect(body.count == (usable >= 5 ? usable : min(available, 2)))
            if usable >= 5 {
                #expect(body.enumerated().allSatisfy { $0.offset.isMultiple(of: 2) == ($0.element.kind == .title) })
            } else {
                #expect(body.allSatisfy { $0.kind == .title })
            }
        }

        // Sections valid and never decreasing; each • strictly between its neighbours.
        let sections = entries.compactMap(\.section)
        #expect(sections.count == entries.count - (configuration.includingSearch ? 1 : 0))
        #expect(sections.allSatisfy { (0..<sectionCount).contains($0) })
        #expect(zip(sections, sections.dropFirst()).allSatisfy { $0 <= $1 })
        let bodyEntries = Array(body)
        for index in bodyEntries.indices where bodyEntries[index].kind == .bullet {
            let above = try #require(bodyEntries[index - 1].section)
            let below = try #require(bodyEntries[index + 1].section)
            let section = try #require(bodyEntries[index].section)
            #expect(above < section && section < below)
        }
    }

    @Test("no slots, or enough, leaves the bar as the titles are", arguments: configurations)
    func unchanged(configuration: Configuration) throws {
        let collation = try LocalizedIndexCollation(locale: configuration.locale, style: configuration.style)
        let full = collation.indexBar(includingSearch: configuration.includingSearch)
        #expect(full.titles == (configuration.includingSearch ? [Self.search] : []) + collation.indexBar().titles)
        #expect(full.sections == (configuration.includingSearch ? [nil] : []) + collation.indexBar().sections)
        for slots in [full.entries.count, full.entries.count + 1, 1000] {
            #expect(collation.indexBar(slots: slots, includingSearch: configuration.includingSearch) == full)
        }
    }

    @Test("deterministic", arguments: configurations)
    func deterministic(configuration: Configuration) throws {
        let collation = try LocalizedIndexCollation(locale: configuration.locale, style: configuration.style)
        for slots in 0...40 {
            #expect(collation.indexBar(slots: slots, includingSearch: configuration.includingSearch)
                == collation.indexBar(slots: slots, includingSearch: configuration.includingSearch))
        }
    }

    // MARK: Exact bars, derived by hand

    /// English, uikit: A…Z are sections 0…25, # is 26.
    static let englishBars: [(slots: Int, titles: [String], sections: [Int?])] = [
        // 10 slots for titles → 9: k = 5 of 26; positions 0, 6.25, 12.5, 18.75, 25 → A G N T Z.
        (11, ["A", "•", "G", "•", "N", "•", "T", "•", "Z", "#"], [0, 1, 6, 7, 13, 14, 19, 20, 25, 26]),
        // 25 for titles: k = 13; positions 0, 2.08, 4.17, 6.25, 8.33, 10.42, 12.5, … → A C E G I K N P R T V X Z.
        (26, ["A", "•", "C", "•", "E", "•", "G", "•", "I", "•", "K", "•", "N", "•", "P", "•", "R", "•", "T", "•",
              "V", "•", "X", "•", "Z", "#"],
         [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        (27, latin + ["#"], Array(0...26)),
        // 6 for titles → 5: k = 3; positions 0, 12.5, 25 → A N Z.
        (7, ["A", "•", "N", "•", "Z", "#"], [0, 1, 13, 14, 25, 26]),
        // 4 or 2 for titles: a single • is never shown, so the first and the last title.
        (5, ["A", "Z", "#"], [0, 25, 26]),
        (3, ["A", "Z", "#"], [0, 25, 26]),
        (2, ["A", "#"], [0, 26]),
        (1, ["A"], [0]),
        (0, [], []),
    ]

    @Test("English", arguments: englishBars)
    func english(slots: Int, titles: [String], sections: [Int?]) throws {
        let bar = try LocalizedIndexCollation(locale: "en").indexBar(slots: slots)
        #expect(bar.titles == titles)
        #expect(bar.sections == sections)
    }

    static let englishWithSearchBars: [(slots: Int, titles: [String], sections: [Int?])] = [
        // 9 for titles: k = 5, as English with 11 slots and no search.
        (11, [search, "A", "•", "G", "•", "N", "•", "T", "•", "Z", "#"], [nil, 0, 1, 6, 7, 13, 14, 19, 20, 25, 26]),
        (4, [search, "A", "Z", "#"], [nil, 0, 25, 26]),
        (3, [search, "A", "#"], [nil, 0, 26]),
        (2, [search, "A"], [nil, 0]),
        (1, [search], [nil]),
    ]

    @Test("English with the search entry", arguments: englishWithSearchBars)
    func englishWithSearch(slots: Int, titles: [String], sections: [Int?]) throws {
        let bar = try LocalizedIndexCollation(locale: "en").indexBar(slots: slots, includingSearch: true)
        #expect(bar.titles == titles)
        #expect(bar.sections == sections)
    }

    @Test("English, icu style: … A … Z …, no #")
    func englishICU() throws {
        // 28 titles (… A–Z …, sections 0–27), 11 slots: k = 6; positions 0, 5.4, 10.8, 16.2, 21.6, 27 → … E K P V ….
        let bar = try LocalizedIndexCollation(locale: "en", style: .icu).indexBar(slots: 11)
        #expect(bar.titles == ["…", "•", "E", "•", "K", "•", "P", "•", "V", "•", "…"])
        #expect(bar.sections == [0, 1, 5, 6, 11, 12, 16, 17, 22, 23, 27])
    }

    /// Traditional Chinese: sections 0–23 are 1–24 畫, 24 is 25 畫以上, 25–50 A–Z, 51 #. Its own bar is
    /// `1 • 4 • 7 • 10 • 13 • 16 • 19 A • E • I • M • R • V • Z #`: 14 titles besides #.
    @Test("Traditional Chinese: fitted over its titles, • recomputed")
    func traditionalChinese() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-Hant")
        // 9 for titles: k = 5 of 14; positions 0, 3.25, 6.5, 9.75, 13 → 1 10 A M Z; each • leads where the
        // bar's own • after the title above leads.
        let ten = collation.indexBar(slots: 10)
        #expect(ten.titles == ["1", "•", "10", "•", "A", "•", "M", "•", "Z", "#"])
        #expect(ten.sections == [0, 1, 9, 10, 25, 26, 37, 38, 50, 51])
        // 25 for titles: k = 13; positions 0, 1.08, 2.17, 3.25, 4.33, 5.42, 6.5 → 7, … : only 19 is left out.
        let twentySix = collation.indexBar(slots: 26)
        #expect(twentySix.titles == ["1", "•", "4", "•", "7", "•", "10", "•", "13", "•", "16", "•", "A", "•", "E",
                                     "•", "I", "•", "M", "•", "R", "•", "V", "•", "Z", "#"])
        #expect(twentySix.sections == [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 25, 26, 29, 30, 33, 34, 37, 38,
                                       42, 43, 46, 47, 50, 51])
        #expect(collation.indexBar(slots: 27).titles == collation.indexBar().titles)
    }

    @Test("Traditional Chinese: a • between titles that hide nothing leads to a skipped section with items")
    func traditionalChineseSkippedSections() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-Hant")
        // Hidden: every title and • whose section is not listed, and # (51). What is left:
        // 1(0) •(1) 4(3) •(4) 7(6) •(7) 19(18) A(25) •(26) Z(50): 6 titles, 10 entries.
        // 9 slots: k = 5 of 6; positions 0, 1.25, 2.5, 3.75, 5 → 1 4 19 A Z; 19 and A hide no entry.
        let items: Set = [0, 1, 3, 4, 6, 7, 18, 25, 26, 50]
        let bar = collation.indexBar(slots: 9, sectionsWithItems: items, emptySections: .hide)
        #expect(bar.titles == ["1", "•", "4", "•", "19", "A", "•", "Z"])
        #expect(bar.sections == [0, 1, 3, 4, 18, 25, 26, 50])
        // Section 20 (21 畫) has items but no title: the • between 19 and A leads there.
        let withTwenty = collation.indexBar(slots: 9, sectionsWithItems: items.union([20]), emptySections: .hide)
        #expect(withTwenty.titles == ["1", "•", "4", "•", "19", "•", "A", "•", "Z"])
        #expect(withTwenty.sections == [0, 1, 3, 4, 18, 20, 25, 26, 50])
    }

    // MARK: Empty sections

    /// Swedish: A–Z are sections 0–25, Å 26, Ä 27, Ö 28, # 29; only A (0) and Ö (28) have items.
    static let swedishItems: Set = [0, 28]
    static let swedishTitles = latin + ["Å", "Ä", "Ö", "#"]

    @Test("hide leaves out the titles of empty sections")
    func hide() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let bar = collation.indexBar(sectionsWithItems: Self.swedishItems, emptySections: .hide)
        #expect(bar.titles == ["A", "Ö"])
        #expect(bar.sections == [0, 28])
        let withSearch = collation.indexBar(includingSearch: true, sectionsWithItems: Self.swedishItems,
                                            emptySections: .hide)
        #expect(withSearch.titles == [Self.search, "A", "Ö"])
        #expect(withSearch.sections == [nil, 0, 28])
        // # is hidden too, so one slot holds just the first title.
        #expect(collation.indexBar(slots: 1, sectionsWithItems: Self.swedishItems, emptySections: .hide).titles
            == ["A"])
    }

    @Test("keep leaves every title leading to its own section")
    func keep() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let bar = collation.indexBar(sectionsWithItems: Self.swedishItems, emptySections: .keep)
        #expect(bar.titles == Self.swedishTitles)
        #expect(bar.sections == Array(0...29))
    }

    @Test("nearest: an empty section's title leads to the previous section with items, else the next")
    func nearest() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let bar = collation.indexBar(sectionsWithItems: Self.swedishItems, emptySections: .nearest)
        #expect(bar.titles == Self.swedishTitles)
        // A–Z, Å, Ä: 0 (A itself, then the previous with items); Ö: 28; #: 28, the previous with items.
        #expect(bar.sections == Array(repeating: 0, count: 28) + [28, 28])

        // Only Ö (28) has items: everything before it has no previous, so leads to the next, 28.
        let onlyÖ = collation.indexBar(sectionsWithItems: [28], emptySections: .nearest)
        #expect(onlyÖ.sections == Array(repeating: 28, count: 30))

        // Fitted: 29 titles, 6 slots for titles → 5: k = 3; positions 0, 14, 28 → A O Ö; each • leads where
        // B and P lead, 0.
        let fitted = collation.indexBar(slots: 7, sectionsWithItems: Self.swedishItems, emptySections: .nearest)
        #expect(fitted.titles == ["A", "•", "O", "•", "Ö", "#"])
        #expect(fitted.sections == [0, 0, 0, 0, 28, 28])
    }

    @Test("no section with items: hide leaves only the search entry")
    func nothingWithItems() throws {
        let collation = try LocalizedIndexCollation(locale: "en")
        #expect(collation.indexBar(includingSearch: true, sectionsWithItems: [], emptySections: .hide).titles
            == [Self.search])
        #expect(collation.indexBar(slots: 3, sectionsWithItems: [], emptySections: .nearest).sections
            == [0, 25, 26])
    }
}

@Suite("index bar: hiding titles between bullets")
struct IndexBarAdjacentBulletTests {
    @Test("zh-Hant, hide: a hidden title between two • leaves one •, leading to the first span with items")
    func noAdjacentBullets() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-Hant")
        // Sections with items: 3 畫 (2), 4 畫 (3), 7 畫 (6), 8 畫 (7), 11 畫 (10), 12 畫 (11), A (25).
        // Bar: 1 • 4 • 7 • 10 • 13 … ; 1 and 10 have no items in their spans' own sections.
        let bar = collation.indexBar(sectionsWithItems: [2, 3, 6, 7, 10, 11, 25], emptySections: .hide)
        // By hand: "1" spans 0 only → hidden; "•" spans 1…2 → leads to 2; "4" → 3; "•" 4…5 → hidden;
        // "7" → 6; "•" 7…8 → 7; "10" spans 9 only → hidden; "•" 10…11 → 10, merged into the • before it;
        // "13"… "19" spans empty → hidden; "A" → 25.
        #expect(bar.titles == ["•", "4", "7", "•", "A"])
        #expect(bar.sections == [2, 3, 6, 7, 25])
    }
}
