import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

@Suite("JSON Lines reader")
struct JSONLinesReaderTests {
    typealias T = ReaderTesting

    /// The fields of the one record in `line`, or the error it gives.
    static func parse(_ line: String) -> ReadOutcome? {
        var reader = JSONLinesReader(input: T.memory(line, name: "t.jsonl"), nameField: nil)
        return T.readAll(&reader).first
    }

    static func fields(_ line: String) -> [Field]? {
        parse(line)?.record?.fields
    }

    @Test("fixture: key order kept, values as text, blank lines skipped, CRLF")
    func contacts() throws {
        var reader = JSONLinesReader(input: try T.fixture("contacts.jsonl"), nameField: nil)
        let outcomes = T.readAll(&reader)
        let records = outcomes.compactMap(\.record)
        #expect(records.count == outcomes.count)
        #expect(records.map(\.line) == [1, 2, 4, 5, 6, 7, 8, 9, 10])
        #expect(records.first?.fields == [
            Field("id", "1"), Field("name", "Anna Berg"), Field("given", "Anna"), Field("family", "Berg"),
            Field("phoneticGiven", ""), Field("phoneticFamily", ""), Field("company", ""), Field("email", "anna@example.se"),
            Field("emails", #"["anna@example.se","a.berg@example.com"]"#), Field("vip", "true"),
        ])
        // Unicode escapes decoded in values, nested objects compact with their strings as written.
        #expect(records[1].fields == [
            Field("name", "Åsa Åberg"), Field("id", "2"), Field("address", #"{"city":"G\u00f6teborg","zip":"411 01"}"#),
            Field("score", "-4.5e2"), Field("note", "null"),
        ])
        #expect(records[3].fields == [
            Field("id", "4"), Field("name", "😀 Smiley"), Field("note", "line one\nline \"two\"\ttabbed \\ back/slash"),
        ])
        #expect(records[4].fields == [Field("id", "5"), Field("company", "Zeta Oy"), Field("tags", "[]"), Field("meta", "{}")])
        #expect(T.value(records[5], "nested") == #"[1,[2,{"a":"b c"}],"\u00e9"]"#)
        #expect(T.value(records[6], "vip") == "false")
        #expect(records[8].fields == [Field("id", "9"), Field("name", "Ivan Petrov")])

        // Name parts from the keys of the first record.
        #expect(records[0].name == PersonName(display: "Anna Berg", given: "Anna", family: "Berg", contact: "anna@example.se"))
        #expect(records[2].name == PersonName(display: "山田 太郎", given: "太郎", family: "山田", phoneticGiven: "たろう",
                                              phoneticFamily: "やまだ"))
        #expect(records[4].name == PersonName(organization: "Zeta Oy"))
        #expect(records[5].name == PersonName(contact: "nobody@example.com"))
    }

    @Test("the name parts are found among the keys of the first record only")
    func mappingFromFirstRecord() {
        var reader = JSONLinesReader(input: T.memory("{\"name\": \"Anna\"}\n{\"name\": \"Bo\", \"company\": \"Acme\"}\n"), nameField: nil)
        let records = T.readAll(&reader).compactMap(\.record)
        #expect(records.map(\.name) == [PersonName(display: "Anna"), PersonName(display: "Bo")])
    }

    @Test("each bad line is an error naming its line, column and key; reading goes on")
    func badLines() throws {
        let path = T.fixturePath("bad-lines.jsonl")
        var reader = JSONLinesReader(input: try T.fixture("bad-lines.jsonl"), nameField: nil)
        let outcomes = T.readAll(&reader)
        #expect(outcomes.count == 14)
        #expect(outcomes.first?.record?.name.display == "Anna Berg")
        #expect(outcomes.last?.record?.name.display == "Zoë")
        #expect(outcomes.last?.record?.line == 14)
        #expect(outcomes.dropFirst().dropLast() == [
            .error("\(path):2: invalid JSON at column 9: expected ':'"),
            .error("\(path):3: expected one JSON object per line, found an array"),
            .error("\(path):4: field 'name': the key appears more than once in the object, and it holds the name: which value is meant cannot be told"),
            .error("\(path):5: field 'name': invalid UTF-8 at byte 12 of the line; convert the file to UTF-8"),
            .error("\(path):6: field 'name': invalid JSON at column 11: unpaired surrogate \\uD83D"),
            .error("\(path):7: field 'age': invalid JSON at column 24: invalid number: leading zero"),
            .error("\(path):8: invalid JSON at column 17: expected a key in double quotes"),
            .error("\(path):9: invalid JSON at column 17: unexpected text after the object"),
            .error("\(path):10: field 'name': invalid JSON at column 14: invalid escape \\x"),
            .error("\(path):11: field 'name': invalid JSON at column 10: unterminated string"),
            .error("\(path):12: expected one JSON object per line, found a string"),
            .error("\(path):13: field 'tags': invalid JSON at column 30: expected ',' or ']'"),
        ])
    }

    @Test("string escapes, surrogate pairs included")
    func escapes() {
        #expect(Self.fields(#"{"s": "\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud834\udd1e"}"#)
                == [Field("s", "\"\\/\u{8}\u{C}\n\r\tAé€𝄞")])
        #expect(Self.fields(#"{"\u006Bey": "v", "": ""}"#) == [Field("key", "v"), Field("", "")])
    }

    @Test("numbers, literals and nested values kept as their compact JSON text")
    func valuesAsText() {
        #expect(Self.fields(#"{"a": 0, "b": -12.5E+3, "c": 1e-7, "d": true, "e": null, "f": [ ], "g": { "x" : [true, null, "]"] } }"#)
                == [Field("a", "0"), Field("b", "-12.5E+3"), Field("c", "1e-7"), Field("d", "true"), Field("e", "null"),
                    Field("f", "[]"), Field("g", #"{"x":[true,null,"]"]}"#)])
        #expect(Self.fields("{}") == [])
        #expect(Self.fields(" \t{ \"a\" : \"b\" } \t") == [Field("a", "b")])
    }

    @Test("strict: every kind of invalid JSON, with its column in characters")
    func invalidJSON() {
        let cases: [(String, String)] = [
            (#"{"名前": "山田" "x"}"#, "t.jsonl:1: invalid JSON at column 13: expected ',' or '}'"),
            (#"{'a': 1}"#, "t.jsonl:1: invalid JSON at column 2: expected a key in double quotes"),
            (#"{"a": tru}"#, "t.jsonl:1: field 'a': invalid JSON at column 7: expected a value"),
            (#"{"a": }"#, "t.jsonl:1: field 'a': invalid JSON at column 7: expected a value"),
            (#"{"a": 1.}"#, "t.jsonl:1: field 'a': invalid JSON at column 7: invalid number"),
            (#"{"a": -}"#, "t.jsonl:1: field 'a': invalid JSON at column 7: invalid number"),
            (#"{"a": +1}"#, "t.jsonl:1: field 'a': invalid JSON at column 7: expected a value"),
            (#"{"a": "\u12"}"#, "t.jsonl:1: field 'a': invalid JSON at column 8: invalid \\u escape: expected four hex digits"),
            (#"{"a": "\udc00"}"#, "t.jsonl:1: field 'a': invalid JSON at column 8: unpaired surrogate \\uDC00"),
            (#"{"a": "\ud800\u0041"}"#, "t.jsonl:1: field 'a': invalid JSON at column 8: unpaired surrogate \\uD800"),
            ("{\"a\": \"tab\there\"}", "t.jsonl:1: field 'a': invalid JSON at column 11: control character U+0009 in a string must be escaped"),
            (#"{"a": [1 2]}"#, "t.jsonl:1: field 'a': invalid JSON at column 10: expected ',' or ']'"),
            (#"{"a": {"b" 1}}"#, "t.jsonl:1: field 'a': invalid JSON at column 12: expected ':'"),
            (#"{"a": 1"#, "t.jsonl:1: invalid JSON at column 8: expected ',' or '}'"),
            (#"{"a": 1}}"#, "t.jsonl:1: invalid JSON at column 9: unexpected text after the object"),
            ("42", "t.jsonl:1: expected one JSON object per line, found a number"),
            ("null", "t.jsonl:1: expected one JSON object per line, found null"),
            ("[1,", "t.jsonl:1: invalid JSON at column 4: expected a value"),
            ("hello", "t.jsonl:1: invalid JSON at column 1: expected a value"),
        ]
        for (line, message) in cases {
            #expect(Self.parse(line) == .error(message), "\(line)")
        }
    }

    @Test("invalid UTF-8 outside a string is reported as such")
    func invalidUTF8OutsideString() {
        var reader = JSONLinesReader(input: InputFile(name: "u.jsonl", bytes: Array("{\"a\": 1}".utf8) + [0xC3]), nameField: nil)
        #expect(T.readAll(&reader) == [.error("u.jsonl:1: invalid UTF-8 at byte 9 of the line; convert the file to UTF-8")])
        var inKey = JSONLinesReader(input: InputFile(name: "k.jsonl", bytes: Array("{\"".utf8) + [0xFF] + Array("\": 1}".utf8)), nameField: nil)
        #expect(T.readAll(&inKey) == [.error("k.jsonl:1: invalid UTF-8 at byte 3 of the line; convert the file to UTF-8")])
    }

    @Test("--name-field must be a key of the first record")
    func nameField() throws {
        let path = T.fixturePath("contacts.jsonl")
        var unknown = JSONLinesReader(input: try T.fixture("contacts.jsonl"), nameField: "fullName")
        #expect {
            try unknown.next()
        } throws: { error in
            error is ContactFileError
                && "\(error)" == "\(path):1: --name-field 'fullName' is not a field of the input; its fields are: 'id', 'name', "
                + "'given', 'family', 'phoneticGiven', 'phoneticFamily', 'company', 'email', 'emails', 'vip'"
        }
        var known = JSONLinesReader(input: try T.fixture("contacts.jsonl"), nameField: "email")
        let records = T.readAll(&known).compactMap(\.record)
        #expect(records.first?.name.display == "anna@example.se")
        #expect(records[5].name.display == "nobody@example.com")
        #expect(records[1].name.display == nil)
    }

    @Test("end to end: JSON Lines sorted into English sections")
    func endToEnd() throws {
        let text = try CLI.run(["sort-contacts", "--input", T.fixturePath("contacts.jsonl"), "--locale", "en", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["recordCount"] as? Int == 9)
        let sections = try #require(object["sections"] as? [[String: Any]])
        var titleOfSortKey: [String: String] = [:]
        var recordOfSortKey: [String: [String: Any]] = [:]
        for section in sections {
            for record in section["records"] as? [[String: Any]] ?? [] {
                let key = record["sortKey"] as? String ?? ""
                titleOfSortKey[key] = section["title"] as? String
                recordOfSortKey[key] = record
            }
        }
        #expect(titleOfSortKey["Anna Berg"] == "A")
        #expect(titleOfSortKey["Åsa Åberg"] == "A")
        #expect(titleOfSortKey["Émile Zola"] == "E")
        #expect(titleOfSortKey["Zeta Oy"] == "Z")  // the company
        #expect(titleOfSortKey["nobody@example.com"] == "N")  // the e-mail address
        #expect(titleOfSortKey["Ivan Petrov"] == "I")
        #expect(recordOfSortKey["Anna Berg"]?["emails"] as? String == #"["anna@example.se","a.berg@example.com"]"#)
    }
}
