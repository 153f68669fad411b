import Testing
@testable import LocalizedIndexCollation

/// Search keys and queries (issue 42, "Finding a name") against Android's expectations: every key of each
/// `getNameLookupKeys` row of AOSP's `ContactLocaleUtilsTest` (`Fixtures/Android/aosp-expectations.tsv`,
/// each case naming its line) finds its name, and a row whose set is null makes no pinyin key; and the Korean
/// cases of AOSP's `SearchIndexManagerTest` (aosp-mirror/platform_packages_providers_contactsprovider at
/// 9c99fd37, `tests/src/com/android/providers/contacts/SearchIndexManagerTest.java`, lines named).
@Suite("search: AOSP's lookup keys and Korean search")
struct NameSearchTests {
    /// The collation of a row's locale set: its first locale, the others further locales.
    static func collation(_ locales: [String], style: LocalizedIndexCollation.Style = .uikit) throws -> LocalizedIndexCollation {
        try LocalizedIndexCollation(locale: locales[0], style: style,
                                    options: .init(additionalLabelLocales: locales.dropFirst().map { try CollationLocale($0) }))
    }

    /// Whether `query` finds `name` among a few other names, through a full index and through the search
    /// without an index the `search` command makes (which must find the same, with the same keys).
    static func finds(_ query: String, _ name: String, in collation: LocalizedIndexCollation) throws -> Bool {
        let names = ["Zoë Quist", name, "山本", "Anna"]
        let searchQuery = try collation.searchQuery(query)
        let found = collation.searchIndex(names: names).search(searchQuery)
        let foundOnce = collation.search(searchQuery, count: names.count, name: { .init(names[$0]) }, options: .init())
        #expect(found == foundOnce, "\(query): the search without an index")
        return found.contains { $0.position == 1 }
    }

    @Test("ContactLocaleUtilsTest getNameLookupKeys: every key finds its name; null rows make no pinyin",
          arguments: AOSPExpectation.rows("lookupkeys"))
    func lookupKeys(row: AOSPExpectation) throws {
        for style in [LocalizedIndexCollation.Style.uikit, .android] {
            let collation = try Self.collation(row.locales, style: style)
            if row.expected == "null" {
                let keys = collation.searchKeys(forName: row.input).keys
                #expect(!keys.contains { $0.kind == .reading || $0.kind == .readingName }, "\(row.source): \(keys.map(\.text))")
                continue
            }
            for key in row.expected.split(separator: "|") {
                #expect(try Self.finds(String(key), row.input, in: collation), "\(row.source) \(style): \(key)")
            }
        }
    }

    @Test("SearchIndexManagerTest.java:157–166, 184–195, 335–341, 350–366: Korean names by syllables, initial consonants, mixed")
    func korean() throws {
        let collation = try LocalizedIndexCollation(locale: "ko")
        // :157, :160, :163, :166 (given-name and full-name consonants as conjoining jamo U+1109 U+110B).
        for query in ["\u{C774}\u{C0C1}\u{C77C}", "\u{C0C1}\u{C77C}", "\u{1109}\u{110B}", "\u{110B}\u{1109}\u{110B}"] {
            #expect(try Self.finds(query, "\u{C774}\u{C0C1}\u{C77C}", in: collation), "\(query)")
        }
        // :184–195: 선우용녀, a two-syllable family name (given name 용녀 as the splitter finds it).
        let index = collation.searchIndex(names: ["선우용녀"], givenNames: { _ in "용녀" })
        for query in ["\u{C120}\u{C6B0}\u{C6A9}\u{B140}", "\u{C6A9}\u{B140}", "\u{110B}\u{1102}", "\u{1109}\u{110B}\u{110B}\u{1102}"] {
            #expect(!index.search(try collation.searchQuery(query)).isEmpty, "\(query)")
        }
        // :335–341 lead consonants (compatibility jamo), :350–366 as typed, syllable by syllable.
        for query in ["ㅎ", "ㅎㄱ", "ㅎㄱㄷ", "ㄱ", "ㄱㄷ", "호", "홍", "홍ㄱ", "홍기", "홍길", "홍길ㄷ", "홍길도", "홍길동",
                      "기", "길", "길ㄷ", "길도", "길동"] {
            #expect(try Self.finds(query, "홍길동", in: collation), "\(query)")
        }
    }

    @Test("pinyin keys by ICU's Han-Latin/Names: 曾志伟 zēng zhì wěi (surname reading), D杜鵑 D dù juān")
    func pinyinKeys() throws {
        // The readings are PyICU's (ICU 72) Han-Latin/Names transliteration; the keys Android's rule makes of
        // them: the syllables of each suffix joined, the whole reading, the initials of each suffix.
        let collation = try LocalizedIndexCollation(locale: "zh")
        func keys(_ name: String, _ kind: SearchKey.Kind) -> Set<String> {
            Set(collation.searchKeys(forName: name).keys.filter { $0.kind == kind }.map(\.text))
        }
        #expect(keys("曾志伟", .reading) == ["zēngzhìwěi", "zhìwěi", "wěi"])
        #expect(keys("曾志伟", .readingName) == ["zēngzhìwěi"])
        #expect(keys("曾志伟", .initials) == ["zzw", "zw", "w"])
        #expect(keys("D杜鵑", .reading) == ["dùjuān", "juān"])
        #expect(keys("D杜鵑", .readingName) == ["Ddùjuān"])
        #expect(keys("D杜鵑", .initials) == ["Ddj", "dj", "j"])
        for (query, name) in [("zengzhiwei", "曾志伟"), ("zhiw", "曾志伟"), ("zw", "曾志伟"), ("ddj", "D杜鵑"), ("d dujuan", "D杜鵑")] {
            #expect(try Self.finds(query, name, in: collation), "\(query)")
        }
    }

    @Test("the initial consonants of a Hangul syllable are Unicode's decomposition: (S − U+AC00) / 588")
    func initialConsonants() {
        // 김 U+AE40: 0x240 / 588 = 0, ㄱ; 민 U+BBFC: 0xFFC / 588 = 6, ㅁ; 준 U+C900: 0x1D00 / 588 = 12, ㅈ.
        #expect(SearchKeyMaker.initialConsonants(of: "김민준") == "ㄱㅁㅈ")
        #expect(SearchKeyMaker.initialConsonants(of: "홍길동") == "ㅎㄱㄷ")
        #expect(SearchKeyMaker.initialConsonants(of: "ᄒᄀ") == "ㅎㄱ")
    }
}
