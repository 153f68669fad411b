import Testing
@testable import LocalizedIndexCollation

/// The android style places names by a short text in place of ICU's transform of the whole name
/// (``AndroidPinyin``); the reference here is what Android does: ICU's transform
/// `Han-Latin/Names; Latin-Ascii; Any-Upper` run on the whole name, then ICU's index. Every name must land in
/// the same bucket both ways, in indexes with single letters and with the multi-letter labels of Czech
/// (`CH`) and Hungarian (`CS`, `DZ`, `DZS` …), where a wrong second letter would show.
@Suite("android style: pinyin placing as ICU's transform places")
struct AndroidPinyinTests {
    /// Names written to meet each way a name is read: ASCII, letters read one at a time (with marks Latin-Ascii
    /// drops, ligatures, fullwidth and halfwidth forms), Han words (surnames, rules that read the next
    /// word), mixed words, symbols whose transform is letters, other spaces.
    static let crafted = [
        "D杜鵑", "MARY 杜鵑", "杜鵑D", "万 俟", "万俟", "令狐冲", "令 狐冲", "长孙无忌", "单伟", "曾国藩", "Anna 王", "王 Anna",
        "王Anna", "q\u{0301}x", "e\u{0301}va", "ǅemal", "ŉa", "ßa", "Æsir", "Čapek", "Åsa", "Øystein", "Łukasz", "ｶﾅ",
        "カナ", "がっこう", "Ａｂｃ", "D㍿", "Dℤ", "🈐", "㈠", "J.Smith", "(Bob)", "\u{3000}王", "王\u{3000}小明",
        "Ὀδυσσεύς", "Ǳsida", "Csaba", "Dzsó", "Dzsenifer", "Chloé", "Ĉu", "D\u{200D}Z", "D™", "℡a", "ı", "İlker",
        "Ꭰ", "Ա", "ა", "देव", "ไก่", "عمر", "אבי", "김", "ㄱ", "ᄀ", "ㅏ", "\u{2000B}", "𠀋小", "々", "〇", "ヶ", "ー",
        "ǆ", "Ǉubica", "Ǌegoš", "ʻOlelo", "ʼn", "Ⅻ", "ⓐ", "ﬀ", "ﬁona", "Ŋ", "Ħ", "Þór", "Ðan", "đ", "ơn", "ưu", "Ỳ",
        "Čhan", "Ďzs", "Ꭓ", "и\u{0306}ван", "Й", "e\u{0301}\u{0316}", "カ\u{3099}", "王\u{0301}Z", "王1", "王A", "王 A",
    ]

    static let names: [String] = crafted + AOSPExpectation.rows("label", "phonebook_label").map(\.input)
        + PeerFixtures.inputRows.filter { $0.unicodeScalars.count <= 64 }

    @Test("the same bucket as ICU's transform of the whole name", arguments: [["zh-CN"], ["en", "zh-CN"], ["cs", "zh-CN"], ["hu", "zh-CN"]])
    func sameBucket(locales: [String]) throws {
        let collation = try LocalizedIndexCollation.android(locales)
        let android = try #require(collation.engine.android)
        let pinyin = try #require(android.pinyin)
        let transform = try #require(Transliterators.shared(AndroidPinyin.transformID))
        for name in Self.names where !AndroidIndex.isNumber(name) {
            let reference = android.index.bucket(for: transform.transliterate(ICU.nfc(name)))
            let key = pinyin.bucketKey(for: name)
            #expect(android.index.bucket(for: key) == reference, "\(Scalars(name)): \(key.debugDescription)")
            #expect(pinyin.bucket(for: name) == reference, "\(Scalars(name))")
        }
    }

    /// Hostile text (the property tests' generator: every script, combining stacks, ignorables, odd spaces,
    /// emoji), seeded so every run checks the same strings.
    @Test("random text: the same bucket as ICU's transform of the whole name",
          arguments: [["zh-CN"], ["cs", "zh-CN"], ["hu", "zh-CN"]])
    func sameBucketOnRandomText(locales: [String]) async throws {
        let collation = try LocalizedIndexCollation.android(locales)
        let android = try #require(collation.engine.android)
        let pinyin = try #require(android.pinyin)
        let transform = try #require(Transliterators.shared(AndroidPinyin.transformID))
        await seededPropertyCheck(count: 200, seed: "android pinyin \(locales)", input: TextGen.short) { name in
            let reference = android.index.bucket(for: transform.transliterate(ICU.nfc(name)))
            #expect(pinyin.bucket(for: name) == reference, "\(Scalars(name))")
            #expect(android.index.bucket(for: pinyin.bucketKey(for: name)) == reference, "\(Scalars(name))")
        }
    }

    @Test("AOSP's examples: 杜鵑 DU JUAN, D杜鵑 D DU JUAN, 曾 ZENG, 单 SHAN")
    func readings() throws {
        let pinyin = AndroidPinyin(index: try ICU.AlphabeticIndex(localeID: "zh", addingLabelsOf: [], maximumLabelCount: nil))
        #expect(pinyin.bucketKey(for: "杜鵑") == "DU JUAN")
        #expect(pinyin.bucketKey(for: "D杜鵑") == "D DU JUAN")
        #expect(pinyin.bucketKey(for: "曾国藩") == "ZENG GUO FAN")
        #expect(pinyin.bucketKey(for: "单伟") == "SHAN WEI")
        #expect(pinyin.bucketKey(for: "Élodie Dupont") == "ELODIE")
    }
}
