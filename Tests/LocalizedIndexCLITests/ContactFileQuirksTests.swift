import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexContacts

/// Contact files as producers really write them (issue 24's rows for CSV, TSV, JSON Lines and plain lines),
/// on the fixtures in `Fixtures/quirks/` (written by `make-fixtures.py` there). Expected names are the
/// contacts the generator wrote, in the encoding Python's codecs wrote them in.
@Suite("contact files as producers write them")
struct ContactFileQuirksTests {
    /// Every record of a fixture, read as `sort-contacts` reads it (format detection included), and the
    /// warnings given.
    static func read(_ name: String, encoding: String? = nil, options: InputFormat.ReaderOptions = .init())
        throws -> (records: [ContactRecord], warnings: [String], format: InputFormat)
    {
        let input = try InputFile(path: ReaderTesting.fixturePath("quirks/\(name)"), encoding: encoding)
        var warnings: [String] = []
        input.warningHandler = { warnings.append($0.description) }
        let format = try InputFormat.detect(input)
        var reader = try format.reader(for: input, options: options)
        let records = try records(of: &reader)
        return (records, warnings, format)
    }

    private static func records<Reader: BatchReader>(of reader: inout Reader) throws -> [ContactRecord] {
        var store = RecordStore.Builder(expectedByteCount: 0)
        let resolver = reader.resolver(names: NameResolver(order: .display))
        while let batch = try reader.nextBatch(limit: 64, reject: { throw $0 }) { resolver.resolve(batch, into: &store) }
        let finished = store.finish()
        return (0..<finished.count).map { index in
            let record = finished[index]
            return ContactRecord(fields: record.fields,
                                 name: PersonName(display: record.displayName), line: record.line)
        }
    }

    private static func names(_ records: [ContactRecord]) -> [String] { records.map { $0.name.display ?? "" } }

    @Test("issue 24, Thunderbird CSV with ';': the separator is detected, 2 named contacts")
    func semicolon() throws {
        let read = try Self.read("thunderbird-semicolon.csv")
        #expect(Self.names(read.records) == ["Öberg, Åsa", "Zoë Ångström"])
        #expect(ReaderTesting.value(read.records.first, "Home City") == "Göteborg")
    }

    @Test("issue 24, Thunderbird's tab-separated .txt: TSV from its content, 2 records")
    func thunderbirdTab() throws {
        let read = try Self.read("thunderbird-tab.txt")
        #expect(read.format == .tsv)
        #expect(Self.names(read.records) == ["Öberg, Åsa", "Zoë Ångström"])
    }

    @Test("issue 24, UTF-16 CSV with BOM (Thunderbird) and UTF-16 BE without BOM: decoded",
          arguments: ["thunderbird-utf16.csv", "utf16be-no-bom.csv"])
    func utf16(name: String) throws {
        let read = try Self.read(name)
        #expect(Self.names(read.records) == ["Öberg, Åsa", "Zoë Ångström"])
        #expect(ReaderTesting.value(read.records.last, "Organization") == "Ångström & Co")
    }

    @Test("issue 24, rows ending in the separator: accepted when the extra field is empty; a filled one warns")
    func trailingSeparator() throws {
        let read = try Self.read("trailing-separator.csv")
        #expect(Self.names(read.records) == ["Öberg, Åsa", "Zoë Ångström", "Bo Ek"])
        #expect(read.warnings.count == 1)
        #expect(read.warnings.first?.hasPrefix("\(ReaderTesting.fixturePath("quirks/trailing-separator.csv")):4: field 'column 38': ") == true)
        #expect(read.records.allSatisfy { $0.fields.count == 37 })
    }

