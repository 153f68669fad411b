import Foundation
import Testing
@testable import LocalizedIndexCLI

/// The keys the outputs add (issue 18): the strings compared, ICU's keys of them, rows, SQLite and `keys`.
/// Expected values come from references: hand-checked pinyin, ICU4C's own sort keys, the `sqlite3` shell's
/// `ORDER BY`, and `sort-contacts`' own order for the same records.
@Suite("Keys out: honest keys, rows, SQLite and keys")
struct KeysOutputTests {
    /// 3,000 names of 23 languages (Japanese ones with a kana reading in `phonetic`), made by the
    /// repository's generator once per run.
    static let generated: Result<String, any Error> = Result {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("keys-names-\(getpid()).tsv").path
        _ = try KeysReference.run("/usr/bin/env", ["python3", root.appendingPathComponent("Scripts/generate-names.py").path,
                                                       "--count", "3000", "--seed", "1", "--jobs", "1", "-o", output], input: "")
        return output
    }

    /// The options of each case: locales and styles with and without readings.
    static let cases: [[String]] = [
        ["--locale", "en"], ["--locale", "sv"], ["--locale", "zh"], ["--locale", "ja", "--reading-field", "phonetic"],
        ["--locale", "ja"], ["--style", "icu", "--locale", "de"],
        ["--style", "android", "--locale", "en-US", "--add-labels", "zh-CN"], ["--style", "android", "--locale", "zh-CN"],
    ]

