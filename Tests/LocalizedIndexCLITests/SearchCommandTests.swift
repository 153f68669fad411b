import Foundation
import Testing

/// `localized-index search` (issue 42): AOSP's lookup keys found through the command, the output's shapes, and
/// its edges (no match, an empty query, a query too long).
@Suite("search")
struct SearchCommandTests {
    /// The `getNameLookupKeys` rows of AOSP's `ContactLocaleUtilsTest`, from the library tests' fixture
    /// (`Tests/LocalizedIndexCollationTests/Fixtures/Android/aosp-expectations.tsv`, which names its source).
    static let lookupKeyRows: [(locales: [String], name: String, keys: String, source: String)] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LocalizedIndexCollationTests/Fixtures/Android/aosp-expectations.tsv")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8, fields[2] == "lookupkeys" else { return nil }
            return (fields[1].split(separator: ",").map(String.init), fields[3], fields[5], fields[7])
        }
    }()

    /// The JSON `search` prints for `query` in a list of `names`.
    static func search(_ query: [String], names: [String], locales: [String], format: String = "json") throws -> String {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt")
        try (names.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let labels = locales.count > 1 ? ["--add-labels", locales.dropFirst().joined(separator: ",")] : []
        return try CLI.run(["search", "--input", input.path, "--input-format", "lines", "--locale", locales[0],
                            "--format", format] + labels + query)
    }

    /// The names of the records in `json`, in order.
    static func names(in json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        return sections.flatMap { ($0["records"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
    }

    @Test("ContactLocaleUtilsTest getNameLookupKeys: each key finds its name through search; null rows find no pinyin")
    func aospLookupKeys() throws {
        let rows = Self.lookupKeyRows
        try #require(rows.count == 15, "the fixture's 15 lookupkeys rows")
        for row in rows {
            let names = [row.name, "Zoë Quist", "Anna"]
            if row.keys == "null" {
                // No pinyin keys: the name's pinyin finds nothing.
                if row.name.contains("杜鵑") {
                    #expect(try Self.names(in: Self.search(["dujuan"], names: names, locales: row.locales)).isEmpty, "\(row.source)")
                }
                continue
            }
            for key in row.keys.split(separator: "|") {
                let found = try Self.names(in: Self.search(key.split(separator: " ").map(String.init), names: names,
                                                           locales: row.locales))
                #expect(found.contains(row.name), "\(row.source): \(key)")
            }
        }
    }

    @Test("JSON: the sections with a record found, each record with its matchedKey; rows end with matched_key")
    func shapes() throws {
        let names = ["John Paul Jones", "Anna-Lena Berg", "Mr. Foo Bar", "Zoë Quist"]
        let json = try Self.search(["jpj"], names: names, locales: ["en"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["recordCount"] as? Int == 1)
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.count == 1 && sections.first?["title"] as? String == "J")
        let record = try #require((sections.first?["records"] as? [[String: Any]])?.first)
        #expect(record["matchedKey"] as? String == "JPJ")
        #expect(try Self.names(in: Self.search(["annalena"], names: names, locales: ["en"])) == ["Anna-Lena Berg"])
        // A title is no key (Android's lookup keys drop it): "Mr. Foo" is found by foo, not mr.
        #expect(try Self.names(in: Self.search(["foo"], names: names, locales: ["en"])) == ["Mr. Foo Bar"])
        #expect(try Self.names(in: Self.search(["mr"], names: names, locales: ["en"])).isEmpty)
        let csv = try Self.search(["zo", "q"], names: names, locales: ["en"], format: "csv")
        let lines = csv.split(separator: "\r\n")
        #expect(lines.first == "name,section,section_title,collation_key,position,matched_key")
        #expect(lines.count == 2 && lines[1].hasPrefix("Zoë Quist,") && lines[1].hasSuffix(",Zoë Quist"))
    }

    @Test("accents count where the locale tells them apart: ostlund finds Östlund in en, not in sv")
    func folding() throws {
        #expect(try Self.names(in: Self.search(["ostlund"], names: ["Östlund", "Olsson"], locales: ["en"])) == ["Östlund"])
        #expect(try Self.names(in: Self.search(["ostlund"], names: ["Östlund", "Olsson"], locales: ["sv"])).isEmpty)
        #expect(try Self.names(in: Self.search(["ÖST"], names: ["Östlund", "Olsson"], locales: ["sv"])) == ["Östlund"])
    }

    @Test("--query-tokens prints each word's token, one a line, as the keys' search_keys hold them")
    func queryTokens() throws {
        let tokens = try CLI.run(["search", "--locale", "en", "--query-tokens", "Ab", "c"])
        // a, b and c weigh 0x2A00, 0x2C00 and 0x2E00 under ICU 72's root collation (primary weights of ucol_next).
        #expect(tokens == "2a002c00\n2e00\n")
    }

    @Test("no match: nothing but the shape, exit 0; an empty query and a query too long are errors")
    func edges() throws {
        let json = try Self.search(["qqq"], names: ["Anna"], locales: ["en"])
        #expect(try Self.names(in: json).isEmpty)
        #expect(throws: (any Error).self) { try Self.search(["--", "!!"], names: ["Anna"], locales: ["en"]) }
        // 1 MiB of query in words of 1 KiB (one argument may hold at most 128 KiB on Linux).
        let long = [String](repeating: String(repeating: "a", count: 1_023), count: 1_024)
        #expect { try Self.search(long, names: ["Anna"], locales: ["en"]) } throws: { "\($0)".contains("the query is too long") }
    }
}
