import Foundation
import Testing

@Suite("titles")
struct TitlesCommandTests {
    @Test("the documented JSON shape, keys in order")
    func json() throws {
        let text = try CLI.run(["titles", "--locale", "sv_SE.UTF-8", "--format", "json"])
        let keys = ["\"locale\"", "\"collationLocale\"", "\"style\"", "\"sectionTitles\"", "\"sectionIndexTitles\"", "\"indexTitleSections\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())

        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "sv-SE")
        #expect(object["collationLocale"] as? String == "sv")
        #expect(object["style"] as? String == "uikit")
        let latin = (65...90).map { String(UnicodeScalar($0)!) }
        #expect(object["sectionTitles"] as? [String] == latin + ["Å", "Ä", "Ö", "#"])
        #expect(object["sectionIndexTitles"] as? [String] == latin + ["Å", "Ä", "Ö", "#"])
        #expect(object["indexTitleSections"] as? [Int] == Array(0..<30))
    }

    @Test("Traditional Chinese: index titles and their sections")
    func traditionalChinese() throws {
        let text = try CLI.run(["titles", "--locale", "zh-Hant-TW", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["sectionTitles"] as? [String])?.count == 52)
        #expect(object["sectionIndexTitles"] as? [String] == ["1", "•", "4", "•", "7", "•", "10", "•", "13", "•", "16", "•", "19",
                                                                "A", "•", "E", "•", "I", "•", "M", "•", "R", "•", "V", "•", "Z", "#"])
        #expect(object["indexTitleSections"] as? [Int] == [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18,
                                                             25, 26, 29, 30, 33, 34, 37, 38, 42, 43, 46, 47, 50, 51])
    }

    @Test("the icu style with added labels and a label limit")
    func icuStyle() throws {
        let text = try CLI.run(["titles", "--locale", "ru", "--style", "icu", "--add-labels", "en", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let titles = try #require(object["sectionTitles"] as? [String])
        // ICU4C peer, ru --add-labels en: 58 labels, Cyrillic first.
        #expect(titles.count == 58)
        #expect(titles.first == "…" && titles.last == "…")
        #expect(titles.contains("А") && titles.contains("Z"))
        let limited = try CLI.run(["titles", "--locale", "ru", "--max-labels", "10", "--format", "json"])
        let limitedTitles = try #require((JSONSerialization.jsonObject(with: Data(limited.utf8)) as? [String: Any])?["sectionTitles"] as? [String])
        #expect(limitedTitles.count < 31)
    }

    @Test("an unknown locale fails with the library's message")
    func unknownLocale() {
        #expect {
            try CLI.run(["titles", "--locale", "english"])
        } throws: { error in
            "\(error)" == "unknown locale 'english': no language 'english' in ICU 72.1; did you mean en (English)?"
        }
    }
}
