import LocalizedIndexSupport
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts
import LocalizedIndexCollation

/// The record store's encoding: what goes in comes out, whichever shortcuts the encoding takes (a display
/// name stored as a reference to the field holding it, keys left out when equal to the display name or to
/// each other), and the JSON writer's walk over fields and keys agrees with the accessors.
@Suite("record store")
struct RecordStoreTests {
    struct Record: Sendable, CustomStringConvertible {
        var fields: [Field]
        var displayName: String
        var sectionKey: String
        var sortKey: String

        var description: String { "\(displayName) / \(sectionKey) / \(sortKey)" }
    }

    static let fields = [Field("phonetic", "ナカムラ"), Field("name", "中村 篤司"), Field("note", ""),
                         Field("email", "a@b.example")]

    /// Every combination the encoding distinguishes: the display name in the first, a middle or the last
    /// field, or in none; keys equal to the display name, to each other, or to neither.
    static let records: [Record] = [
        Record(fields: fields, displayName: "ナカムラ", sectionKey: "ナカムラ", sortKey: "ナカムラ"),
        Record(fields: fields, displayName: "中村 篤司", sectionKey: "ナカムラ", sortKey: "ナカムラ"),
        Record(fields: fields, displayName: "中村 篤司", sectionKey: "中村 篤司", sortKey: "nakamura"),
        Record(fields: fields, displayName: "a@b.example", sectionKey: "a@b.example", sortKey: "a@b.example"),
        Record(fields: fields, displayName: "", sectionKey: "", sortKey: ""),
        Record(fields: fields, displayName: "Nakamura Atsushi", sectionKey: "N", sortKey: "Nakamura"),
        Record(fields: [], displayName: "", sectionKey: "x", sortKey: "x"),
        Record(fields: [Field(String(repeating: "k", count: 200), String(repeating: "é", count: 300))],
               displayName: String(repeating: "é", count: 300), sectionKey: "é", sortKey: "é"),
        // Fields numbered by their position until the third (`email` is field 3 of the first record): the
        // two before it must be stored with their numbers too.
        Record(fields: [fields[0], fields[1], fields[3]], displayName: "中村 篤司", sectionKey: "中村 篤司",
               sortKey: "中村 篤司"),
        Record(fields: [fields[0], fields[1], fields[3]], displayName: "a@b.example", sectionKey: "x", sortKey: "y"),
        // Out of order from the first field on.
        Record(fields: [fields[3], fields[0]], displayName: "ナカムラ", sectionKey: "ナカムラ", sortKey: "ナカムラ"),
    ]

    @Test("what goes in comes out", arguments: records)
    func roundTrip(record: Record) {
        var builder = RecordStore.Builder()
        builder.append(fields: Self.fields, line: 1, displayName: "unrelated", sectionKey: "a", sortKey: "b")
        builder.append(fields: record.fields, line: 300, displayName: record.displayName,
                       sectionKey: record.sectionKey, sortKey: record.sortKey)
        let store = builder.finish()
        #expect(store.count == 2)
        #expect(store.line(of: 1) == 300)
        #expect(store.displayName(of: 1) == record.displayName)
        #expect(store.sectionString(of: 1) == record.sectionKey)
        #expect(store.sortString(of: 1) == record.sortKey)
        #expect(store.fields(of: 1) == record.fields)
        var walked: [Field] = [], keys: [String] = []
        store.forEachField(of: 1, numbered: { number, value in
            walked.append(Field(store.fieldNames[number], String(decoding: value)))
        }, thenKeys: { sectionKey, sortKey in
            keys = [String(decoding: sectionKey), String(decoding: sortKey)]
        })
        #expect(walked == record.fields)
        #expect(keys == [record.sectionKey, record.sortKey])
        // The neighbour is untouched.
        #expect(store.displayName(of: 0) == "unrelated")
        #expect(store.fields(of: 0) == Self.fields)
    }

    /// A builder not told the input's size starts with a few kilobytes of room and moves its bytes to larger
    /// room as records come: every record written before, across and after each move reads back as written,
    /// through both ways in (strings, and a field's bytes naming the record), with values from empty to
    /// larger than the first room, and line numbers and lengths of several varint bytes.
    ///
    /// With offsets of 12 low bits, not 32, the offsets pass a multiple of 4 KiB every few records and the
    /// long records several at once: what a store past 4 GiB does, in a few hundred kilobytes.
    @Test("a store outgrowing its first room keeps every record", arguments: [32, 12])
    func growth(offsetLowBits: Int) {
        var builder = RecordStore.Builder(offsets: RisingOffsets(lowBits: offsetLowBits))
        var expected: [(fields: [Field], line: Int, name: String)] = []
        for index in 0..<3_000 {
            let long = index % 997 == 0 ? String(repeating: "ü", count: 6_000 + index) : ""
            let name = "Name \(index) \(long)"
            let fields = [Field("name", name), Field("note", index % 3 == 0 ? "" : "note \(index)"),
                          Field("phone", "+46 \(index * 7919)")]
            // Lines ahead of the record's position by a few varint bytes, and behind it.
            let line = index % 5 == 4 ? index / 2 : 1 + index * 129
            if index.isMultiple(of: 2) {
                builder.append(fields: fields, line: line, displayName: name, sectionKey: name, sortKey: name)
            } else {
                let numbers = fields.map { builder.fieldNumber(named: $0.name) }
                builder.beginRecord(line: line, namedByField: 0, value: fields[0].value.utf8Span.span,
                                    fieldCount: fields.count)
                for (number, field) in zip(numbers, fields) {
                    builder.appendField(number: number, value: field.value.utf8Span.span)
                }
                builder.endRecord()
            }
            expected.append((fields, line, name))
        }
        let store = builder.finish()
        #expect(store.count == expected.count)
        for (index, record) in expected.enumerated() {
            #expect(store.fields(of: index) == record.fields, "record \(index)")
            #expect(store.line(of: index) == record.line, "record \(index)")
            #expect(store.displayName(of: index) == record.name, "record \(index)")
            #expect(store.sortString(of: index) == record.name, "record \(index)")
        }
    }
}
