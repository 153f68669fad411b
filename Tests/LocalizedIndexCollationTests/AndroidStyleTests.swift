import Testing
@testable import LocalizedIndexCollation

/// The android style against AOSP's own tests of its contacts index: every assertion of `ContactLocaleUtilsTest`,
/// `LocaleSetTest`, `HanziToPinyinTest` and of the labels `ContactsProvider2Test` finds stored, taken from
/// `Fixtures/Android/aosp-expectations.tsv` as expected values; each case names its AOSP test method and the
/// line of the assertion.
///
/// Left out, with the reason (``fixtureAccounting()`` counts them): the 15 `lookupkeys` rows assert
/// `getNameLookupKeys`, the search keys Android stores for a name, not its section, which this package does
/// not make; 2 `LocaleSetTest` rows build their set from the JVM's default locale. The 127 rows of the
/// `@Suppress`ed `ContactsIcuTest` are checked apart (`ContactsIcuTests`).
@Suite("android style: AOSP's expectations")
struct AndroidStyleTests {
    @Test("a name's label (ContactLocaleUtilsTest; labels ContactsProvider2Test finds stored)",
          arguments: AOSPExpectation.rows("label", "phonebook_label"))
    func label(row: AOSPExpectation) throws {
        let collation = try row.collation()
        let alone = collation.section(for: row.input)
        #expect(collation.sectionTitles[alone] == row.expected, "\(row.source)")
        // Placed among other names, by the call that makes sort keys too.
        let sections = collation.sections(of: [row.input, "Zoë", "1", "日本"], on: { $0 })
        let placed = try #require(sections.first { $0.items.contains(row.input) })
        #expect(placed.index == alone && placed.title == row.expected, "\(row.source)")
    }

    /// AOSP compares the first labels of the list only (its arrays' trailing `#` and `""` are not compared).
    @Test("the label list starts as AOSP's (ContactLocaleUtilsTest)", arguments: AOSPExpectation.rows("labels"))
    func labels(row: AOSPExpectation) throws {
        let expected = row.expected.split(separator: "|").map(String.init)
        let titles = try row.collation().sectionTitles
        #expect(Array(titles.prefix(expected.count)) == expected, "\(row.source)")
    }

    @Test("LocaleSet's predicates (LocaleSetTest)", arguments: AOSPExpectation.rows("localeset").filter { !$0.usesDefaultLocale })
    func localeSet(row: AOSPExpectation) throws {
        let set = try row.localeSet()
        let locale = set.primary
        let actual: String
        switch row.argument {
        case "getPrimaryLocale": actual = locale.identifier
        case "isLanguageChinese": actual = "\(AndroidLocaleSet.isChinese(locale))"
        case "isLanguageJapanese": actual = "\(AndroidLocaleSet.isJapanese(locale))"
        case "isLanguageKorean": actual = "\(AndroidLocaleSet.isKorean(locale))"
        case "isLocaleCJK": actual = "\(AndroidLocaleSet.isCJK(locale))"
        case "getScriptIfChinese": actual = AndroidLocaleSet.scriptIfChinese(locale) ?? "null"
        case "isLocaleSimplifiedChinese": actual = "\(AndroidLocaleSet.isSimplifiedChinese(locale))"
        case "isLocaleTraditionalChinese": actual = "\(AndroidLocaleSet.isTraditionalChinese(locale))"
        case "shouldPreferJapanese": actual = "\(set.prefersJapanese)"
        case "shouldPreferSimplifiedChinese": actual = "\(set.prefersSimplifiedChinese)"
        default: Issue.record("no such LocaleSet predicate: \(row.argument)"); return
        }
        #expect(actual == row.expected, "\(row.source)")
    }

