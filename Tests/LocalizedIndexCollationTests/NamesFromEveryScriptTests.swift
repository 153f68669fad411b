import Testing
import LocalizedIndexCollation

/// The cases issue "Names from every script" names, with expected values from references: ICU's
/// Han-Latin/Names transform run independently (PyICU: 曾 zēng, 沈 shěn, 单 shàn, 杜 dù), ICU's stroke counts
/// (the ICU4C peer puts 杜 in 7劃), Android's contacts provider (他, digits to #), ICU's uk index labels.
@Suite("names from every script")
struct NamesFromEveryScriptTests {
    static func title(_ name: String, _ locale: String, _ options: LocalizedIndexCollation.Options = .init()) throws -> String {
        let collation = try LocalizedIndexCollation(locale: locale, options: options)
        return collation.sectionTitles[collation.section(for: name)]
    }

    @Test("Simplified Chinese: polyphonic surnames by their surname reading", arguments: [
        ("曾志伟", "Z"), ("沈阳明", "S"), ("单田芳", "S"), ("张伟", "Z"), ("李娜", "L"), ("杜鵑", "D"),
    ])
    func chineseSurnames(name: String, expected: String) throws {
        for locale in ["zh", "zh-Hans", "zh-CN", "zh-SG"] {
            #expect(try Self.title(name, locale) == expected, "\(name) in \(locale)")
        }
    }

    @Test("杜鵑: D in zh-CN and in English with zh-CN's letters, 7 畫 in zh-TW")
    func duJuan() throws {
        #expect(try Self.title("杜鵑", "zh-CN") == "D")
        #expect(try Self.title("杜鵑", "en", .init(additionalLabelLocales: [CollationLocale("zh-CN")])) == "D")
        #expect(try Self.title("杜鵑", "zh-TW") == "7 畫")
    }

