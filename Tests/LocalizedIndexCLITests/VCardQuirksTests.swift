import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexContacts

/// vCards as phones and apps really write them (issue 24's vCard rows), on the fixtures in
/// `Fixtures/quirks/` written by `make-fixtures.py` there. Expected values are the contacts the generator
/// wrote; line numbers were counted in the files by hand.
@Suite("vCards as producers write them")
struct VCardQuirksTests {
    /// Every outcome of a fixture read by the vCard reader (warnings included, in order).
    static func read(_ name: String) throws -> [VCardReaderTests.Outcome] {
        try VCardReaderTests.readAll(InputFile(path: path(name)))
    }

    static func path(_ name: String) -> String { ReaderTesting.fixturePath("quirks/\(name)") }

    static func records(_ outcomes: [VCardReaderTests.Outcome]) -> [ContactRecord] { outcomes.compactMap(\.record) }

    @Test("issue 24, iPhone/Windows CR CR LF line ends: one card each, no CR in any value")
    func crCrLf() throws {
        let outcomes = try Self.read("cr-cr-lf.vcf")
        let records = Self.records(outcomes)
        #expect(outcomes.count == records.count)
        #expect(records.map(\.name.display) == ["Åsa Öberg", "Zoë Ångström"])
        #expect(records.map(\.line) == [1, 8])
        #expect(records.allSatisfy { $0.fields.allSatisfy { !$0.value.contains("\r") } })
        #expect(ReaderTesting.value(records.last, "EMAIL") == "zoe@example.org")
    }

    @Test("issue 24, a Japanese phone's 2.1 export in Shift_JIS, plain and quoted-printable: names and readings")
    func shiftJIS() throws {
        let outcomes = try Self.read("shift-jis-21.vcf")
        let records = Self.records(outcomes)
        #expect(outcomes.count == 2, "\(outcomes)")
        try #require(records.count == 2)
        // 十 and 圭 end in byte 0x5C: "圭;" is not an escaped ";", and 技能 is not continued.
        #expect(records[0].name.family == "十河")
        #expect(records[0].name.given == "圭")
        #expect(records[0].name.phoneticFamily == "ｿｺﾞｳ")
        #expect(records[0].name.phoneticGiven == "ｹｲ")
        #expect(ReaderTesting.value(records[0], "TITLE") == "技能")
        #expect(ReaderTesting.value(records[0], "TEL") == "090-1234-5678")
        #expect(records[1].name.family == "渡辺")
        #expect(records[1].name.given == "さくら")
        #expect(records[1].name.phoneticFamily == "わたなべ")
        #expect(ReaderTesting.value(records[1], "NOTE") == "東京都千代田区丸の内一丁目一番一号　丸の内ビルディング二十階")
    }

    @Test("issue 24, UTF-16 vCard without a byte-order mark: detected and read")
    func utf16WithoutMark() throws {
        let input = try InputFile(path: Self.path("utf16le-no-bom.vcf"))
        #expect(try InputFormat.detect(input) == .vcard)
        let records = Self.records(VCardReaderTests.readAll(input))
        #expect(records.map(\.name.display) == ["Åsa Öberg"])
        #expect(records.first?.name.family == "Öberg")
    }

