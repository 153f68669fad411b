import Foundation
import Testing

/// Issue 21's rows that are arguments and messages: a label limit past Int32 (row 1), control characters
/// echoed from the input (row 11), ICU's error names and empty `--add-labels` entries (row 13).
@Suite("hostile arguments and messages")
struct HostileArgumentsTests {
    /// UIKit's documented Swedish index: A–Z, Å, Ä, Ö, then #.
    static let swedish = (65...90).map { String(UnicodeScalar($0)!) } + ["Å", "Ä", "Ö", "#"]

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let text = try CLI.run(arguments + ["--format", "json"])
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("--max-labels past Int32 is ICU's limit clamped, not a trap (row 1)", arguments: ["2147483648", "9223372036854775807"])
    func hugeLabelLimit(limit: String) throws {
        let titles = try Self.json(["titles", "--locale", "sv", "--max-labels", limit])
        #expect(titles["sectionTitles"] as? [String] == Self.swedish)
        let sorted = try Self.json(["sort-contacts", "--sample", "--locale", "sv", "--other-scripts", "group", "--max-labels", limit])
        let used = try #require(sorted["sections"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(!used.isEmpty && used.allSatisfy(Self.swedish.contains))
        let compared = try Self.json(["compare", "--sample", "--locales", "sv,de", "--other-scripts", "group", "--max-labels", limit])
        let locales = try #require(compared["locales"] as? [[String: Any]])
        #expect(locales.first?["sectionTitles"] as? [String] == Self.swedish)
    }

    /// The message a command fails with.
    static func failure(_ arguments: [String]) -> String? {
        do {
            _ = try CLI.run(arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("control characters in a CSV header or JSON key are escaped in the message (row 11)")
    func escapedFieldNames() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("esc.csv")
        try Data("Na\u{1B}[31mme\u{07},x\u{9B}y\u{202E}z\nAnna,1\n".utf8).write(to: csv)
        #expect(Self.failure(["sort-contacts", "--input", csv.path, "--name-field", "no\u{1B}]0;t\u{07}"]) ==
                "\(csv.path):1: --name-field 'no\\u{1B}]0;t\\u{7}' is not a field of the input; its fields are: 'Na\\u{1B}[31mme\\u{7}', 'x\\u{9B}y\\u{202E}z'")
        let jsonl = folder.appendingPathComponent("esc.jsonl")
        try Data(#"{"Na\u001b[2Jme":"Anna"}"#.utf8 + [0x0A]).write(to: jsonl)
        #expect(Self.failure(["sort-contacts", "--input", jsonl.path, "--name-field", "no"]) ==
                "\(jsonl.path):1: --name-field 'no' is not a field of the input; its fields are: 'Na\\u{1B}[2Jme'")
    }

    @Test("a header of 40,000 columns gives a one-line message: 20 listed, long names cut")
    func longFieldList() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("wide.csv")
        let header = (0..<40_000).map { "c\($0)" }.joined(separator: ",") + "," + String(repeating: "x", count: 500)
        try Data((header + "\n").utf8).write(to: csv)
        let message = try #require(Self.failure(["sort-contacts", "--input", csv.path, "--name-field", "no"]))
        #expect(message.hasSuffix("'c18', 'c19' and 39981 more"))
        #expect(message.count < 400)
    }

    @Test("a file name with control characters is escaped")
    func escapedFileName() throws {
        #expect(Self.failure(["sort-contacts", "--input", "/nonexistent/\u{1B}[2Jx\u{7}.csv"]) ==
                "/nonexistent/\\u{1B}[2Jx\\u{7}.csv: no such file")
    }

    @Test("ICU's error names become a sentence (row 13)")
    func icuErrorSentence() {
        #expect(Self.failure(["titles", "--locale", "en-u-vt-0041"]) ==
                "en-u-vt-0041: ICU cannot build the index for en: it does not support the locale's setting variabletop=0041")
    }

    @Test("an empty --add-labels entry is an error (row 13)", arguments: [",,,", "en,,sv", "en,", " ", ""])
    func emptyLabelEntry(list: String) {
        let message = Self.failure(["titles", "--locale", "sv", "--add-labels", list])
        #expect(message?.hasPrefix("--add-labels: entry ") == true)
        #expect(message?.hasSuffix(" is empty; give locales separated by single commas (en,zh-CN)") == true)
        #expect(Self.failure(["compare", "--sample", "--locales", "sv,de", "--add-labels", list]) == message)
    }

    @Test("a locale named twice in --add-labels is an error", arguments: ["en,en", "en,en-US,en", "ja, ja"])
    func duplicateLabelEntry(list: String) {
        let first = list.split(separator: ",")[0]
        #expect(Self.failure(["titles", "--locale", "sv", "--add-labels", list]) == "--add-labels names \(first) twice")
    }

    @Test("argument-parser's own messages are escaped on stderr too")
    func argumentParserMessages() throws {
        let process = Process()
        process.executableURL = try ProcessFailureTests.executable()
        process.arguments = ["titles", "--format", "x\u{1B}[2J\u{7}"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus != 0 && process.terminationStatus < 128)
        #expect(message.hasPrefix("Error: The value 'x\\u{1B}[2J\\u{7}' is invalid for '--format <format>'"))
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
