import Foundation
import Testing
import LocalizedIndexCollation
@testable import LocalizedIndexContacts

/// Issue 44: one-column names sorted by given or family name, split as people write them. Expected sections
/// are the issue's ("want" column) and iOS's "First, Last" order for `given`; expected parts follow
/// Android's `NameSplitter` rules (a title keeps its dot, a particle stays with the family name).
@Suite("split names: --sort-by given and family on full names")
struct SplitNamesTests {
    static let csv = "name\nDr. John Smith\nJohn von Neumann\nMartin Luther King Jr.\n\"Smith, Anna\"\nProf. Maria Santos\n"

    /// Each record's section title, in input order, from `sort-contacts --format jsonl`.
    static func sections(_ input: String, extension: String = "csv", arguments: [String]) throws -> [String: String] {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("names.\(`extension`)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        let rows = try CLI.run(["sort-contacts", "--input", file.path, "--format", "jsonl"] + arguments)
        var sections: [String: String] = [:]
        for line in rows.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let name = try #require(object["name"] as? String ?? object["FN"] as? String)
            sections[name] = object["section_title"] as? String
        }
        return sections
    }

    @Test("the issue's five names: by family name S, V, K, S, S; by given name J, J, M, A, M; as written D, J, M, S, P")
    func issueExample() throws {
        #expect(try Self.sections(Self.csv, arguments: ["--locale", "en", "--sort-by", "family"]) == [
            "Dr. John Smith": "S", "John von Neumann": "V", "Martin Luther King Jr.": "K", "Smith, Anna": "S",
            "Prof. Maria Santos": "S",
        ])
        #expect(try Self.sections(Self.csv, arguments: ["--locale", "en", "--sort-by", "given"]) == [
            "Dr. John Smith": "J", "John von Neumann": "J", "Martin Luther King Jr.": "M", "Smith, Anna": "A",
            "Prof. Maria Santos": "M",
        ])
        #expect(try Self.sections(Self.csv, arguments: ["--locale", "en"]) == [
            "Dr. John Smith": "D", "John von Neumann": "J", "Martin Luther King Jr.": "M", "Smith, Anna": "S",
            "Prof. Maria Santos": "P",
        ])
    }

    @Test("within a section, family then given name: Santos Maria, Smith Anna, Smith John")
    func orderWithinSection() throws {
        let text = try CLI.run(["sort-contacts", "--locale", "en", "--sort-by", "family", "--input", try Self.file(Self.csv)])
        #expect(text.contains("S\n  Prof. Maria Santos\n  Smith, Anna\n  Dr. John Smith\n"), "\(text)")
    }

    @Test("JSON records show the parts used; rows gain given and family columns")
    func partsInOutputs() throws {
        let input = try Self.file(Self.csv)
        let json = try CLI.run(["sort-contacts", "--locale", "en", "--sort-by", "family", "--format", "json", "--input", input])
        #expect(json.contains(#"{"name": "Dr. John Smith", "sectionKey": "Smith John", "sortKey": "Smith John", "nameParts": {"prefix": "Dr.", "given": "John", "family": "Smith", "style": "western"}}"#), "\(json)")
        #expect(json.contains(#""nameParts": {"given": "Martin", "middle": "Luther", "family": "King", "suffix": "Jr.", "style": "western"}"#))
        let csv = try CLI.run(["sort-contacts", "--locale", "en", "--sort-by", "family", "--format", "csv", "--input", input])
        let lines = csv.split(separator: "\r\n")
        #expect(lines.first == "name,section,section_title,collation_key,position,given,family")
        #expect(lines.contains { $0.hasPrefix("John von Neumann,21,V,") && $0.hasSuffix(",1,John,von Neumann") })
        // As written, nothing is split and nothing added.
        let plain = try CLI.run(["sort-contacts", "--locale", "en", "--format", "csv", "--input", input])
        #expect(plain.hasPrefix("name,section,section_title,collation_key,position\r\n"))
        #expect(!(try CLI.run(["sort-contacts", "--locale", "en", "--format", "json", "--input", input])).contains("nameParts"))
    }

    @Test("an input field named like an added column is an error naming it")
    func clash() throws {
        let input = try Self.file("name,given\nJohn Smith,\nAnna Berg,Anna\n")
        #expect {
            try CLI.run(["sort-contacts", "--locale", "en", "--sort-by", "family", "--format", "tsv", "--input", input])
        } throws: { error in
            "\(error)".contains("a field named 'given', which this output adds to every record")
        }
    }

    @Test("not split: a company's name, an e-mail address, a name without a letter, a name with its own parts")
    func notSplit() throws {
        let vcards = """
            BEGIN:VCARD\nVERSION:3.0\nFN:Acme Widgets Inc\nORG:Acme Widgets Inc\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:zed.adams@example.com\nEMAIL:zed.adams@example.com\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Dr. Bo Young\nN:Young;Bo;;Dr.;\nEND:VCARD
            BEGIN:VCARD\nVERSION:3.0\nFN:Dr. Cleo Xu\nEND:VCARD\n
            """
        let sections = try Self.sections(vcards, extension: "vcf", arguments: ["--locale", "en", "--sort-by", "family"])
        #expect(sections == ["Acme Widgets Inc": "A", "zed.adams@example.com": "Z", "Dr. Bo Young": "Y", "Dr. Cleo Xu": "X"])
    }

    @Test("Chinese, Japanese and Korean names stay family first; their parts are shown")
    func eastAsian() throws {
        let input = try Self.file("山田\u{3000}太郎\n", extension: "txt")
        let json = try CLI.run(["sort-contacts", "--locale", "ja", "--sort-by", "given", "--format", "json", "--input", input])
        #expect(json.contains(#""nameParts": {"given": "太郎", "family": "山田", "style": "japanese"}"#), "\(json)")
        let korean = try Self.sections("name\n남궁민수\n", arguments: ["--locale", "ko", "--sort-by", "given"])
        #expect(korean == ["남궁민수": "ㄴ"])
    }

    /// A file in a fresh folder holding `text`.
    static func file(_ text: String, extension: String = "csv") throws -> String {
        let file = try CLI.temporaryFolder().appendingPathComponent("names.\(`extension`)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
