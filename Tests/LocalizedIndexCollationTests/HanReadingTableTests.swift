import Testing
@testable import LocalizedIndexCollation

/// The shipped table of Han readings (`CollationData/HanReadings/`) against ICU's live `Han-Latin/Names`,
/// the reference: made again from the transform (every Han letter read alone and after another, and the
/// letters its rules read in context), it must be the shipped file byte for byte.
@Suite("Han reading table")
struct HanReadingTableTests {
    static let transformID = Transliterators.hanNames
    static let path = "HanReadings/Han-Latin-Names.tsv"

    @Test("the shipped table is what the live transform reads, for every Han letter and context rule")
    func shippedTableIsTheTransforms() throws {
        let shipped = try #require(EmbeddedCollationData.file(Self.path))
        let table = try #require(HanReadingTable.shippedTables.first { $0.transformID == Self.transformID })
        guard table.icuVersion == ICU.version else {
            // Another ICU reads by its own transform: the table must not be used.
            #expect(HanReadingTable.shipped(for: Self.transformID) == nil)
            return
        }
        let live = try HanReadingTable.generate(transformID: Self.transformID)
        // Compared whole and then line by line, so a failure names the lines that differ.
        #expect(live == shipped, "regenerate with Scripts/generate-han-readings.sh")
        let (liveLines, shippedLines) = (String(decoding: live, as: UTF8.self).split(separator: "\n"),
                                         String(decoding: shipped, as: UTF8.self).split(separator: "\n"))
        for (index, (made, kept)) in zip(liveLines, shippedLines).enumerated() where made != kept {
            Issue.record("line \(index + 1): the transform gives \(made.prefix(80)), the table has \(kept.prefix(80))")
            break
        }
        // The shipped table, read where the binary holds it, reads every character as the live file does.
        let liveTable = try HanReadingTable(file: live)
        let differing = (0x3000...0x3FFFF).lazy.compactMap(Unicode.Scalar.init)
            .filter { table.readings(of: $0) != liveTable.readings(of: $0) }
        #expect(differing.isEmpty, "read otherwise: \(String(String.UnicodeScalarView(differing.prefix(20))))")
    }

    /// Each character read by the table, read by the transform alone and after `一`: the table's readings
    /// (ICU: 单 alone shàn, after another character dān; 曾 zēng, céng).
    @Test("readings at a word's start and after another character, and characters left to the transform")
    func readings() throws {
        let table = try #require(HanReadingTable.shipped(for: Self.transformID))
        #expect(table.readings(of: "单")?.first == "shàn")
        #expect(table.readings(of: "单")?.following == "dān")
        #expect(table.readings(of: "曾")?.first == "zēng")
        #expect(table.readings(of: "令")?.readOtherwiseBeside == ["狐"])
        #expect(table.readings(of: "王")?.readOtherwiseBeside == [])
        // Not Han, or a compatibility ideograph NFC replaces: left to the whole transform.
        for left in ["a", "あ", "\u{F900}"] as [Unicode.Scalar] {
            #expect(table.readings(of: left) == nil, "\(left)")
        }
    }

    /// The codes are not checked when the file is read: a character whose code names no reading (`----`, a
    /// byte outside the digits, a reading number past the last) is left to the transform, never misread.
    @Test("a code that names no reading leaves its character to the transform")
    func codesNamingNoReading() throws {
        let file = """
            transform\tHan-Latin/Names
            icu\t72.1
            reading\tqiū
            reading\tdīng
            run\t19968\t0001----0!000A000001

            """
        let table = try HanReadingTable(file: Array(file.utf8))
        #expect(table.readings(of: "一")?.first == "qiū")      // U+4E00: 00 01
        #expect(table.readings(of: "一")?.following == "dīng")
        #expect(table.readings(of: "丁") == nil)               // U+4E01: ----
        #expect(table.readings(of: "丂") == nil)               // U+4E02: '!' is no digit
        #expect(table.readings(of: "七") == nil)               // U+4E03: reading 10 of 2
        #expect(table.readings(of: "丄")?.first == "qiū")      // U+4E04: 00 01 again
        #expect(table.readings(of: "丅") == nil)               // past the run
    }

    /// A file that is no table is refused with the line that is wrong: each record's name and its number of
    /// tab-separated fields, as the format (`HanReadingTable.swift`) spells them.
    @Test("records that break the format are refused, naming their line", arguments: [
        ("reading\tqiū\textra\n", "line 3"),              // a reading has one field
        ("run\t19968\n", "line 3"),                        // a run has a start and codes
        ("run\t19968\t00010\n", "line 3"),                // codes come four a character
        ("run\tx9968\t0001\n", "line 3"),                 // the start is decimal
        ("run\t19968\t0001\nrun\t19968\t0001\n", "line 4"), // runs in order and apart
        ("besides\t令狐\t狐\n", "line 3"),                 // one character
        ("besides\t令\n", "line 3"),                       // and its letters
        ("rune\t19968\t0001\n", "line 3"),                // no such record
        ("Reading\tqiū\n", "line 3"),                      // names are case-sensitive
    ])
    func malformedRecords(record: String, line: String) {
        let file = "transform\tHan-Latin/Names\nicu\t72.1\n" + record
        #expect {
            try HanReadingTable(file: Array(file.utf8))
        } throws: { error in
            String(describing: error).hasPrefix(line + ":")
        }
    }

    @Test("a table needs its transform and ICU version lines")
    func headerLines() throws {
        #expect(throws: (any Error).self) { try HanReadingTable(file: Array("icu\t72.1\nreading\tqiū\n".utf8)) }
        #expect(throws: (any Error).self) { try HanReadingTable(file: Array("transform\tHan-Latin/Names\n".utf8)) }
        let table = try HanReadingTable(file: Array("# a comment\n\ntransform\tHan-Latin/Names\nicu\t72.1\n".utf8))
        #expect(table.readings(of: "一") == nil)
    }
}
