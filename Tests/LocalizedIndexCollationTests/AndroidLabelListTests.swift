import Testing
@testable import LocalizedIndexCollation

/// Android's whole label list and bucket numbers for common locale sets, against the lists the issue's ICU4C
/// and ICU4J probes computed on ICU 72 (`Fixtures/Android/android-label-lists.tsv`; AOSP's tests compare the
/// first labels only), and what the provider does at the edges of the index.
@Suite("android style: label lists and buckets")
struct AndroidLabelListTests {
    @Test("the whole list, # and 他 where the probes put them", arguments: AndroidLabelList.all)
    func wholeList(list: AndroidLabelList) throws {
        let collation = try LocalizedIndexCollation.android(list.locales)
        #expect(collation.sectionTitles.count == list.count)
        #expect(collation.sectionTitles == list.labels)
        #expect(collation.sectionTitles[list.numberBucket] == "#" && collation.sectionKinds[list.numberBucket] == .other)
        #expect(collation.section(for: "+1 (650) 555-1212") == list.numberBucket)
        #expect(collation.section(for: "") == list.numberBucket)
        #expect(collation.sectionKinds.firstIndex(of: .unread) == list.miscBucket)
        if let misc = list.miscBucket {
            #expect(collation.section(for: "杜鵑") == misc)
        }
        #expect(collation.sectionKinds.first == .underflow && collation.sectionKinds.last == .overflow)
    }

    /// SPEC §6's table of outcomes, measured with the issue's probes on ICU 72 (ICU4C and ICU4J agree).
    @Test("what the provider files where (en; ja-JP; zh-CN; zh-TW; ko-KR; en with zh-CN)", arguments: [
        // name, en, ja-JP, zh-CN, zh-TW, ko-KR, [en, zh-CN]
        ("John Smith", ["J", "J", "J", "J", "J", "J"]),
        ("Élodie", ["E", "E", "E", "E", "E", "E"]),
        ("ñandú", ["N", "N", "N", "N", "N", "N"]),
        ("Ærø", ["A", "A", "A", "A", "A", "A"]),
        ("#12", ["#", "#", "#", "#", "#", "#"]),
        ("٣٤٥", ["#", "#", "#", "#", "#", "#"]),
        ("\u{3000}123", ["#", "#", "#", "#", "#", "#"]),
        ("-.-5", ["#", "#", "#", "#", "#", "#"]),
        ("\t123", ["…", "…", "…", "…", "…", "…"]),
        (" Bob", ["…", "…", "…", "…", "…", "…"]),
        ("#abc", ["…", "…", "…", "…", "…", "…"]),
        ("@home", ["…", "…", "…", "…", "…", "…"]),
        ("😀", ["…", "…", "…", "…", "…", "…"]),
        ("①", ["…", "…", "…", "…", "…", "…"]),
        ("Жанна", ["Ж", "Ж", "Ж", "Ж", "Ж", "Ж"]),
        ("Ελένη", ["Ε", "Ε", "Ε", "Ε", "Ε", "Ε"]),
        ("שרה", ["ש", "ש", "ש", "ש", "ש", "ש"]),
        ("نور", ["ن", "ن", "ن", "ن", "ن", "ن"]),
        ("สมชาย", ["ส", "ส", "ส", "ส", "ส", "ส"]),
        ("김철수", ["ㄱ", "ㄱ", "ㄱ", "ㄱ", "ㄱ", "ㄱ"]),
        ("\u{314F}", ["ㅎ", "ㅎ", "ㅎ", "ㅎ", "ㅎ", "ㅎ"]),
        ("かな", ["か", "か", "か", "か", "か", "か"]),
        ("カナ", ["か", "か", "か", "か", "か", "か"]),
        ("ｶﾅ", ["か", "か", "か", "か", "か", "か"]),
        ("日本", ["…", "他", "R", "4劃", "ㅇ", "R"]),
        ("杜鵑", ["…", "他", "D", "7劃", "ㄷ", "D"]),
        ("曾国藩", ["…", "他", "Z", "12劃", "ㅈ", "Z"]),
        ("\u{2000B}", ["…", "他", "Z", "48劃", "…", "…"]),
        ("देव", ["…", "…", "…", "…", "…", "…"]),
    ])
    func outcomes(name: String, expected: [String]) throws {
        let sets = [["en"], ["ja-JP"], ["zh-CN"], ["zh-TW"], ["ko-KR"], ["en", "zh-CN"]]
        for (set, label) in zip(sets, expected) {
            let collation = try LocalizedIndexCollation.android(set)
            #expect(collation.sectionTitles[collation.section(for: name)] == label, "\(set)")
        }
    }

