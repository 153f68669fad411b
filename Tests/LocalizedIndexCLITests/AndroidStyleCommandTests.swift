import Foundation
import Testing

/// `--style android` in every command. Expected labels are AOSP's (`ContactLocaleUtilsTest`, lines 132–162 and
/// 167–195, on the names of `android-names.txt`, which are that test's names plus 日); the bucket numbers are
/// those of the issue's ICU4C and ICU4J probes on ICU 72 (the English list: `…` 0, A–Z 1–26, Ђ … Я 52–87,
/// Arabic 112–139, `#` 213, the overflow `…` 214).
@Suite("--style android")
struct AndroidStyleCommandTests {
    static let names = CLI.fixtures.appendingPathComponent("android-names.txt").path

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let text = try CLI.run(arguments + ["--format", "json"])
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("titles: Android's list for a device set to English, then Simplified Chinese")
    func titles() throws {
        let object = try Self.json(["titles", "--style", "android", "--locale", "en-US", "--add-labels", "zh-CN"])
        #expect(object["style"] as? String == "android")
        let titles = try #require(object["sectionTitles"] as? [String])
        #expect(titles.count == 215)
        #expect(Array(titles.prefix(27)) == ["…"] + (65...90).map { String(UnicodeScalar($0)!) })
        #expect(Array(titles.suffix(2)) == ["#", "…"])
        #expect(object["indexTitleSections"] as? [Int] == Array(0..<215))
    }

    @Test("sort-contacts: each record in its phonebook_bucket, titled with its phonebook_label")
    func sortContacts() throws {
        let object = try Self.json(["sort-contacts", "--style", "android", "--locale", "en", "--input", Self.names])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let placed = sections.flatMap { section in
            (section["records"] as? [[String: Any]] ?? []).map {
                ($0["name"] as? String ?? "", section["section"] as? Int ?? -1, section["title"] as? String ?? "")
            }
        }
        // 日 U+65E5 before 杜 U+675C: the root collation orders these ideographs by code point.
        #expect(placed.map(\.0) == ["Bob Smith", "D杜鵑", "John Smith", "І", "Јелена", "نور", "+1 (650) 555-1212", "日", "杜鵑"])
        #expect(placed.map(\.1) == [2, 4, 10, 63, 65, 136, 213, 214, 214])
        #expect(placed.map(\.2) == ["B", "D", "J", "І", "Ј", "ن", "#", "…", "…"])
    }

    @Test("sort-contacts: Japanese kanji go to 他, with a note that Android reads none")
    func japanese() throws {
        let object = try Self.json(["sort-contacts", "--style", "android", "--locale", "ja-JP", "--input", Self.names])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let unread = try #require(sections.first { $0["title"] as? String == "他" })
        #expect(unread["section"] as? Int == 11)
        // The Japanese collation orders kanji as JIS X 0208 does: 杜 (row 37) before 日 (row 38).
        #expect((unread["records"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["杜鵑", "日"])
        // Kana and Han before Latin, as Android's Japanese collation has them (ContactLocaleUtilsTest.java:162).
        #expect(sections.prefix(2).map { $0["title"] as? String } == ["他", "B"])
        #expect(sections.prefix(2).map { $0["section"] as? Int } == [11, 14])
    }

    @Test("compare: one list as Android files it in four languages")
    func compare() throws {
        let object = try Self.json(["compare", "--style", "android", "--locales", "en,ja-JP,zh-CN,zh-TW", "--input", Self.names])
        #expect(object["style"] as? String == "android")
        let records = try #require(object["records"] as? [[String: Any]])
        func sections(of name: String) -> [String]? {
            records.first { $0["name"] as? String == name }?["sections"] as? [String]
        }
        #expect(sections(of: "杜鵑") == ["…", "他", "D", "7劃"])
        #expect(sections(of: "D杜鵑") == ["D", "D", "D", "D"])
        #expect(sections(of: "John Smith") == ["J", "J", "J", "J"])
        #expect(sections(of: "+1 (650) 555-1212") == ["#", "#", "#", "#"])
        let locales = try #require(object["locales"] as? [[String: Any]])
        #expect(locales.map { $0["collationLocale"] as? String } == ["und", "ja-u-kr-kana-hani", "zh", "zh-u-co-stroke"])
    }

    @Test("locales: the number of Android's buckets, each locale the primary language alone")
    func locales() throws {
        let text = try CLI.run(["locales", "--style", "android", "--format", "json"])
        let entries = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let counts = Dictionary(entries.map { ($0["identifier"] as? String ?? "", $0["sectionCount"] as? Int ?? 0) },
                                uniquingKeysWith: { first, _ in first })
        // The probes' lists: en 215; ja 216 (他 added); ar 214 (no … between Arabic and Latin).
        #expect(counts["en"] == 215)
        #expect(counts["ja"] == 216)
        #expect(counts["ar"] == 214)
    }

    @Test("compare: --add-labels are the further languages after each compared locale")
    func compareFurtherLanguages() throws {
        let object = try Self.json(["compare", "--style", "android", "--locales", "en,ko", "--add-labels", "zh-CN",
                                    "--input", Self.names])
        let records = try #require(object["records"] as? [[String: Any]])
        // AOSP testPinyinEnabledSecondaryLocale (ContactLocaleUtilsTest.java:200): [en, zh-CN] reads 杜鵑 as DU.
        #expect(records.first { $0["name"] as? String == "杜鵑" }?["sections"] as? [String] == ["D", "D"])
    }
}
