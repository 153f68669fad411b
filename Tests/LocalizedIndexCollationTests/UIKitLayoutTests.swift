import Foundation
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
        ("ja", latin + ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "他", "#"]),
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
        #expect(collation.sectionKinds.dropLast().allSatisfy { $0 == .letter || $0 == .unread })
    }

    @Test("Traditional Chinese: 52 sections, the abridged index bar and where each title leads")
    func traditionalChineseIndex() throws {
        let collation = try LocalizedIndexCollation(locale: "zh-Hant-TW")
        #expect(collation.sectionTitles.count == 52)
        #expect(collation.indexBar().titles == ["1", "•", "4", "•", "7", "•", "10", "•", "13", "•", "16", "•", "19",
                                                 "A", "•", "E", "•", "I", "•", "M", "•", "R", "•", "V", "•", "Z", "#"])
        // Derived by hand from the rule "each • leads to the section right after the preceding title":
        // sections 0–23 are 1–24 畫, 24 is 25 畫以上, 25–50 are A–Z, 51 is #.
        let expected = [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18,
                        25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51]
        #expect(collation.indexBar().sections == expected)
        #expect(collation.indexBar().titles.indices.map(collation.section(forSectionIndexTitle:)) == expected)
    }

    @Test("other locales: ICU's labels, then #")
    func otherLocales() throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first { $0.file == "ru.json" }))
        let collation = try LocalizedIndexCollation(locale: "ru")
        #expect(collation.sectionTitles == peer.labels.filter { $0 != "…" } + ["#"])
        #expect(collation.indexBar().titles == collation.sectionTitles)
    }

    @Test("a collation other than the layout's gets ICU's labels")
    func zhuyinIsNotTheStrokeLayout() throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first {
            $0.file == "zh_Hant_collation_zhuyin.json" }))
        let collation = try LocalizedIndexCollation(locale: "zh_Hant@collation=zhuyin")
        #expect(collation.sectionTitles == peer.labels.filter { $0 != "…" } + ["#"])
    }

    /// How the uikit style must place a row, from the references: the peer's ICU bucket; ICU's stroke
    /// buckets of 25 and more merged; everything outside a lettered bucket in `#`; a name starting with a
    /// decimal digit (after spaces and `+ ( ) . - #`) in `#`, as Android files phone numbers; Han names in a
    /// Japanese list without a reading in `他`; Han names in Simplified Chinese by the bucket of their
    /// Han-Latin/Names reading (the PyICU reference file).
    static func uikitTitle(for row: Int, item: String, peerLabel label: String, type: String, locale: String) -> String {
        if startsWithDecimalDigit(item) { return "#" }
        if locale == "zh-Hans", let reference = hanReadings[row] {
            return reference.type == "normal" ? reference.label : "#"
        }
        if locale == "ja", type != "normal",
           item.unicodeScalars.first(where: { $0.properties.isAlphabetic })?.properties.isIdeographic == true {
            return "他"
        }
        guard type == "normal" else { return "#" }
        if label.hasSuffix("劃"), let strokes = Int(label.dropLast()) {
            return strokes >= 25 ? "25 畫以上" : "\(strokes) 畫"
        }
        return label
    }

    static func startsWithDecimalDigit(_ text: String) -> Bool {
        let skipped: Set<Unicode.Scalar> = ["+", "(", ")", ".", "-", "#"]
        let first = text.unicodeScalars.first { scalar in
            let category = scalar.properties.generalCategory
            return !(scalar.properties.isWhitespace || skipped.contains(scalar)
                     || [.format, .control, .nonspacingMark, .enclosingMark, .spacingMark].contains(category))
        }
        return first?.properties.generalCategory == .decimalNumber
    }

    /// PyICU's Han-Latin/Names reading of each Han row and the zh bucket of that reading, by row number.
    static let hanReadings: [Int: (label: String, type: String)] = {
        let url = PeerFixtures.directory.appendingPathComponent("References/zh-Hans-Han-Latin-Names.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var readings: [Int: (String, String)] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 4, let row = Int(fields[0]) { readings[row] = (fields[2], fields[3]) }
        }
        return readings
    }()

    @Test("every row lands where the references place it", arguments: [
        ("en", "en.json"), ("sv", "sv.json"), ("ja", "ja+en.json"), ("ko", "ko+en.json"), ("ar", "ar+en.json"),
        ("zh-Hans", "zh.json"), ("zh-Hant", "zh_Hant+en.json"), ("ru", "ru.json"), ("de", "de.json"),
    ])
    func bucketsFollowICU(locale: String, file: String) throws {
        let peer = try PeerFixtures.output(of: #require(PeerFixtures.configurations.first { $0.file == file }))
        #expect(Self.hanReadings.count > 150)
        let rows = Dictionary(PeerFixtures.inputRows.enumerated().map { ($1.scalars, $0) }, uniquingKeysWith: { first, _ in first })
        // MeCab readings (when installed) are tested on their own; here the rules over ICU's buckets.
        let collation = try LocalizedIndexCollation(locale: locale)
        for section in peer.sections {
            for item in section.items {
                let row = try #require(rows[item.scalars])
                let expected = Self.uikitTitle(for: row, item: item, peerLabel: section.label, type: section.type, locale: locale)
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
