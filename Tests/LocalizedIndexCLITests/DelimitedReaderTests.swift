import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// What reading an input to its end gives, going on after each error as `--on-error skip` does.
enum ReadOutcome: Equatable, CustomStringConvertible {
    case record(ContactRecord)
    case error(String)

    var record: ContactRecord? {
        if case .record(let record) = self { return record }
        return nil
    }

    var description: String {
        switch self {
        case .record(let record): "record at line \(record.line): \(record.fields.map { "\($0.name)=\($0.value)" })"
        case .error(let message): "error: \(message)"
        }
    }
}

enum ReaderTesting {
    /// Every record and every ``InputError`` until the reader returns nil; stops (recording the issue) on any
    /// other error or when the reader does not end.
    static func readAll(_ reader: inout some RecordReader) -> [ReadOutcome] {
        var outcomes: [ReadOutcome] = []
        for _ in 0..<10_000 {
            do {
                guard let record = try reader.next() else { return outcomes }
                outcomes.append(.record(record))
            } catch let error as InputError {
                outcomes.append(.error(error.description))
            } catch {
                Issue.record("not an InputError: \(error)")
                return outcomes
            }
        }
        Issue.record("the reader did not end")
        return outcomes
    }

    static func fixturePath(_ name: String) -> String {
        CLI.fixtures.appendingPathComponent(name).path
    }

    static func fixture(_ name: String) throws -> InputFile {
        try InputFile(path: fixturePath(name))
    }

    /// An input over `text`'s UTF-8, named `name`.
    static func memory(_ text: String, name: String = "test.csv") -> InputFile {
        InputFile(name: name, bytes: Array(text.utf8))
    }

    /// A record's value of `field`.
    static func value(_ record: ContactRecord?, _ field: String) -> String? {
        record?.fields.first { $0.name == field }?.value
    }
}

@Suite("CSV and TSV reader")
struct DelimitedReaderTests {
    typealias T = ReaderTesting
    static let comma = UInt8(ascii: ",")
    static let tab = UInt8(ascii: "\t")

    @Test("Google Contacts export: header, quoting, an embedded newline, name parts")
    func googleContacts() throws {
        var reader = try DelimitedReader(input: T.fixture("google-contacts.csv"), separator: Self.comma, nameField: nil)
        #expect(reader.columns.count == 39)
        #expect(reader.columns.prefix(4) == ["Name", "Given Name", "Additional Name", "Family Name"])
        #expect(reader.columns.last == "Website 1 - Value")
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.count == 12)
        // The O'Brien record spans lines 4 and 5, so the next one starts at 6.
        #expect(records.map(\.line) == [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        #expect(records.allSatisfy { $0.fields.map(\.name) == reader.columns })

