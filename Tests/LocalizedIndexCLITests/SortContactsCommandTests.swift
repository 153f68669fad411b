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
        #expect(sections.reduce(0) { $0 + (($1["records"] as? [Any])?.count ?? 0) } == 8)
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

    /// Reading `/proc/self/mem` from its start fails with EIO (the page at address 0 is not mapped): a read
    /// error, after the file opened fine.
    @Test("a file that cannot be read is a clear error naming it",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "no /proc on this system"))
    func unreadableInput() {
        #expect {
            try CLI.execute(["sort-contacts", "--input", "/proc/self/mem", "--input-format", "lines"])
        } throws: { error in
            "\(error)" == "/proc/self/mem: cannot read: Input/output error"
        }
    }

    @Test("a full disk is a clear error, and a device is written to, never replaced",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"))
    func fullDisk() throws {
        #expect {
            try CLI.execute(["sort-contacts", "--sample", "--format", "json", "--output", "/dev/full"])
        } throws: { error in
            "\(error)" == "/dev/full: cannot write the output: No space left on device"
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/full")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test("writing over an existing file replaces it whole")
    func overwrite() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.txt")
        try "old contents that are longer than the new ones will be, surely, by far, yes".write(to: output, atomically: true, encoding: .utf8)
        try CLI.execute(["sort-contacts", "--locale", "sv", "--input", CLI.fixtures.appendingPathComponent("sv-small.txt").path,
                         "--output", output.path])
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix("A\n  anna\n"))
        #expect(!text.contains("old contents"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
    }

    @Test("a folder given as input is a clear error")
    func folderAsInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try CLI.execute(["sort-contacts", "--input", folder.path])
        } throws: { error in
            "\(error)" == "\(folder.path): is a folder, not a file"
        }
    }
}
