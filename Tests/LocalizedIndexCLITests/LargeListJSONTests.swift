import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// A list long enough that its records are rendered on several threads (``ParallelRendering``, in chunks of
/// ``ParallelRendering/chunkSize`` records) must come out as one valid JSON
/// document with every record once, in order, formatted as a short list is.
@Suite("sort-contacts: long lists")
struct LargeListJSONTests {
    @Test("20,005 records, 20,000 in one section: valid JSON, every record once and in order, one record per line")
    func longList() throws {
        // Hand-made names, numbered (digit runs compare as numbers in uikit), so the expected order is known
        // without the code under test: A 1 … A 20000 (one section of three chunks), then B 1 … B 5.
        let initials = ["A", "B"]
        let names = (1...20_000).map { "A \($0)" } + (1...5).map { "B \($0)" }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt")
        try names.reversed().joined(separator: "\n").write(to: input, atomically: false, encoding: .utf8)

        let output = try CLI.run(["sort-contacts", "--locale", "en", "--input", input.path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.compactMap { $0["title"] as? String } == initials)
        let placed = sections.flatMap { ($0["records"] as? [[String: String]] ?? []).compactMap { $0["name"] } }
        #expect(placed == names)
        // Each record on its own line, indented as the rest of the document: no line holds two records and
        // none is split.
        let recordLines = output.split(separator: "\n").filter { $0.contains("\"sortKey\"") }
        #expect(recordLines.count == names.count)
        #expect(recordLines.allSatisfy { $0.hasPrefix("        {\"name\": ") })
    }

    @Test("many short sections, some empty: cut into pieces across sections, every record once and in order",
          arguments: ["hide", "keep"])
    func shortSections(emptySections: String) throws {
        // 24 letters of 700 names each (16,800 records), Q and X left empty: the pieces rendered on each core
        // hold thousands of records (4,200 on two cores, 2,100 on four), so they start and end inside
        // sections and span several. Hand-made, numbered names, so the expected order is known without the
        // code under test.
        let letters = "ABCDEFGHIJKLMNOPRSTUVWYZ".map(String.init)
        let names = letters.flatMap { letter in (1...700).map { "\(letter) \($0)" } }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt")
        try names.reversed().joined(separator: "\n").write(to: input, atomically: false, encoding: .utf8)

        let output = try CLI.run(["sort-contacts", "--locale", "en", "--input", input.path, "--format", "json",
                                  "--empty-sections", emptySections])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        let titles = sections.compactMap { $0["title"] as? String }
        let counts = sections.map { ($0["records"] as? [Any])?.count ?? -1 }
        if emptySections == "keep" {
            #expect(titles == "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"])
            #expect(counts == titles.map { letters.contains($0) ? 700 : 0 })
        } else {
            #expect(titles == letters)
        }
        let placed = sections.flatMap { ($0["records"] as? [[String: String]] ?? []).compactMap { $0["name"] } }
        #expect(placed == names)
        let recordLines = output.split(separator: "\n").filter { $0.contains("\"sortKey\"") }
        #expect(recordLines.count == names.count)
        #expect(recordLines.allSatisfy { $0.hasPrefix("        {\"name\": ") })
    }

    @Test("every character JSON escapes, in a field and in the keys: escaped as Python's json.dumps(ensure_ascii=False)")
    func escapes() throws {
        // A JSON Lines record, so any byte can be written: a quote, a backslash, each named escape, other C0
        // controls, then DEL, U+2028 and an emoji, which JSON keeps as they are.
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.jsonl")
        try #"{"name": "Anna \"B\" \\ \t\n\r\b\f\u0001\u001F\u007F\u2028\uD83D\uDE00", "note": "x\u0002y"}"#
            .write(to: input, atomically: false, encoding: .utf8)

        let output = try CLI.run(["sort-contacts", "--locale", "en", "--input", input.path, "--format", "json"])
        // Hand-written, as `json.dumps(..., ensure_ascii=False)` writes it.
        let escaped = #""Anna \"B\" \\ \t\n\r\b\f\u0001\u001f\#u{7F}\#u{2028}😀""#
        let record = try #require(output.split(separator: "\n").first { $0.contains("\"sortKey\"") })
        #expect(record == #"        {"name": "# + escaped + #", "note": "x\u0002y", "sectionKey": "# + escaped
            + #", "sortKey": "# + escaped + "}")
    }

    /// Pieces rendered batch after batch on every core, each into the buffer an earlier piece left (emptied,
    /// its room kept): the output is every piece once, in order, as rendering them one after another gives,
    /// with later pieces longer than earlier ones (the buffers grow) and shorter ones (nothing stale shows).
    @Test("pieces over many batches: in order, none carrying an earlier piece's bytes")
    func reusedBuffers() throws {
        let pieces = Array(0..<37)
        @Sendable func text(of piece: Int) -> [UInt8] {
            // Lengths up and down: 1 byte to about 20 KB.
            Array("<\(piece):".utf8) + [UInt8](repeating: UInt8(ascii: "a") + UInt8(piece % 26), count: (piece * 7_919) % 20_011) + [UInt8(ascii: ">")]
        }
        var written: [UInt8] = []
        var writes = 0
        try ParallelRendering.render(pieces: pieces, render: { piece, output in
            #expect(output.count == 0, "piece \(piece) was given a buffer that was not emptied")
            output.append(contentsOf: text(of: piece))
        }, write: { bytes in
            written.append(contentsOf: bytes)
            writes += 1
        })
        #expect(writes == pieces.count)
        // Compared as a Bool: a failed comparison of two 400 KB arrays would be described element by element.
        let inOrder = written == pieces.flatMap(text(of:))
        #expect(inOrder, "the pieces' bytes, in order")
    }
}
