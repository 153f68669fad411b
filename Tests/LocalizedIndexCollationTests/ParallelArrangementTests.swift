import Testing
import LocalizedIndexCollation

/// Arranging on every core gives exactly what one thread gives, which the ICU4C parity and UIKit layout
/// tests check (on lists short enough to stay on one thread). The lists here are long enough to be split
/// (placed on several threads from 2,000 values, copied into their order from 20,000) and hold exact
/// duplicates, canonically equivalent spellings, Han names read as pinyin and names from every script of
/// the peer fixtures.
@Suite("parallel arrangement")
struct ParallelArrangementTests {
    /// 1,994 fixture rows × 13, each copy with a number, an NFD spelling or nothing appended.
    static let rows: [String] = (0..<13).flatMap { copy in
        PeerFixtures.inputRows.enumerated().map { offset, row in
            switch (offset + copy) % 3 {
            case 0: row
            case 1: row + " \(copy)"
            default: String(String.UnicodeScalarView(row.decomposedForTest))
            }
        }
    }

    @Test("sections: the same with every core as with one", arguments: ["en", "sv", "zh-Hans", "zh-Hant", "ja", "ar"],
          LocalizedIndexCollation.Style.allCases)
    func sectionsMatchSerial(locale: String, style: LocalizedIndexCollation.Style) throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        let rows = Self.rows
        #expect(rows.count > 20_000)
        let serial = collation.sections(of: rows.indices, on: { rows[$0] }, parallelism: .serial)
        let parallel = collation.sections(of: rows.indices, on: { rows[$0] }, parallelism: .automatic)
        #expect(parallel == serial)
        let byIndex = collation.sections(ofIndices: rows.indices, concurrentlySectionedBy: { rows[$0] }, sortedBy: { rows[$0] })
        #expect(byIndex == serial)
        let byIndexOneKey = collation.sections(ofIndices: rows.indices, concurrentlyOn: { rows[$0] })
        #expect(byIndexOneKey == serial)
        // Keys given as their UTF-8 bytes, as a contact file's record store gives them.
        let utf8 = rows.map { Array($0.utf8) }
        let byUTF8 = collation.sections(ofIndices: rows.indices, concurrentlyOnUTF8: { index, place in
            let bytes = utf8[index]
            return place(bytes.span)
        })
        #expect(byUTF8 == serial)
        // Placed first, then arranged by the placements alone (no string read again).
        let placements = collation.placements(ofIndices: rows.indices, concurrentlySectionedBy: { rows[$0] })
        #expect(collation.sections(ofPlacements: placements) == serial)
        #expect(serial.flatMap(\.items).sorted() == Array(rows.indices), "a row is missing or repeated")
    }

    /// Lists of the lengths people have (a few thousand names) are placed on several threads in chunks of a
    /// few hundred, and copied into their order on one: the same sections as on one thread.
    @Test("a few thousand values: the same with every core as with one", arguments: [2_000, 3_989, 9_970])
    func midSizeMatchesSerial(count: Int) throws {
        let rows = Array(Self.rows.prefix(count))
        for locale in ["en", "zh-Hans", "ja"] {
            let collation = try LocalizedIndexCollation(locale: locale)
            let serial = collation.sections(of: rows, on: { $0 }, parallelism: .serial)
            #expect(collation.sections(of: rows, on: { $0 }, parallelism: .automatic) == serial, "\(locale)")
            let byIndex = collation.sections(ofIndices: rows.indices, concurrentlySectionedBy: { rows[$0] }, sortedBy: { rows[$0] })
            #expect(byIndex.map { $0.items.map { rows[$0] } } == serial.map(\.items), "\(locale)")
        }
    }

    /// Values are copied into their places on every core whether they are `Sendable` (strings) or not (a
    /// class, whose references are retained on every core): the same calls, the same result.
    @Test("Sendable values: the same sections and order as values that are not")
    func sendableMatchesGeneral() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        // Enough names under B for one section to be copied in parts.
        let rows = Self.rows + Self.rows.prefix(21_000).map { "Berg \($0)" }, boxes = rows.map(Box.init)
        let fromStrings = collation.sections(of: rows, on: { $0 })
        let fromBoxes = collation.sections(of: boxes, on: \.name)
        #expect(fromStrings.contains { $0.items.count > 20_000 }, "no section long enough to be copied in parts")
        #expect(fromStrings.map(\.index) == fromBoxes.map(\.index))
        #expect(fromStrings.map(\.items) == fromBoxes.map { $0.items.map(\.name) })
        let twoKeys = collation.sections(of: rows, sectionedBy: { $0 }, sortedBy: { $0 })
        #expect(twoKeys == fromStrings)
        #expect(collation.sorted(rows) == collation.sorted(boxes, on: \.name).map(\.name))
    }

    @Test("sorted: the same with every core as with one")
    func sortedMatchesSerial() throws {
        let collation = try LocalizedIndexCollation(locale: "de")
        let rows = Self.rows
        let serial = collation.sorted(rows.indices, on: { rows[$0] }, parallelism: .serial)
        #expect(collation.sorted(rows.indices, on: { rows[$0] }) == serial)
        // Sorted, and stable: equal keys keep their input order.
        for (earlier, later) in zip(serial, serial.dropFirst()) {
            let a = collation.sortKey(for: rows[earlier]), b = collation.sortKey(for: rows[later])
            #expect(a < b || (a == b && earlier < later))
        }
    }
}

/// A value that is not `Sendable`: the same sorting calls take it.
private final class Box {
    let name: String
    init(_ name: String) { self.name = name }
}

private extension String {
    /// The canonical decomposition, spelled by hand for the few precomposed letters the fixtures use most
    /// (å ä ö é ü ñ), so the test does not ask the code under test to normalise.
    var decomposedForTest: String.UnicodeScalarView {
        let decompositions: [Unicode.Scalar: [Unicode.Scalar]] = [
            "å": ["a", "\u{30A}"], "ä": ["a", "\u{308}"], "ö": ["o", "\u{308}"], "é": ["e", "\u{301}"],
            "ü": ["u", "\u{308}"], "ñ": ["n", "\u{303}"], "Å": ["A", "\u{30A}"], "Ä": ["A", "\u{308}"],
            "Ö": ["O", "\u{308}"], "É": ["E", "\u{301}"], "Ü": ["U", "\u{308}"],
        ]
        return String.UnicodeScalarView(unicodeScalars.flatMap { decompositions[$0] ?? [$0] })
    }
}