        #expect(records[0].name == PersonName(display: "Anna Berg", given: "Anna", family: "Berg",
                                              contact: "anna.berg@example.se"))
        #expect(T.value(records[0], "Phone 1 - Value") == "+46 70 123 45 67")
        #expect(T.value(records[1], "Organization 1 - Name") == "Müller & Söhne, GmbH")
        #expect(records[1].name.organization == "Müller & Söhne, GmbH")
        #expect(T.value(records[2], "Notes") == "Prefers \"Liz\".\nCall after 18:00, not before.")
        #expect(T.value(records[2], "Group Membership") == "* myContacts")
        #expect(records[2].name == PersonName(display: "Dr. Elizabeth O'Brien", given: "Elizabeth", family: "O'Brien",
                                              prefix: "Dr.", contact: "liz@example.ie"))
        // Company only, phone only, e-mail only.
        #expect(records[3].name == PersonName(organization: "Ångström Labs AB", contact: "+46 8 555 010 00"))
        #expect(records[4].name == PersonName(contact: "+1 650 555 0199"))
        #expect(records[11].name == PersonName(contact: "zoe@example.com"))
        // Japanese with Yomi readings.
        #expect(records[5].name == PersonName(display: "山田 太郎", given: "太郎", family: "山田", phoneticGiven: "たろう",
                                              phoneticFamily: "やまだ", reading: "やまだ たろう",
                                              contact: "taro.yamada@example.jp"))
        #expect(T.value(records[5], "Yomi Name") == "やまだ たろう")
        #expect(records[6].name == PersonName(display: "佐藤 花子", given: "花子", family: "佐藤", organization: "株式会社サンプル",
                                              phoneticGiven: "はなこ", phoneticFamily: "さとう", reading: "さとう はなこ"))
        #expect(records[10].name == PersonName(display: "Nguyễn Văn An", given: "An", family: "Nguyễn", additional: "Văn"))
    }

    @Test("TSV: a quoted tab and doubled quotes, a literal quote in an unquoted field, the current Google column names")
    func tsv() throws {
        var reader = try DelimitedReader(input: T.fixture("contacts.tsv"), separator: Self.tab, nameField: nil)
        #expect(reader.columns == ["First Name", "Last Name", "Phonetic First Name", "Phonetic Last Name",
                                   "Organization Name", "E-mail 1 - Value", "Notes"])
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map(\.line) == [2, 3, 4, 5, 6, 8])
        #expect(T.value(records[1], "Notes") == "Tab\there, \"quoted\"")
        #expect(T.value(records[3], "Notes") == "a \"literal\" quote")
        #expect(T.value(records[4], "Notes") == "two\nlines")
        #expect(records[0].name == PersonName(given: "Åsa", family: "Åberg", contact: "asa@example.se"))
        #expect(records[1].name == PersonName(given: "Björn", family: "Ek", organization: "Ek & Co"))
        #expect(records[2].name == PersonName(given: "花子", family: "佐藤", phoneticGiven: "はなこ", phoneticFamily: "さとう"))
        #expect(records[3].name == PersonName(organization: "Zeta Oy"))
        #expect(records[5].name == PersonName(contact: "nobody@example.com"))
    }

    @Test("byte-order mark, CRLF, blank lines skipped, a quoted CRLF kept")
    func byteOrderMarkAndCRLF() throws {
        var reader = try DelimitedReader(input: T.fixture("bom-crlf.csv"), separator: Self.comma, nameField: nil)
        #expect(reader.columns == ["Name", "Email"])
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map(\.line) == [2, 4, 5, 9])
        #expect(records.map { $0.fields.map(\.value) } == [
            ["Anna Berg", "anna@example.se"],
            ["Berg, Carl", "carl@example.se"],
            ["Dag\r\nEk", "dag@example.no"],
            ["Eva", ""],
        ])
    }

    @Test("duplicate and empty header names")
    func duplicateHeaders() throws {
        var reader = try DelimitedReader(input: T.fixture("duplicate-headers.csv"), separator: Self.comma, nameField: nil)
        #expect(reader.columns == ["Name", "Phone", "Phone 2", "column 4", "Email", "Phone 3"])
        let record = T.readAll(&reader).first?.record
        #expect(record?.fields == [Field("Name", "Anna Berg"), Field("Phone", "111"), Field("Phone 2", "222"),
                                   Field("column 4", "x"), Field("Email", "anna@example.se"), Field("Phone 3", "333")])
        #expect(record?.name == PersonName(display: "Anna Berg", contact: "anna@example.se"))
        #expect(DelimitedReader.uniqueNames(["a", "a", "a 2"]) == ["a", "a 3", "a 2"])
        #expect(DelimitedReader.uniqueNames(["", "", "x"]) == ["column 1", "column 2", "x"])
    }

    @Test("RFC 4180 quoting: separators, empty and doubled quotes, spaces kept, an empty last field")
    func quoting() throws {
        let input = T.memory("a,b,c\n\"x,y\",\"\",\"\"\"\"\n  Anna , 5\" tall,\n\"\"\"Q\"\"\",\"one\ntwo\",3\r\n")
        var reader = try DelimitedReader(input: input, separator: Self.comma, nameField: nil)
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map { $0.fields.map(\.value) } == [
            ["x,y", "", "\""],
            ["  Anna ", " 5\" tall", ""],
            ["\"Q\"", "one\ntwo", "3"],
        ])
        #expect(records.map(\.line) == [2, 3, 4])
    }

    @Test("records spanning lines are numbered by their first line")
    func embeddedNewlines() throws {
        let input = T.memory("n,notes\nA,\"1\n2\n\n3\"\nB,\"x\"\"\ny\"\n\nC,z\n")
        var reader = try DelimitedReader(input: input, separator: Self.comma, nameField: nil)
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map(\.line) == [2, 6, 9])
        #expect(records.map { T.value($0, "notes") } == ["1\n2\n\n3", "x\"\ny", "z"])
    }

    @Test("a row with too few fields is an error; one with too many is kept with a warning (issue 24); reading goes on")
    func wrongFieldCount() throws {
        let path = T.fixturePath("bad-field-count.csv")
        let input = try T.fixture("bad-field-count.csv")
        var warnings: [String] = []
        input.warningHandler = { warnings.append($0.description) }
        var reader = try DelimitedReader(input: input, separator: Self.comma, nameField: nil)
        let outcomes = T.readAll(&reader)
        #expect(outcomes.count == 4)
        #expect(outcomes.first?.record?.line == 2)
        #expect(outcomes.dropFirst().first?.record?.fields == [Field("Name", "Bob"), Field("Email", "bob@example.com")])
        #expect(warnings == ["\(path):3: field 'column 3': the record has 3 fields, the header 2; the fields past the header's are dropped"])
        #expect(outcomes.dropFirst(2).first == .error("\(path):4: expected 2 fields as in the header, found 1"))
        #expect(outcomes.last?.record?.line == 5)
        #expect(outcomes.last?.record?.name.display == "Dag \"D\" Ek")
    }

    @Test("an unterminated quote is reported where its field began, and ends the input")
    func unterminatedQuote() throws {
        let path = T.fixturePath("bad-unterminated-quote.csv")
        var reader = try DelimitedReader(input: T.fixture("bad-unterminated-quote.csv"), separator: Self.comma, nameField: nil)
        let outcomes = T.readAll(&reader)
        #expect(outcomes.count == 2)
        #expect(outcomes.first?.record?.name.display == "Anna Berg")
        #expect(outcomes.last == .error("\(path):3: field 'Name': unterminated quote"))
        #expect(try reader.next() == nil)
    }

    @Test("invalid UTF-8 names the line, field and byte; reading goes on")
    func invalidUTF8() throws {
        let path = T.fixturePath("bad-utf8.csv")
        var reader = try DelimitedReader(input: T.fixture("bad-utf8.csv"), separator: Self.comma, nameField: nil)
        let outcomes = T.readAll(&reader)
        #expect(outcomes.count == 3)
        #expect(T.value(outcomes.first?.record, "City") == "Göteborg")
        #expect(outcomes.dropFirst().first
                == .error("\(path):3: field 'Name': invalid UTF-8 at byte 2 of the line; convert the file to UTF-8"))
        #expect(outcomes.last?.record?.line == 4)
        #expect(outcomes.last?.record?.name.display == "Zoë")

        // In a later field that is no part of the name, and on the second line of a quoted one: the record
        // is kept, the field repaired with U+FFFD, and a warning names the line, field and byte (issue 24).
        var warnings: [String] = []
        let laterInput = InputFile(name: "b.csv", bytes: Array("name,c\nAnna,K".utf8) + [0xF6] + Array("ln\nB,x\n".utf8))
        laterInput.warningHandler = { warnings.append($0.description) }
        var later = try DelimitedReader(input: laterInput, separator: Self.comma, nameField: nil)
        #expect(T.readAll(&later).map(\.description) == [
            "record at line 2: [\"name=Anna\", \"c=K\u{FFFD}ln\"]",
            "record at line 3: [\"name=B\", \"c=x\"]",
        ])
        let spanningInput = InputFile(name: "c.csv", bytes: Array("name,notes\nA,\"ok\nb".utf8) + [0xFF] + Array("d\"\nB,x\n".utf8))
        spanningInput.warningHandler = { warnings.append($0.description) }
        var spanning = try DelimitedReader(input: spanningInput, separator: Self.comma, nameField: nil)
        #expect(T.readAll(&spanning).map(\.description) == [
            "record at line 2: [\"name=A\", \"notes=ok\\nb\u{FFFD}d\"]",
            "record at line 4: [\"name=B\", \"notes=x\"]",
        ])
        #expect(warnings == [
            "b.csv:2: field 'c': invalid UTF-8 at byte 7 of the line, replaced by U+FFFD; convert the file to UTF-8",
            "c.csv:3: field 'notes': invalid UTF-8 at byte 2 of the line, replaced by U+FFFD; convert the file to UTF-8",
        ])
        // In the header: no reader.
        #expect {
            try DelimitedReader(input: InputFile(name: "h.csv", bytes: [0x4E, 0xFF] + Array("ame,x\n".utf8)),
                                separator: Self.comma, nameField: nil)
        } throws: { error in
            "\(error)" == "h.csv:1: invalid UTF-8 at byte 2 of the line; convert the file to UTF-8"
        }
    }

    @Test("text after a closing quote is an error; reading goes on")
    func textAfterClosingQuote() throws {
        let path = T.fixturePath("bad-text-after-quote.csv")
        var reader = try DelimitedReader(input: T.fixture("bad-text-after-quote.csv"), separator: Self.comma, nameField: nil)
        let outcomes = T.readAll(&reader)
        #expect(outcomes.count == 2)
        #expect(outcomes.first
                == .error("\(path):2: field 'Name': text after the closing quote; a quote inside a quoted field is written \"\""))
        #expect(outcomes.last?.record?.line == 3)
        #expect(outcomes.last?.record?.name.display == "Anna Berg")
    }

    @Test("--name-field: a column that is not there, and one that is")
    func nameField() throws {
        let path = T.fixturePath("contacts.tsv")
        #expect {
            try DelimitedReader(input: T.fixture("contacts.tsv"), separator: Self.tab, nameField: "Nom")
        } throws: { error in
            "\(error)" == "\(path):1: --name-field 'Nom' is not a field of the input; its fields are: 'First Name', "
                + "'Last Name', 'Phonetic First Name', 'Phonetic Last Name', 'Organization Name', 'E-mail 1 - Value', 'Notes'"
        }
        var reader = try DelimitedReader(input: T.fixture("contacts.tsv"), separator: Self.tab, nameField: "Organization Name")
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map(\.name.display) == [nil, "Ek & Co", nil, "Zeta Oy", nil, nil])
    }

    @Test("empty input and a header alone give no records")
    func emptyInput() throws {
        var empty = try DelimitedReader(input: T.memory(""), separator: Self.comma, nameField: nil)
        #expect(empty.columns.isEmpty)
        #expect(try empty.next() == nil)
        var headerOnly = try DelimitedReader(input: T.memory("Name,Email\r\n\r\n"), separator: Self.comma, nameField: nil)
        #expect(headerOnly.columns == ["Name", "Email"])
        #expect(try headerOnly.next() == nil)
    }

    @Test("end to end: Google Contacts CSV sorted into English sections")
    func endToEnd() throws {
        let text = try CLI.run(["sort-contacts", "--input", T.fixturePath("google-contacts.csv"), "--locale", "en", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["recordCount"] as? Int == 12)
        let sections = try #require(object["sections"] as? [[String: Any]])
        var titleOfSortKey: [String: String] = [:]
        var recordOfSortKey: [String: [String: String]] = [:]
        for section in sections {
            for record in section["records"] as? [[String: String]] ?? [] {
                titleOfSortKey[record["sortKey"] ?? ""] = section["title"] as? String
                recordOfSortKey[record["sortKey"] ?? ""] = record
            }
        }
        #expect(titleOfSortKey.count == 12)
        #expect(titleOfSortKey["Anna Berg"] == "A")
        #expect(titleOfSortKey["Ångström Labs AB"] == "A")  // the company, for a card without a person's name
        #expect(titleOfSortKey["Émile Zola"] == "E")
        #expect(titleOfSortKey["zoe@example.com"] == "Z")  // the e-mail address, for a card with nothing else
        #expect(titleOfSortKey["+1 650 555 0199"] == "#")
        #expect(recordOfSortKey["Dr. Elizabeth O'Brien"]?["Notes"] == "Prefers \"Liz\".\nCall after 18:00, not before.")
        #expect(recordOfSortKey["Anna Berg"]?.count == 41)  // 39 columns, sectionKey, sortKey
    }

    @Test("end to end: TSV detected from the extension")
    func endToEndTSV() throws {
        let text = try CLI.run(["sort-contacts", "--input", T.fixturePath("contacts.tsv"), "--locale", "sv", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["recordCount"] as? Int == 6)
        let sections = try #require(object["sections"] as? [[String: Any]])
        let titles = Dictionary(sections.flatMap { section in
            (section["records"] as? [[String: String]] ?? []).map { ($0["sortKey"] ?? "", section["title"] as? String ?? "") }
        }, uniquingKeysWith: { first, _ in first })
        #expect(titles["Åsa Åberg"] == "Å")  // Swedish: Å is a letter of its own, after Z
        #expect(titles["Björn Ek"] == "B")
        #expect(titles["Zeta Oy"] == "Z")
    }
}