    @Test("issue 24, an Android export whose ORG ends in a stray =80: all 6 cards, U+FFFD and a warning naming line and field")
    func damagedQuotedPrintable() throws {
        let outcomes = try Self.read("android-qp-damaged.vcf")
        let records = Self.records(outcomes)
        #expect(records.map(\.name.display) == ["Anna Berg", "Cecilia Dahl", "Bo Ek", "David Fors", "Eva Holm", "Filip Lind"])
        #expect(ReaderTesting.value(records[3], "ORG") == "Café Ängel\u{FFFD}")
        #expect(ReaderTesting.value(records[1], "ORG") == "Ångfartyg AB")
        let warnings = outcomes.filter { if case .warning = $0 { true } else { false } }
        #expect(warnings == [.warning(
            "\(Self.path("android-qp-damaged.vcf")):26: field 'ORG': invalid UTF-8 at byte 13 of the decoded quoted-printable value, "
                + "replaced by U+FFFD; give its CHARSET or convert the file to UTF-8")])
    }

    @Test("issue 24, a 2.1 ADR continued after a trailing backslash: one card, the street on two lines")
    func backslashContinuation() throws {
        let outcomes = try Self.read("adr-backslash-21.vcf")
        #expect(outcomes.count == 1, "\(outcomes)")
        let record = try #require(outcomes.first?.record)
        #expect(ReaderTesting.value(record, "ADR") == "Storgatan 1\nlgh 1102, Stockholm, 111 22, Sverige")
        #expect(ReaderTesting.value(record, "TEL") == "+4681234567")
    }

    @Test("issue 24, a card nested after 2.1's AGENT: three cards, the outer one keeps its properties after the nested card")
    func nestedCard() throws {
        let outcomes = try Self.read("agent-nested-21.vcf")
        let records = Self.records(outcomes)
        #expect(outcomes.count == 3, "\(outcomes)")
        #expect(records.map(\.name.display) == ["Anna Berg", "Bo Ek", "Cecilia Dahl"])
        #expect(records.map(\.line) == [1, 7, 15])
        #expect(ReaderTesting.value(records[0], "TEL") == "+4689998877")
        #expect(ReaderTesting.value(records[1], "TEL") == "+4681112233")
    }

    @Test("issue 44, cards nested directly in a 2.1 card (AOSP's v21_nest shape): one record each, the outer card keeps what follows them")
    func directlyNestedCards() throws {
        let outcomes = try Self.read("directly-nested-21.vcf")
        let records = Self.records(outcomes)
        #expect(outcomes.count == 4, "\(outcomes)")
        #expect(records.map(\.name.display) == ["Maja Lind", "Nils Holm", "Dr. Olle Sundberg", "Pia Ek"])
        #expect(records.map(\.line) == [1, 5, 10, 17])
        #expect(ReaderTesting.value(records[0], "TEL") == "+46701234567")
        #expect(ReaderTesting.value(records[2], "TEL") == "+4687654321")
        // By family name: the FN-only card split (Dr. is no section), the others by their N.
        let text = try CLI.run(["sort-contacts", "--locale", "sv", "--sort-by", "family", "--input", Self.path("directly-nested-21.vcf")])
        #expect(text.hasPrefix("E\n  Pia Ek\nH\n  Nils Holm\nL\n  Maja Lind\nS\n  Dr. Olle Sundberg\n"), "\(text)")
    }

    @Test("issue 24, nested cards hundreds deep are read without recursion, each a record")
    func deeplyNested() {
        let depth = 900
        let text = String(repeating: "BEGIN:VCARD\nFN:x\nAGENT:\n", count: depth) + String(repeating: "END:VCARD\n", count: depth)
        let outcomes = VCardReaderTests.readAll(InputFile(name: "x.vcf", bytes: Array(text.utf8)))
        #expect(outcomes.count == depth)
        #expect(outcomes.allSatisfy { $0.record?.name.display == "x" })
    }

    @Test("issue 24, SORT-AS as Android writes it (family;given): the readings, and the sort key family then given")
    func sortAsWithSemicolon() throws {
        let records = Self.records(try Self.read("sort-as-android-40.vcf"))
        #expect(records.first?.name.phoneticFamily == "あんどう")
        #expect(records.first?.name.phoneticGiven == "ろいど")
        let json = try CLI.run(["sort-contacts", "--locale", "ja", "--format", "json", "--input", Self.path("sort-as-android-40.vcf")])
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let section = (document?["sections"] as? [[String: Any]])?.first
        let record = (section?["records"] as? [[String: Any]])?.first
        #expect(section?["title"] as? String == "あ")
        #expect(record?["sortKey"] as? String == "あんどう ろいど")
    }
}
