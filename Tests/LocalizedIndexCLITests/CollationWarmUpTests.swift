import Foundation
import Testing
@testable import LocalizedIndexCLI
import LocalizedIndexCollation

/// `sort-contacts` prepares the collation's data on another thread while it reads a file of 64 KiB or more
/// (``CollationWarmUp``). That must change nothing in what comes out, and happen only for a file whose size
/// is known. Also run under ThreadSanitizer (`Scripts/tsan-check.sh`): the preparing thread and the reading
/// one open ICU's data and MeCab at the same time.
@Suite("sort-contacts: the collation prepared while the input is read")
struct CollationWarmUpTests {
    @Test("only a regular file has a size to decide by")
    func fileByteCount() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("names.txt")
        try Data(repeating: UInt8(ascii: "a"), count: 70_000).write(to: file)
        #expect(InputChoices(input: file.path).fileByteCount == 70_000)
        #expect(InputChoices(input: nil).fileByteCount == nil)
        #expect(InputChoices(input: "-").fileByteCount == nil)
        #expect(InputChoices(input: folder.path).fileByteCount == nil)
        #expect(InputChoices(input: folder.appendingPathComponent("missing").path).fileByteCount == nil)
        #expect(InputChoices(sample: true).fileByteCount == nil)
    }

    @Test("before reading, the other scripts are known for group and transliterate only")
    func otherScriptsBeforeReading() {
        #expect(OtherScriptsChoice.group.beforeReading == .group)
        #expect(OtherScriptsChoice.transliterate.beforeReading == .transliterate)
        #expect(OtherScriptsChoice.auto.beforeReading == .native(scripts: []))
        #expect(OtherScriptsChoice.native.beforeReading == .native(scripts: []))
    }

    /// Names whose sections are known by hand in both locales: kana by their first mora's row, Latin by
    /// its letter.
    static let names: [(name: String, ja: String, en: String)] = [
        ("さとう はなこ", "さ", "#"), ("たなか たろう", "た", "#"), ("やまもと あい", "や", "#"),
        ("Anna Berg", "A", "A"), ("Örjan Östlund", "O", "O"), ("Zoë Zeller", "Z", "Z"),
    ]

    @Test("a file large enough to be prepared for is arranged as a small one is", arguments: ["ja", "en"])
    func largeFile(locale: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("names.txt")
        let rows = (0..<6_000).map { Self.names[$0 % Self.names.count].name }
        try rows.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            >= CollationWarmUp.minimumByteCount)

        let output = try CLI.run(["sort-contacts", "--locale", locale, "--input", file.path, "--format", "json",
                                  "--other-scripts", "group"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        var titleOfName: [String: Set<String>] = [:]
        var count = 0
        for section in sections {
            let title = try #require(section["title"] as? String)
            for record in section["records"] as? [[String: String]] ?? [] {
                titleOfName[record["name"] ?? "", default: []].insert(title)
                count += 1
            }
        }
        #expect(count == rows.count)
        for (name, ja, en) in Self.names {
            #expect(titleOfName[name] == [locale == "ja" ? ja : en], "\(name)")
        }
    }
}
