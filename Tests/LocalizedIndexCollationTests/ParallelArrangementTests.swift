import Testing
import LocalizedIndexCollation

/// Arranging on every core gives exactly what one thread gives, which the ICU4C parity and UIKit layout
/// tests check (on lists short enough to stay on one thread). The lists here are long enough to be split
/// (the threshold is 20,000 values) and hold exact duplicates, canonically equivalent spellings, Han names
/// read as pinyin and names from every script of the peer fixtures.
@Suite("parallel arrangement")
struct ParallelArrangementTests {
    /// 1,750 fixture rows × 13, each copy with a number, an NFD spelling or nothing appended.
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
        let serial = collation.sections(of: rows.indices, by: { rows[$0] }, parallelism: .serial)
        let parallel = collation.sections(of: rows.indices, by: { rows[$0] }, parallelism: .automatic)
        #expect(parallel == serial)
        let byIndex = collation.sections(ofIndices: rows.indices, sectionedBy: { rows[$0] }, sortedBy: { rows[$0] })
        #expect(byIndex == serial)
        let byIndexOneKey = collation.sections(ofIndices: rows.indices, by: { rows[$0] })
        #expect(byIndexOneKey == serial)
        #expect(serial.flatMap(\.items).sorted() == Array(rows.indices), "a row is missing or repeated")
    }

    @Test("sorted: the same with every core as with one")
    func sortedMatchesSerial() throws {
        let collation = try LocalizedIndexCollation(locale: "de")
        let rows = Self.rows
        let serial = collation.sorted(rows.indices, by: { rows[$0] }, parallelism: .serial)
        #expect(collation.sorted(rows.indices, by: { rows[$0] }) == serial)
        // Sorted, and stable: equal keys keep their input order.
        for (earlier, later) in zip(serial, serial.dropFirst()) {
            let a = collation.sortKey(for: rows[earlier]), b = collation.sortKey(for: rows[later])
            #expect(a < b || (a == b && earlier < later))
        }
    }
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
