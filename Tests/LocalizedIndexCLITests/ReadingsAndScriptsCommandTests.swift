import Foundation
import Testing

/// `sort-contacts` with readings and other scripts, end to end; expected sections hand-checked against the
/// fixtures (the kana of each reading's first syllable, Android's 他, ICU's letters).
@Suite("sort-contacts: readings and other scripts")
struct ReadingsAndScriptsCommandTests {
    static func sections(_ arguments: [String]) throws -> [String: [String]] {
        let text = try CLI.run(["sort-contacts", "--format", "json"] + arguments)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        var result: [String: [String]] = [:]
        for section in sections {
            let records = section["records"] as? [[String: String]] ?? []
            result[section["title"] as? String ?? ""] = records.map { $0["FN"] ?? $0["name"] ?? "" }
        }
        return result
    }

    @Test("vCard phonetic names place Japanese cards in their kana row; the reading is the exposed key")
    func vCardReadings() throws {
        let input = CLI.fixtures.appendingPathComponent("apple-contacts.vcf").path
        let sections = try Self.sections(["--input", input, "--locale", "ja", "--sort-by", "family", "--other-scripts", "group"])
        // The company card 株式会社ヤマト has X-PHONETIC-ORG やまと: after やまだ (だ < と).
        #expect(sections["や"] == ["山田 太郎", "株式会社ヤマト"])
        #expect(sections["さ"] == ["佐藤 花子"])
        let text = try CLI.run(["sort-contacts", "--format", "json", "--input", input, "--locale", "ja", "--sort-by", "family"])
        #expect(text.contains("\"sectionKey\": \"やまだ たろう\", \"sortKey\": \"やまだ たろう\""))
    }

    @Test("--reading-field places and sorts by the reading; names without one go to 他")
    func readingField() throws {
        let input = CLI.fixtures.appendingPathComponent("ja-readings.jsonl").path
        let sections = try Self.sections(["--input", input, "--locale", "ja", "--reading-field", "yomi"])
        #expect(sections["や"] == ["山田 太郎"])
        #expect(sections["さ"] == ["鈴木 一郎"])
        #expect(sections["A"] == ["Anna Berg"])
        #expect(sections["他"] == ["田中 花子"] || sections["た"] == ["田中 花子"])  // た with MeCab installed
    }

    @Test("an unknown --reading-field lists the fields there are")
    func unknownReadingField() {
        let input = CLI.fixtures.appendingPathComponent("ja-readings.jsonl").path
        #expect {
            try CLI.run(["sort-contacts", "--input", input, "--locale", "ja", "--reading-field", "kana"])
        } throws: { error in
            "\(error)".hasSuffix("--reading-field 'kana' is not a field of the input; its fields are: 'name', 'yomi'")
        }
    }

    @Test("--other-scripts: group, transliterate, native and auto on a mixed list", arguments: [
        ("group", "#", "#"), ("transliterate", "I", "Z"), ("native", "И", "Z"), ("auto", "И", "Z"),
    ])
    func otherScripts(mode: String, ivan: String, zhang: String) throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mixed = folder.appendingPathComponent("mixed.txt")
        try (String(contentsOfFile: input, encoding: .utf8) + "Иван\n张伟\n").write(to: mixed, atomically: true, encoding: .utf8)
        let sections = try Self.sections(["--input", mixed.path, "--locale", "en", "--other-scripts", mode])
        #expect(sections[ivan]?.contains("Иван") == true)
        #expect(sections[zhang]?.contains("张伟") == true)
        #expect(sections["#"]?.contains("42 Wallaby Way") == true)
        #expect(sections.values.reduce(0) { $0 + $1.count } == 10)  // sv-small's 8 (its blank line skipped) and 2
    }
}