    @Test("issue 24, a CSV without a header row: a clear error naming --no-header and --name-field; read with --no-header")
    func noHeader() throws {
        #expect {
            try Self.read("no-header.csv")
        } throws: { error in
            let message = "\(error)"
            return message.contains("no-header.csv:1: no column of the header row holds a name")
                && message.contains("--no-header") && message.contains("--name-field")
        }
        let read = try Self.read("no-header.csv", options: .init(hasHeader: false))
        #expect(Self.names(read.records) == ["Åsa Öberg", "Zoë Ångström"])
        #expect(ReaderTesting.value(read.records.first, "column 2") == "+46 31 123 45 67")
    }

    @Test("issue 24, CR CR LF and CR-only line ends: one record per line, no CR in the values",
          arguments: ["cr-cr-lf.csv", "cr-only.csv"])
    func lineEnds(name: String) throws {
        let read = try Self.read(name)
        #expect(Self.names(read.records) == ["Åsa Öberg", "Zoë Ångström"])
        #expect(ReaderTesting.value(read.records.last, "email") == "zoe@example.org")
        #expect(read.records.map(\.line) == [2, 3])
    }

    @Test("issue 24, undeclared legacy charsets detected by ICU: windows-1252 and Shift_JIS")
    func legacyCharsets() throws {
        let latin = try Self.read("windows-1252.csv")
        #expect(Self.names(latin.records).prefix(3) == ["Jürgen Müller", "Åsa Öberg", "François Gérard"])
        #expect(ReaderTesting.value(latin.records.last, "Business City") == "Tromsø")
        let japanese = try Self.read("shift-jis.csv")
        #expect(Self.names(japanese.records).prefix(2) == ["山田太郎", "鈴木花子"])
        #expect(ReaderTesting.value(japanese.records.first, "reading") == "やまだたろう")
    }

    @Test("issue 24, --encoding overrides detection; an unknown charset is a clear error")
    func encodingOption() throws {
        // Read as ISO-8859-1, Shift_JIS bytes give Latin letters: the override is obeyed.
        let forced = try Self.read("shift-jis.csv", encoding: "ISO-8859-1")
        #expect(Self.names(forced.records).first == "\u{8E}R\u{93}c\u{91}¾\u{98}Y")
        #expect {
            try Self.read("shift-jis.csv", encoding: "klingon-8")
        } throws: { "\($0)".contains("unknown charset \"klingon-8\"") }
    }

    @Test("issue 21 row 14: blank lines of plain lines are skipped, not \"no name\" records")
    func blankLines() throws {
        let read = try Self.read("blank-lines.txt")
        #expect(Self.names(read.records) == ["Åsa Öberg", "Zoë Ångström", "Bo Ek"])
        #expect(read.records.map(\.line) == [1, 3, 6])
    }

    @Test("issue 21 row 13: a JSON null name is no name; a repeated key keeps its last value with a warning; a repeated name key is an error")
    func jsonNullAndRepeatedKeys() throws {
        let input = try InputFile(path: ReaderTesting.fixturePath("quirks/null-and-repeated.jsonl"))
        var warnings: [String] = []
        input.warningHandler = { warnings.append($0.description) }
        var reader = JSONLinesReader(input: input, nameField: nil)
        let outcomes = ReaderTesting.readAll(&reader)
        try #require(outcomes.count == 3)
        #expect(outcomes[0].record?.name.display == nil)
        #expect(ReaderTesting.value(outcomes[0].record, "name") == "")
        #expect(ReaderTesting.value(outcomes[0].record, "city") == "null")  // not a name: JSON's text, as before
        #expect(ReaderTesting.value(outcomes[1].record, "city") == "Göteborg")
        #expect(outcomes[1].record?.fields.map(\.name) == ["name", "city"])
        #expect(warnings == ["\(input.name):2: field 'city': the key appears more than once in the object; its last value is kept"])
        #expect(outcomes[2].description.hasPrefix("error: \(input.name):3: field 'name': the key appears more than once"))
    }

    @Test("a value of a column that is no part of the name with invalid UTF-8 is kept repaired, with a warning")
    func repairedField() throws {
        let bytes = Array("name,notes\nAnna,caf".utf8) + [0xE9] + Array("\nBo,ok\n".utf8)
        let input = InputFile(name: "r.csv", bytes: bytes)
        var warnings: [String] = []
        input.warningHandler = { warnings.append($0.description) }
        var reader = try DelimitedReader(input: input, separator: UInt8(ascii: ","), nameField: nil)
        let outcomes = ReaderTesting.readAll(&reader)
        #expect(outcomes.compactMap { ReaderTesting.value($0.record, "notes") } == ["caf\u{FFFD}", "ok"])
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("r.csv:2: field 'notes': invalid UTF-8 at byte 9") == true)
    }

    @Test("the separator is the one that splits every record the same way, quotes respected")
    func separatorDetection() {
        func detect(_ text: String) -> UInt8 { SeparatorDetection.separator(inPrefix: Array(text.utf8)[...]) }
        #expect(detect("name;email\n\"Berg, Anna\";a@x\nBo;b@x\n") == UInt8(ascii: ";"))
        #expect(detect("name|email\nAnna|a@x\n") == UInt8(ascii: "|"))
        #expect(detect("name,\"a;b\"\nAnna,x\n") == UInt8(ascii: ","))
        #expect(detect("name\nAnna\n") == UInt8(ascii: ","))
    }
}
