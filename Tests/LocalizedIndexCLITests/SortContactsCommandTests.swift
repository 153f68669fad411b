import Foundation
import Testing

@Suite("sort-contacts")
struct SortContactsCommandTests {
    @Test("lines to JSON: the documented shape, hand-checked")
    func linesToJSON() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let text = try CLI.run(["sort-contacts", "--locale", "sv", "--input-format", "lines", "--input", input, "--format", "json"])
        let expected = try String(contentsOf: CLI.fixtures.appendingPathComponent("sv-small.expected.json"), encoding: .utf8)
        #expect(text == expected)
    }

    @Test("--empty-sections keep lists every section, in order")
    func keepEmptySections() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let text = try CLI.run(["sort-contacts", "--locale", "sv", "--input", input, "--format", "json", "--empty-sections", "keep"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["section"] as? Int } == Array(0..<30))
        #expect(sections.reduce(0) { $0 + (($1["records"] as? [Any])?.count ?? 0) } == 9)
    }

    @Test("the built-in sample: every record exactly once")
    func sample() throws {
        let text = try CLI.run(["sort-contacts", "--sample", "--locale", "ja", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let names = sections.flatMap { ($0["records"] as? [[String: String]] ?? []).compactMap { $0["name"] } }
        #expect(names.count == object["recordCount"] as? Int)
        #expect(sections.first?["title"] as? String == "A")
        #expect(sections.contains { $0["title"] as? String == "や" })
    }

    @Test("invalid UTF-8 names the file and line, and leaves no output file")
    func invalidUTF8() throws {
        let input = CLI.fixtures.appendingPathComponent("invalid-utf8.txt").path
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json")
        #expect {
            try CLI.execute(["sort-contacts", "--locale", "sv", "--input", input, "--format", "json", "--output", output.path])
        } throws: { error in
            "\(error)" == "\(input):3: invalid UTF-8 at byte 3 of the line; convert the file to UTF-8"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("an output folder that does not exist is a clear error")
    func missingOutputFolder() {
        #expect {
            try CLI.execute(["sort-contacts", "--sample", "--output", "/nonexistent-folder/out.json"])
        } throws: { error in
            "\(error)" == "/nonexistent-folder/out.json: cannot write the output: the folder /nonexistent-folder does not exist"
        }
    }

    @Test("a missing input file is a clear error")
    func missingInput() {
        #expect {
            try CLI.execute(["sort-contacts", "--input", "/nonexistent/names.txt"])
        } throws: { error in
            "\(error)" == "/nonexistent/names.txt: no such file"
        }
    }
}