    /// `HanziToPinyin.getTokens` reads each character that is not Latin alone through the transform Android
    /// places names by when Simplified Chinese is preferred: a PINYIN token where the transform changes it
    /// (its target the transform's text), UNKNOWN (consecutive ones in one token) where it does not; Latin
    /// characters and spaces are not transformed. The same transform places names here (``AndroidPinyin``),
    /// so its reading of each character must give AOSP's tokens.
    @Test("each character's pinyin (HanziToPinyinTest)", arguments: AOSPExpectation.rows("tokens"))
    func tokens(row: AOSPExpectation) throws {
        let pinyin = AndroidPinyin(index: try ICU.AlphabeticIndex(localeID: "zh", addingLabelsOf: [], maximumLabelCount: nil))
        var read: [String] = []  // "PINYIN:<text>" or "UNKNOWN", in order, Latin left out
        var previousUnknown = false
        for scalar in row.input.unicodeScalars {
            let isLatin = scalar.value < 0x250 || (0x1E00...0x1EFE).contains(scalar.value)
            if isLatin || scalar.properties.generalCategory == .spaceSeparator { previousUnknown = false; continue }
            let reading = pinyin.bucketKey(for: String(scalar))
            if reading != String(scalar) {
                read.append("PINYIN:\(reading)")
                previousUnknown = false
            } else {
                if !previousUnknown { read.append("UNKNOWN") }
                previousUnknown = true
            }
        }
        let expected = row.expected.split(separator: "|").filter { !$0.hasPrefix("LATIN") }
        #expect(read.count == expected.count, "\(row.source): \(read)")
        for (actual, token) in zip(read, expected) {
            // A token without a target is asserted by its type only.
            let matches = token.contains(":") ? actual == token : actual.hasPrefix(token)
            #expect(matches, "\(row.source): \(actual), AOSP \(token)")
        }
    }

    @Test("every row of the fixture is checked, or named with the reason it is not")
    func fixtureAccounting() {
        let rows = AOSPExpectation.all
        #expect(rows.count == 320)
        let kinds = Dictionary(grouping: rows, by: \.kind).mapValues(\.count)
        #expect(kinds == ["label": 56, "phonebook_label": 19, "labels": 7, "localeset": 70, "tokens": 26,
                          "lookupkeys": 15, "ai_label": 127])
        // Not checkable: LocaleSet.newDefault() reads the JVM's default locale.
        #expect(rows.filter(\.usesDefaultLocale).map(\.source) == ["LocaleSetTest.java:35", "LocaleSetTest.java:39"])
    }

    // MARK: What AOSP's tests say beyond single labels

    /// ContactsProvider2Test#testContactCounts (ContactsProvider2Test.java:8413): the address book's index
    /// lists the labels of the buckets with contacts, in bucket order; a contact without a name is in `#`.
    @Test("the index of ContactsProvider2Test#testContactCounts: B J M R T #")
    func contactCounts() throws {
        let names = ["James Sullivan", "The Abominable Snowman", "Mike Wazowski", "randall boggs", "Boo", "Mary", "Roz", ""]
        let collation = try LocalizedIndexCollation(locale: "en-US", style: .android)
        let sections = collation.sections(of: names, on: { $0 })
        #expect(sections.map(\.title) == ["B", "J", "M", "R", "T", "#"])
        #expect(sections.map(\.items.count) == [1, 1, 2, 2, 1, 1])
        #expect(collation.indexBar(sectionsWithItems: Set(sections.map(\.index)), emptySections: .hide).titles
            == ["B", "J", "M", "R", "T", "#"])
    }

    /// Why the android style gives a Japanese primary locale kana and Han before Latin: ICU 72's own Japanese
    /// collation (CLDR 42, `[reorder Latn Kana Hani]`) puts Latin first, and ICU's index follows it; Android
    /// patches its ICU data to `[reorder Kana Hani]` (since ICU 55), and AOSP's test
    /// (ContactLocaleUtilsTest.java:162) expects `… あ … わ 他 … A … Z`, which the android style gives.
    @Test("upstream ICU 72's Japanese index puts Latin first; Android's data, and the android style, kana")
    func japaneseOrder() throws {
        // ICU's own index of Japanese with the Latin labels of English, as Android adds them.
        let upstream = try LocalizedIndexCollation(locale: "ja-JP", style: .icu, options: .init(additionalLabelLocales: [try CollationLocale("en")]))
        #expect(Array(upstream.sectionTitles.prefix(2)) == ["…", "A"])
        let android = try LocalizedIndexCollation(locale: "ja-JP", style: .android)
        #expect(Array(android.sectionTitles.prefix(13)) == ["…", "あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "他", "…"])
        #expect(android.collationLocale == "ja-u-kr-kana-hani")
        // A locale that names its own order keeps it.
        let own = try LocalizedIndexCollation(locale: "ja-JP-u-kr-latn-kana-hani", style: .android)
        #expect(Array(own.sectionTitles.prefix(2)) == ["…", "A"])
    }
}
