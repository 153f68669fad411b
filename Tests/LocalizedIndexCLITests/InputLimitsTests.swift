import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexContacts

/// Issue 21 row 12: an endless or enormous record is a clear error naming the file, line and (where there
/// is one) field, read in bounded memory; the limits are the documented 16 MiB per line and 1 MiB per field.
@Suite("input limits")
struct InputLimitsTests {
    private static let mebibyte = 1 << 20

    @Test("the documented limits")
    func limits() {
        #expect(InputFile.maximumLineLength == 16 * Self.mebibyte)
        #expect(InputFile.maximumFieldLength == Self.mebibyte)
    }

    @Test("a line longer than 16 MiB ends the read with an error naming the file and line")
    func longLine() {
        let bytes = Array("Anna\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 17 * Self.mebibyte) + [0x0A]
        var reader = LinesReader(input: InputFile(name: "long.txt", bytes: bytes))
        #expect(throws: Never.self) { try reader.next() }
        #expect {
            try reader.next()
        } throws: { error in
            error is ContactFileError && "\(error)".hasPrefix("long.txt:2: the line is longer than 16 MiB, the limit for one record")
        }
    }

    @Test("/dev/zero: an error after 16 MiB, not endless growth")
    func devZero() throws {
        let input = try InputFile(path: "/dev/zero")
        var reader = try InputFormat.lines.reader(for: input, options: .init())
        #expect {
            _ = try reader.nextBatch(limit: 10, reject: { throw $0 })
        } throws: { "\($0)".hasPrefix("/dev/zero:1: the line is longer than 16 MiB") }
    }

    @Test("a value longer than 1 MiB is an error naming its field; the next record is read",
          arguments: ["lines", "csv", "jsonl"])
    func longField(format: String) {
        let long = String(repeating: "é", count: Self.mebibyte / 2 + 1)  // 2 bytes each: just over 1 MiB
        let text: String
        switch format {
        case "csv": text = "name,notes\nAnna,\"\(long)\"\nBo,x\n"
        case "jsonl": text = "{\"name\": \"Anna\", \"notes\": \"\(long)\"}\n{\"name\": \"Bo\", \"notes\": \"x\"}\n"
        default: text = "\(long)\nBo\n"
        }
        let input = InputFile(name: "big.\(format)", bytes: Array(text.utf8))
        var outcomes: [ReadOutcome] = []
        switch format {
        case "csv":
            guard var reader = try? DelimitedReader(input: input, separator: UInt8(ascii: ","), nameField: nil) else {
                Issue.record("no reader")
                return
            }
            outcomes = ReaderTesting.readAll(&reader)
        case "jsonl":
            var reader = JSONLinesReader(input: input, nameField: nil)
            outcomes = ReaderTesting.readAll(&reader)
        default:
            var reader = LinesReader(input: input)
            outcomes = ReaderTesting.readAll(&reader)
        }
        let field = format == "lines" ? "name" : "notes"
        let line = format == "lines" ? 1 : (format == "csv" ? 2 : 1)
        #expect(outcomes.first == .error("big.\(format):\(line): field '\(field)': the value is longer than 1 MiB, the limit for one field"))
        #expect(outcomes.last?.record?.name.display == "Bo")
        #expect(outcomes.count == 2)
    }

    @Test("a quoted CSV field that never closes stops at 1 MiB, naming where it began")
    func endlessQuote() {
        let bytes = Array("name,notes\nAnna,\"".utf8) + Array(repeating: Array("line\n".utf8), count: 300_000).joined()
        let reader = try? DelimitedReader(input: InputFile(name: "q.csv", bytes: Array(bytes)),
                                          separator: UInt8(ascii: ","), nameField: nil)
        guard var reader else {
            Issue.record("no reader")
            return
        }
        #expect(ReaderTesting.readAll(&reader)
                == [.error("q.csv:2: field 'notes': the value is longer than 1 MiB, the limit for one field")])
    }
}
