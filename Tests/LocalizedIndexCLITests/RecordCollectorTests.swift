import Foundation
import Testing
@testable import LocalizedIndexCLI

/// `RecordCollector.readAll` parses on the calling thread and resolves on another, in batches of 4,096
/// records: across batch boundaries every record must come out once, in input order, and errors must be
/// reported in order (`--on-error skip`) or end the read (`fail`) without hanging.
@Suite("record collector")
struct RecordCollectorTests {
    /// A TSV of `rows` data rows, `name 2`… by line number, each of the `bad` lines with one field too many.
    static func tsv(rows: Int, bad: Set<Int>) -> InputFile {
        var text = "display\tgiven\n"
        for line in 2...(rows + 1) {
            text += bad.contains(line) ? "name \(line)\tx\textra\n" : "name \(line)\tx\n"
        }
        return InputFile(name: "rows.tsv", bytes: Array(text.utf8))
    }

    /// Bad lines on both sides of the batch boundaries (4,096 records each) and at the end.
    static let badLines: Set<Int> = [5, 4_097, 4_098, 8_194, 10_001]

    @Test("skip: every good record once, in order, and each bad line reported in order")
    func skipAcrossBatches() throws {
        let input = Self.tsv(rows: 10_000, bad: Self.badLines)
        var collector = RecordCollector(input: input, policy: .skip)
        var reader = try DelimitedReader(input: input, separator: UInt8(ascii: "\t"), nameField: nil)
        let store = try collector.readAll(&reader, resolvingWith: NameResolver(order: .display))
        let expectedLines = (2...10_001).filter { !Self.badLines.contains($0) }
        #expect(store.count == expectedLines.count)
        #expect((0..<store.count).map { store.line(of: $0) } == expectedLines)
        #expect((0..<store.count).map { store.displayName(of: $0) } == expectedLines.map { "name \($0)" })
        #expect(collector.skipped.map(\.line) == Self.badLines.sorted())
        #expect(throws: CommandFailure.self) { try collector.finish() }
    }

    @Test("fail: the first bad line ends the read with its error")
    func failStops() throws {
        let input = Self.tsv(rows: 10_000, bad: Self.badLines)
        var collector = RecordCollector(input: input, policy: .fail)
        var reader = try DelimitedReader(input: input, separator: UInt8(ascii: "\t"), nameField: nil)
        #expect {
            _ = try collector.readAll(&reader, resolvingWith: NameResolver(order: .display))
        } throws: { error in
            (error as? InputError)?.line == 5
        }
    }

    @Test("an input of no records, and one of exactly one batch")
    func edges() throws {
        for rows in [0, 4_096] {
            let input = rows == 0 ? InputFile(name: "empty.tsv", bytes: Array("display\n".utf8))
                                  : Self.tsv(rows: rows, bad: [])
            var collector = RecordCollector(input: input, policy: .fail)
            var reader = try DelimitedReader(input: input, separator: UInt8(ascii: "\t"), nameField: nil)
            let store = try collector.readAll(&reader, resolvingWith: NameResolver(order: .display))
            #expect(store.count == rows)
            #expect((0..<store.count).map { store.line(of: $0) } == Array((0..<rows).map { $0 + 2 }))
        }
    }
}

@Suite("batch channel")
struct BatchChannelTests {
    @Test("batches come out in the order sent, then nil once closed")
    func order() {
        let channel = BatchChannel<Int>(capacity: 4)
        for batch in 1...3 { channel.send(batch) }
        channel.close()
        #expect([channel.receive(), channel.receive(), channel.receive(), channel.receive()] == [1, 2, 3, nil])
    }

    @Test("a sender far ahead of its receiver: every batch once, in order, with at most `capacity` waiting")
    func senderAhead() {
        let channel = BatchChannel<Int>(capacity: 2)
        let received = BatchChannel<[Int]>(capacity: 1)
        let receiver = Thread {
            var all: [Int] = []
            while let batch = channel.receive() { all.append(batch) }
            received.send(all)
        }
        receiver.start()
        for batch in 0..<5_000 { channel.send(batch) }
        channel.close()
        #expect(received.receive() == Array(0..<5_000))
    }
}