    /// Where the `…` go: `\t123` in the underflow bucket (0), Devanagari in the inflow bucket between Arabic
    /// and Thai, Han in English in the overflow bucket, last (SPEC §6).
    @Test("repeated … titles are told apart by section number")
    func ellipses() throws {
        let collation = try LocalizedIndexCollation(locale: "en", style: .android)
        let titles = collation.sectionTitles
        #expect(collation.section(for: "\t123") == 0)
        let devanagari = collation.section(for: "देव")
        #expect(titles[devanagari] == "…" && collation.sectionKinds[devanagari] == .inflow)
        #expect(titles[devanagari - 1] == "ي" && titles[devanagari + 1] == "ก")
        #expect(collation.section(for: "杜鵑") == titles.count - 1)
        let sections = collation.sections(of: ["\t123", "देव", "杜鵑"], on: { $0 })
        #expect(sections.map(\.title) == ["…", "…", "…"])
        #expect(sections.map(\.index) == [0, devanagari, titles.count - 1])
    }

    /// The Japanese variant: a name ICU files with 日 goes to 他 if it starts with a character of Android's
    /// Chinese and Japanese blocks, else to the bucket 他 displaced (SPEC §5.2). In `[en, ja-JP]` that is
    /// the overflow bucket: 𪜀 (Extension C, not in Android's list) and ⼀ (a Kangxi radical) stay there.
    @Test("他 holds Chinese and Japanese characters only")
    func unreadBlocks() throws {
        let collation = try LocalizedIndexCollation(locale: "en", style: .android, options: .init(additionalLabelLocales: [try CollationLocale("ja-JP")]))
        let misc = try #require(collation.sectionKinds.firstIndex(of: .unread))
        #expect(collation.section(for: "日本") == misc)
        #expect(collation.section(for: "\u{F900}") == misc)  // CJK Compatibility Ideographs
        #expect(collation.section(for: "\u{2A700}") == misc + 1)
        #expect(collation.section(for: "\u{2F00}") == misc + 1)
        #expect(collation.sectionTitles[misc + 1] == "…")
    }

    /// Inside a section names are ordered by the primary locale's collator at primary strength, Android's
    /// `PHONEBOOK` SQLite collation (platform_external_sqlite, `android/sqlite3_android.cpp`): case and accents
    /// do not count, and names that compare equal keep their order; transliteration never changes the order.
    @Test("inside a section: the primary locale's collator at primary strength")
    func orderInsideSections() throws {
        let english = try LocalizedIndexCollation(locale: "en", style: .android)
        let b = english.sections(of: ["bob", "Bob", "Bo", "Bób", "BOB", "Bobby"], on: { $0 })
        #expect(b.map(\.title) == ["B"])
        #expect(b.first?.items == ["Bo", "bob", "Bob", "Bób", "BOB", "Bobby"])
        // zh-CN: Han names in D by their pinyin under the zh collator: 杜 dù before 段 duàn.
        let chinese = try LocalizedIndexCollation(locale: "zh-CN", style: .android)
        let d = chinese.sections(of: ["段小涛", "杜鵑"], on: { $0 })
        #expect(d.map(\.title) == ["D"])
        #expect(d.first?.items == ["杜鵑", "段小涛"])
        // Swedish: Å is a letter after Z, with its own label.
        let swedish = try LocalizedIndexCollation(locale: "sv", style: .android)
        #expect(swedish.sections(of: ["Åsa", "Anna", "Zoë"], on: { $0 }).map(\.title) == ["A", "Z", "Å"])
    }

    /// With Simplified Chinese preferred every name is placed by its transliteration, Latin-ASCII included:
    /// `Åsa` under A in `[sv, zh-CN]`, as an Android device set so shows it.
    @Test("pinyin on: accents dropped for placing, not for sorting")
    func transliterationPlaces() throws {
        let collation = try LocalizedIndexCollation(locale: "sv", style: .android, options: .init(additionalLabelLocales: [try CollationLocale("zh-CN")]))
        #expect(collation.sectionTitles[collation.section(for: "Åsa")] == "A")
        #expect(collation.sectionTitles[collation.section(for: "王小明")] == "W")
        let sections = collation.sections(of: ["Åsa", "Anna", "安"], on: { $0 })
        #expect(sections.map(\.title) == ["A"])
        #expect(sections.first?.items == ["Anna", "Åsa", "安"])
    }
}