    @Test("Chinese names are sorted by their reading: 曾 among the Z names, not before them")
    func chineseSort() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-CN")
        let z = collation.sections(of: ["周杰", "曾志伟", "张伟", "Zhao"], on: { $0 }).first { $0.title == "Z" }
        // Pinyin: zēng < zhāng < zhào < zhōu (PyICU Han-Latin/Names); Latin "Zhao" sorts with zhào.
        #expect(z?.items == ["曾志伟", "张伟", "Zhao", "周杰"])
    }

    @Test("Japanese: kanji without a reading go to 他, placed after わ as Android does")
    func japaneseUnread() throws {
        let collation = try LocalizedIndexCollation(locale: "ja")
        let other = try #require(collation.sectionTitles.firstIndex(of: "他"))
        #expect(collation.sectionTitles[other - 1] == "わ")
        #expect(collation.sectionTitles[other + 1] == "#")
        #expect(collation.sectionKinds[other] == .unread)
        #expect(try Self.title("やまだ", "ja") == "や")
        #expect(try Self.title("ヤマダ", "ja") == "や")
        #expect(try Self.title("ﾔﾏﾀﾞ", "ja") == "や")
    }

    @Test("numbers go to # whatever the script of the digit", arguments: [
        "+1 (650) 555-1212", "(030) 1234", "٣٤٥ شارع", "४२ सड़क", "３番", "#42", "- 7 eleven",
    ])
    func numbers(name: String) throws {
        for locale in ["en", "ar", "hi", "ja", "zh-Hans"] {
            #expect(try Self.title(name, locale, .init(otherScripts: .transliterate)) == "#", "\(name) in \(locale)")
        }
    }

    @Test("Иван in English: # when grouped, I when transliterated, И with its own letters")
    func otherScriptModes() throws {
        #expect(try Self.title("Иван", "en") == "#")
        #expect(try Self.title("Иван", "en", .init(otherScripts: .transliterate)) == "I")
        #expect(try Self.title("Иван", "en", .init(otherScripts: .native(scripts: ["Cyrl"]))) == "И")
        #expect(try Self.title("张伟", "en", .init(otherScripts: .transliterate)) == "Z")
        #expect(try Self.title("张伟", "en", .init(otherScripts: .native(scripts: ["Hani"]))) == "Z")
        #expect(try Self.title("Γιώργος", "sv", .init(otherScripts: .native(scripts: ["Grek"]))) == "Γ")
        // Outside Arabic, ICU's root order puts أ before ا; the script's own index still files it under ا.
        #expect(try Self.title("أحمد", "en", .init(otherScripts: .native(scripts: ["Arab"]))) == "ا")
    }

    @Test("native letters come after the locale's own, before #")
    func nativeOrder() throws {
        let collation = try LocalizedIndexCollation(locale: "en", options: .init(otherScripts: .native(scripts: ["Cyrl", "Grek"])))
        let titles = collation.sectionTitles
        let z = try #require(titles.firstIndex(of: "Z")), alpha = try #require(titles.firstIndex(of: "Α")),
            ve = try #require(titles.firstIndex(of: "В"))
        #expect(z < alpha && z < ve)
        #expect(titles.last == "#")
        #expect(titles.count > 26 + 24 + 28)  // no letter thinned away by ICU's 99-label default
    }

    @Test("Ukrainian: Ґ and Ї are sections of their own", arguments: [("Ґанна", "Ґ"), ("Їжак", "Ї"), ("Ганна", "Г"), ("Іван", "І")])
    func ukrainian(name: String, expected: String) throws {
        #expect(try Self.title(name, "uk") == expected)
    }

    @Test("Korean: double consonants fold into their base, Hanja by their Hangul reading")
    func korean() throws {
        #expect(try Self.title("까치", "ko") == "ㄱ")
        #expect(try Self.title("빵", "ko") == "ㅂ")
        #expect(try Self.title("김민준", "ko") == "ㄱ")
        #expect(try Self.title("山田", "ko") == "ㅅ")  // ICU4C peer: 山田 → ㅅ (산)
    }

    @Test("scripts(in:) lists the scripts of first letters, most used first, ties by code")
    func scripts() {
        #expect(LocalizedIndexCollation.scripts(in: ["Иван", "Ольга", "Anna", "42", "张伟"]) == ["Cyrl", "Hani", "Latn"])
    }
}

/// Japanese names in kanji read with MeCab, when it is asked for and installed (CI installs it; elsewhere
/// the tests that need it are skipped). Readings checked against `echo 山田 | mecab` run by hand: 山田 ヤマダ, 田中 タナカ, 山本 ヤマモト,
/// 矢野 ヤノ.
@Suite("Japanese kanji readings with MeCab")
struct KanjiReadingTests {
    @Test("kanji names go to their reading's kana row and sort by it",
          .enabled(if: (try? LocalizedIndexCollation.KanjiReadings.mecab()) != nil,
                   "MeCab with a UTF-8 IPA dictionary is not installed"))
    func withMeCab() throws {
        let collation = try LocalizedIndexCollation(
            locale: "ja", options: .init(kanjiReadings: LocalizedIndexCollation.KanjiReadings.mecab()))
        #expect(collation.sectionTitles[collation.section(for: "山田")] == "や")
        #expect(collation.sectionTitles[collation.section(for: "田中 花子")] == "た")
        let sections = collation.sections(of: ["山本", "やまね", "矢野", "山田"], on: { $0 })
        // やの < やまだ < やまね < やまもと
        #expect(sections.first { $0.title == "や" }?.items == ["矢野", "山田", "やまね", "山本"])
    }

    /// The results depend only on the arguments: installed or not, MeCab is not used unless it is passed.
    @Test("without readings asked for, kanji names go to 他, MeCab installed or not")
    func withoutMeCab() throws {
        let collation = try LocalizedIndexCollation(locale: "ja")
        #expect(collation.sectionTitles[collation.section(for: "山田")] == "他")
        #expect(collation.sectionTitles[collation.section(for: "やまだ")] == "や")
    }
}
