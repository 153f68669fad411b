import Testing
@testable import LocalizedIndexContacts

/// `FieldValues`: values appended one by one and values that are parts of a line kept whole read back the
/// same, and removing the last values drops exactly them and their bytes.
@Suite("field values")
struct FieldValuesTests {
    static func strings(_ values: FieldValues) -> [String] {
        (0..<values.count).map { values.string(at: $0) }
    }

    @Test("values one by one and parts of a whole line, in order")
    func appendBoth() {
        var values = FieldValues()
        values.append(Array("Anna".utf8))
        let line = Array("Berg\tÖdön\t\tx\r".utf8)
        let base = values.appendLine(line.span)
        values.appendValue(at: base..<base + 4)
        values.appendValue(at: base + 5..<base + 11)  // Ödön: 6 bytes
        values.appendValue(at: base + 12..<base + 12)
        values.appendValue(at: base + 13..<base + 14)  // the CR left out
        values.append(Array("曾".utf8))
        #expect(Self.strings(values) == ["Anna", "Berg", "Ödön", "", "x", "曾"])
        #expect(values.range(at: 4) == 17..<18)  // "Anna" is 4 bytes, x byte 13 of the line
    }

    @Test("removing the last values drops them and their bytes, whichever way they came")
    func removeLast() {
        var values = FieldValues()
        values.append(Array("a".utf8))
        let line = Array("b,c,d".utf8)
        let base = values.appendLine(line.span)
        for start in stride(from: 0, to: 5, by: 2) { values.appendValue(at: base + start..<base + start + 1) }
        values.removeLast(2)
        #expect(Self.strings(values) == ["a", "b"])
        #expect(values.bytes == Array("ab,".utf8))  // from "c" on
        values.append(Array("e".utf8))
        #expect(Self.strings(values) == ["a", "b", "e"])
        values.removeLast(3)
        #expect(values.count == 0 && values.bytes.isEmpty)
        values.removeLast(0)
        #expect(values.count == 0)
    }
}
