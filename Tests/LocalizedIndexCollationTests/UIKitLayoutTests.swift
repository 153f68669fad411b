import Testing
import LocalizedIndexCollation

/// UIKit's documented layouts, title for title, and the Traditional Chinese index bar.
@Suite("uikit style layouts")
struct UIKitLayoutTests {
    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    static let layouts: [(locale: String, titles: [String])] = [
        ("en", latin + ["#"]),
        ("en-US", latin + ["#"]),
        ("sv", latin + ["Å", "Ä", "Ö", "#"]),
        ("sv_SE.UTF-8", latin + ["Å", "Ä", "Ö", "#"]),
        ("ja", latin + ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "#"]),
        ("ko", latin + ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ", "#"]),
        ("ar", latin + ["ا", "ب", "ت", "ث", "ج", "ح", "خ", "د", "ذ", "ر", "ز", "س", "ش", "ص", "ض", "ط", "ظ", "ع",
                        "غ", "ف", "ق", "ك", "ل", "م", "ن", "ه", "و", "ي", "#"]),
        ("zh-Hans", latin + ["#"]),
        ("zh-CN", latin + ["#"]),
        ("zh", latin + ["#"]),
        ("zh-SG", latin + ["#"]),
        ("zh-Hant", (1...24).map { "\($0) 畫" } + ["25 畫以上"] + latin + ["#"]),
        ("zh-TW", (1...24).map { "\($0) 畫" } + ["25 畫以上"] + latin + ["#"]),
        ("zh_HK", (1...24).map { "\($0) 畫" } + ["25 畫以上"] + latin + ["#"]),
    ]

    @Test("section titles", arguments: layouts)
    func sectionTitles(locale: String, titles: [String]) throws {
        let collation = try LocalizedIndexCollation(locale: locale)
        #expect(collation.sectionTitles == titles)
        #expect(collation.sectionKinds.last == .other)
        #expect(collation.sectionKinds.dropLast().allSatisfy { $0 == .letter })
    }

    @Test("Traditional Chinese: 52 sections, the abridged index bar and where each title leads")
    func traditionalChineseIndex() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-Hant-TW")
        #expect(collation.sectionTitles.count == 52)
        #expect(collation.sectionIndexTitles == ["1", "•", "4", "•", "7", "•", "10", "•", "13", "•", "16", "•", "19",
                                                 "A", "•", "E", "•", "I", "•", "M", "•", "R", "•", "V", "•", "Z", "#"])
        // Derived by hand from the rule "each • leads to the section right after the preceding title":
        // sections 0–23 are 1–24 畫, 24 is 25 畫以上, 25–50 are A–Z, 51 is #.
        let expected = [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18,
                        25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51]
        #expect(collation.indexTitleSections == expected)
        #expect(collation.sectionIndexTitles.indices.map(collation.section(forSectionIndexTitle:)) == expected)
    }

    @Test("other locales: ICU's labels, then #")
    func otherLocales() throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first { $0.file == "ru.json" }))
        let collation = try LocalizedIndexCollation(locale: "ru")
        #expect(collation.sectionTitles == peer.labels.filter { $0 != "…" } + ["#"])
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
    }

    @Test("a collation other than the layout's gets ICU's labels")
    func zhuyinIsNotTheStrokeLayout() throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first {
            $0.file == "zh_Hant_collation_zhuyin.json" }))
        let collation = try LocalizedIndexCollation(locale: "zh_Hant@collation=zhuyin")
        #expect(collation.sectionTitles == peer.labels.filter { $0 != "…" } + ["#"])
    }

    /// How the uikit style must bucket a row, from the peer's bucket: the same letter, ICU's stroke buckets
    /// of 25 and more merged, and everything outside a lettered bucket in `#`.
    static func uikitTitle(forPeerLabel label: String, type: String) -> String {
        guard type == "normal" else { return "#" }
        if label.hasSuffix("劃"), let strokes = Int(label.dropLast()) {
            return strokes >= 25 ? "25 畫以上" : "\(strokes) 畫"
        }
        return label
    }

    @Test("every row lands where ICU buckets it", arguments: [
        ("en", "en.json"), ("sv", "sv.json"), ("ja", "ja+en.json"), ("ko", "ko+en.json"), ("ar", "ar+en.json"),
        ("zh-Hans", "zh.json"), ("zh-Hant", "zh_Hant+en.json"), ("ru", "ru.json"), ("de", "de.json"),
    ])
    func bucketsFollowICU(locale: String, file: String) throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first { $0.file == file }))
        let collation = try LocalizedIndexCollation(locale: locale)
        for section in peer.sections {
            let expected = Self.uikitTitle(forPeerLabel: section.label, type: section.type)
            for item in section.items {
                #expect(collation.sectionTitles[collation.section(for: item)] == expected, "\(item.debugDescription)")
            }
        }
    }

    @Test("Arabic: Latin names are bucketed by their first letter (UIKit files 'Axxx' under B)")
    func arabicLatinNames() throws {
        let collation = try LocalizedIndexCollation(locale: "ar")
        for (name, title) in [("Axel", "A"), ("Bakr", "B"), ("Zaid", "Z"), ("أحمد", "ا"), ("محمد", "م"), ("42", "#")] {
            #expect(collation.sectionTitles[collation.section(for: name)] == title, "\(name)")
        }
    }
}
