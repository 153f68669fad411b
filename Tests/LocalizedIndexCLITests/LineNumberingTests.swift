import Foundation
import Testing
@testable import LocalizedIndexContacts

/// The readers that take a file a line at a time (plain lines, JSON Lines, vCard) read its lines ahead in
/// batches, within the 1 MiB blocks the file is read in: every record and error must still name its own line,
/// across batches and blocks. Each file here is several MiB, and each record says which line it is on, so the
/// expected numbers come from the file as written.
@Suite("line numbers across batches and blocks")
struct LineNumberingTests {
    /// Writes `text` to a new temporary file named `name` and opens it.
    private static func input(_ text: String, name: String) throws -> InputFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try InputFile(path: url.path)
    }

    /// Every record (or error) of `reader`, to the end.
    private static func readAll(_ reader: inout some RecordReader) throws -> [Result<ContactRecord, InputError>] {
        var outcomes: [Result<ContactRecord, InputError>] = []
        while true {
            do {
                guard let record = try reader.next() else { return outcomes }
                outcomes.append(.success(record))
            } catch let error as InputError {
                outcomes.append(.failure(error))
            }
        }
    }

    /// The number in a name written as `Name 123`.
    private static func number(in record: ContactRecord) -> Int? {
        record.name.display.flatMap { Int($0.dropFirst("Name ".count)) }
    }

    @Test("plain lines, LF or CR only: each record on the line its name says; blank lines skipped",
          arguments: ["\n", "\r"])
    func plainLines(lineEnd: String) throws {
        let count = 200_000  // 2.2 MiB
        let text = (1...count).map { $0 % 1_000 == 0 ? "" : "Name \($0)" }.joined(separator: lineEnd) + lineEnd
        var reader = LinesReader(input: try Self.input(text, name: "names.txt"))
        let records = try Self.readAll(&reader).map { try $0.get() }
        #expect(records.count == count - count / 1_000)
        #expect(records.allSatisfy { $0.line == Self.number(in: $0) })
        #expect(records.last?.line == count - 1)
    }

    @Test("JSON Lines: bad lines are errors naming their own line, and reading goes on")
    func jsonLines() throws {
        let count = 60_000  // 3 MiB
        let bad: Set = [1_000, 30_001, 59_999]
        let text = (1...count).map { bad.contains($0) ? "not json" : #"{"name": "Name \#($0)", "note": "some words to make it longer"}"# }
            .joined(separator: "\r\n") + "\r\n"
        var reader = JSONLinesReader(input: try Self.input(text, name: "names.jsonl"), nameField: nil)
        let outcomes = try Self.readAll(&reader)
        let records = outcomes.compactMap { try? $0.get() }
        let errorLines = outcomes.compactMap { outcome -> Int? in
            if case .failure(let error) = outcome { return error.line }
            return nil
        }
        #expect(records.count == count - bad.count)
        #expect(records.allSatisfy { $0.line == Self.number(in: $0) })
        #expect(errorLines == bad.sorted())
    }

    @Test("vCard: each card on the line it begins on, folded lines counted")
    func vCard() throws {
        let cards = 40_000  // 7 lines a card, 3.5 MiB
        var text = ""
        for card in 0..<cards {
            let begin = card * 7 + 1
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Name \(begin)\r\nNOTE:a note folded\r\n  over\r\n  three lines\r\nEND:VCARD\r\n"
        }
        var reader = VCardReader(input: try Self.input(text, name: "names.vcf"))
        let records = try Self.readAll(&reader).map { try $0.get() }
        #expect(records.count == cards)
        #expect(records.allSatisfy { $0.line == Self.number(in: $0) })
        #expect(records.last?.fields.last == Field("NOTE", "a note folded over three lines"))
    }
}