    static func input(_ options: [String]) throws -> [String] {
        ["--input", try generated.get(), "--name-field", "display", "--other-scripts", "group"] + options
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(try CLI.run(arguments).utf8)) as? [String: Any])
    }

    /// The records of `sort-contacts --format json` output, in order.
    static func records(_ object: [String: Any]) -> [[String: Any]] {
        (object["sections"] as? [[String: Any]] ?? []).flatMap { $0["records"] as? [[String: Any]] ?? [] }
    }

    @Test("zh: sectionKey and sortKey are the pinyin compared, not the name (hand-checked readings)")
    func pinyin() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("zh.csv")
        try "name\n张伟\n阿部 春香\n阿部 淳\n".write(to: input, atomically: true, encoding: .utf8)
        let records = Self.records(try Self.json(["sort-contacts", "--locale", "zh", "--input", input.path, "--format", "json"]))
        // 阿部 ā bù, 淳 chún, 春 chūn, 香 xiāng, 张伟 zhāng wěi: chún before chūn by tone, as pinyin sorts.
        #expect(records.map { $0["name"] as? String } == ["阿部 淳", "阿部 春香", "张伟"])
        let keys = records.map { ($0["sortKey"] as? String ?? "").split(separator: " ").joined(separator: " ") }
        #expect(keys == ["ā bù chún", "ā bù chūn xiāng", "zhāng wěi"])
        #expect(records.allSatisfy { $0["sectionKey"] as? String == $0["sortKey"] as? String })
        #expect(records.allSatisfy { $0["collationKey"] == nil && $0["position"] == nil })
    }

    @Test("--with-keys: collationKey is ICU4C's sort key of sortKey; the top level has the versions and titles",
          arguments: [(["--locale", "sv"], "sv", true, false), (["--locale", "zh"], "zh", true, false),
                      (["--locale", "ja", "--reading-field", "phonetic"], "ja", true, false),
                      (["--style", "icu", "--locale", "de"], "de", false, false),
                      (["--style", "android", "--locale", "en-US"], "en-US", false, true)])
    func collationKeys(options: [String], locale: String, numeric: Bool, primary: Bool) throws {
        let object = try Self.json(["sort-contacts", "--format", "json", "--with-keys"] + Self.input(options))
        #expect(object["icuVersion"] as? String == "72.1")
        // ICU's collator version, dotted, trailing zero parts left out as PostgreSQL's collversion does
        // ("153.120.42" for sv, "153.120" for the root collation).
        let version = try #require(object["collationVersion"] as? String)
        #expect(version.hasPrefix("153.120"))
        #expect(version.split(separator: ".").allSatisfy { UInt8($0) != nil })
        let titles = try #require(object["sectionTitles"] as? [String])
        for section in object["sections"] as? [[String: Any]] ?? [] {
            #expect(titles[section["section"] as? Int ?? -1] == section["title"] as? String)
        }
        let records = Self.records(object)
        #expect(records.count == 3000)
        let expected = try KeysReference.icu4cKeys(records.map { $0["sortKey"] as? String ?? "" }, locale: locale,
                                                   numeric: numeric, primary: primary)
        let differing = zip(records, expected).filter { $0.0["collationKey"] as? String != $0.1 }
        #expect(differing.isEmpty, "\(differing.count) keys differ from ICU4C's, first \(differing.first.map { "\($0.0) vs \($0.1)" } ?? "")")
        #expect(Set(records.compactMap { $0["position"] as? Int }) == Set(0..<3000))
    }

    /// Without `--with-keys` the JSON shows the readings the arrangement noted (one per name it read); with it,
    /// each record is placed again (`LocalizedIndexCollation.placement`), whose strings `collationKeys` checks
    /// against ICU4C. The two must agree record for record: a reading noted under another record's index, or
    /// one not noted, would show here (3,000 names are placed on every core).
    @Test("sectionKey and sortKey without --with-keys are those of each record's placement", arguments: cases)
    func notedReadingsAreThePlacements(options: [String]) throws {
        let plain = Self.records(try Self.json(["sort-contacts", "--format", "json"] + Self.input(options)))
        let placed = Self.records(try Self.json(["sort-contacts", "--format", "json", "--with-keys"] + Self.input(options)))
        #expect(plain.count == 3000 && placed.count == 3000)
        let differing = zip(plain, placed).filter { plain, placed in
            plain["display"] as? String != placed["display"] as? String
                || plain["sectionKey"] as? String != placed["sectionKey"] as? String
                || plain["sortKey"] as? String != placed["sortKey"] as? String
        }
        #expect(differing.isEmpty, "\(differing.count) records differ, first \(differing.first.map { "\($0.0) vs \($0.1)" } ?? "")")
        // The cases with readings do read names (the corpus has Chinese and Japanese names).
        if options.contains("zh") || options == ["--locale", "ja"] {
            #expect(plain.contains { $0["sortKey"] as? String != $0["display"] as? String })
        }
    }

    @Test("sqlite3's ORDER BY section, collation_key, position is sort-contacts' order", arguments: cases)
    func sqliteOrder(options: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("contacts.sqlite").path
        try CLI.execute(["sort-contacts", "--format", "sqlite", "--output", database] + Self.input(options))
        let order = try KeysReference.sqlite(database, "SELECT position FROM records ORDER BY section, collation_key, position")
            .split(separator: "\n").map { Int($0) ?? -1 }
        let object = try Self.json(["sort-contacts", "--format", "json", "--with-keys"] + Self.input(options))
        let ours = Self.records(object)
        #expect(order == ours.map { $0["position"] as? Int ?? -2 })
        // Each record's section and key are the JSON's.
        let rows = try KeysReference.sqlite(database, "SELECT section || ' ' || lower(hex(collation_key)) FROM records ORDER BY position")
            .split(separator: "\n").map(String.init)
        var expected = [String](repeating: "", count: ours.count)
        for section in object["sections"] as? [[String: Any]] ?? [] {
            for record in section["records"] as? [[String: Any]] ?? [] {
                expected[record["position"] as? Int ?? 0] = "\(section["section"] as? Int ?? -1) \(record["collationKey"] as? String ?? "")"
            }
        }
        #expect(rows == expected)
        let tables = try KeysReference.sqlite(database, "SELECT key || '=' || value FROM collation ORDER BY key")
        #expect(tables.contains("icuVersion=72.1\n"))
        let counted = try KeysReference.sqlite(database, "SELECT sum(record_count), count(*) FROM sections")
        #expect(counted == "3000|\((object["sectionTitles"] as? [String])?.count ?? -1)\n")
    }

    @Test("keys: in input order, each row byte-identical to sort-contacts' row of the record", arguments: cases)
    func keysMatchSortContacts(options: [String]) throws {
        for format in ["csv", "jsonl"] {
            let sorted = try CLI.run(["sort-contacts", "--format", format] + Self.input(options))
            // Batches of 700: several batches, the last one short.
            let streamed = try CLI.run(["keys", "--format", format, "--batch-size", "700"] + Self.input(options))
            var sortedLines = sorted.split(separator: format == "csv" ? "\r\n" : "\n").map(String.init)
            var streamedLines = streamed.split(separator: format == "csv" ? "\r\n" : "\n").map(String.init)
            if format == "csv" {
                #expect(sortedLines.removeFirst() == streamedLines.removeFirst())
            }
            func position(_ line: String) -> Int {
                // The position is the last column, or the one before Android's label and bucket (in jsonl,
                // each after its key).
                let columns = line.split(separator: format == "csv" ? "," : " ")
                let android = options.contains("android")
                let field = columns[columns.count - (android ? (format == "csv" ? 3 : 5) : 1)]
                return Int(field.filter(\.isNumber)) ?? -1
            }
            #expect(streamedLines.map(position) == Array(0..<3000))
            #expect(sortedLines.sorted { position($0) < position($1) } == streamedLines)
        }
    }

    @Test("csv: RFC 4180 quoting, CRLF, a header; tsv escapes; android adds phonebook_label and phonebook_bucket")
    func rows() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.jsonl")
        try #"{"name": "Öberg, \"Ö\"", "note": "a\tb\nc"}"# .appending("\n{\"name\": \"Anna\"}\n")
            .write(to: input, atomically: true, encoding: .utf8)
        let csv = try CLI.run(["sort-contacts", "--locale", "sv", "--input", input.path, "--format", "csv"])
        let keyOfAnna = try KeysReference.icu4cKeys(["Anna"], locale: "sv", numeric: true)[0]
        let keyOfOberg = try KeysReference.icu4cKeys(["Öberg, \"Ö\""], locale: "sv", numeric: true)[0]
        #expect(csv == "name,note,section,section_title,collation_key,position\r\n"
                + "Anna,,0,A,\(keyOfAnna),1\r\n"
                + "\"Öberg, \"\"Ö\"\"\",\"a\tb\nc\",28,Ö,\(keyOfOberg),0\r\n")
        let tsv = try CLI.run(["sort-contacts", "--locale", "sv", "--input", input.path, "--format", "tsv"])
        #expect(tsv.hasSuffix("Öberg, \"Ö\"\ta\\tb\\nc\t28\tÖ\t\(keyOfOberg)\t0\n"))
        let android = try CLI.run(["sort-contacts", "--style", "android", "--locale", "en", "--input",
                                   AndroidStyleCommandTests.names, "--format", "csv"])
        let lines = android.split(separator: "\r\n")
        #expect(lines.first == "name,section,section_title,collation_key,position,phonebook_label,phonebook_bucket")
        // AOSP's ContactLocaleUtilsTest labels, ICU 72's bucket numbers (AndroidStyleCommandTests).
        #expect(lines.contains { $0.hasPrefix("Јелена,65,Ј,") && $0.hasSuffix(",Ј,65") })
        #expect(lines.contains { $0.hasPrefix("+1 (650) 555-1212,213,#,") && $0.hasSuffix(",#,213") })
    }

    @Test("an input field named like an added key is an error naming it and the file",
          arguments: [("sectionKey", "json"), ("sortKey", "json"), ("section", "csv"), ("collation_key", "jsonl"),
                      ("POSITION", "sqlite"), ("phonebook_label", "android")])
    func clashes(field: String, format: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.csv")
        try "name,\(field)\nAnna,x\n".write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let arguments = format == "android"
            ? ["--style", "android", "--format", "csv"] : ["--format", format]
        #expect {
            try CLI.execute(["sort-contacts", "--input", input.path, "--output", output.path] + arguments)
        } throws: { "\($0)".hasPrefix("\(input.path): the input has a field named '\(field)'") }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // keys adds the row keys: the same error for them, and none for the JSON's.
        let keys = ["keys", "--other-scripts", "group", "--input", input.path, "--output", output.path]
            + (format == "android" ? ["--style", "android"] : [])
        if ["sectionKey", "sortKey", "POSITION"].contains(field) {
            try CLI.execute(keys)
        } else {
            #expect { try CLI.execute(keys) } throws: { "\($0)".hasPrefix("\(input.path): the input has a field named '\(field)'") }
        }
        // Without clash a --with-keys field is fine in the plain JSON.
        if field == "section" {
            _ = try CLI.run(["sort-contacts", "--input", input.path, "--format", "json"])
        }
    }

    @Test("keys refuses --other-scripts auto and native, naming the modes that work; sqlite needs --output")
    func refusals() throws {
        for mode in ["auto", "native"] {
            #expect {
                try CLI.execute(["keys", "--sample", "--other-scripts", mode])
            } throws: { LocalizedIndexCommandErrorText($0).contains("use --other-scripts group or --other-scripts transliterate") }
        }
        #expect { try CLI.execute(["keys", "--sample"]) } throws: { LocalizedIndexCommandErrorText($0).contains("(the default)") }
        #expect { try CLI.execute(["sort-contacts", "--sample", "--format", "sqlite"]) } throws: {
            LocalizedIndexCommandErrorText($0).contains("--output FILE")
        }
    }
}

/// The message a command error shows (ArgumentParser wraps validation errors).
func LocalizedIndexCommandErrorText(_ error: any Error) -> String {
    LocalizedIndexCommand.message(for: error)
}
