import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// The vCard reader over hand-written fixtures: every expected value below was read off the fixture by
/// hand (line numbers from the file), not taken from the reader's output.
@Suite("vCard reader")
struct VCardReaderTests {
    /// A record, the message of the error `next()` threw, or a warning the input was given.
    enum Outcome: Equatable, CustomStringConvertible {
        case record(ContactRecord)
        case error(String)
        case warning(String)

        var description: String {
            switch self {
            case .record(let record): "record at \(record.line): \(record.fields)"
            case .error(let message): "error: \(message)"
            case .warning(let message): "warning: \(message)"
            }
        }

        var record: ContactRecord? {
            if case .record(let record) = self { return record }
            return nil
        }
    }

    static func fixture(_ name: String) -> String {
        CLI.fixtures.appendingPathComponent(name).path
    }

    /// Everything a reader yields, calling `next()` again after each error as `--on-error skip` does.
    static func readAll(_ input: InputFile) -> [Outcome] {
        var reader = VCardReader(input: input)
        var outcomes: [Outcome] = []
        input.warningHandler = { outcomes.append(.warning($0.description)) }
        for _ in 0..<1000 {
            do {
                guard let record = try reader.next() else { return outcomes }
                outcomes.append(.record(record))
            } catch {
                outcomes.append(.error("\(error)"))
            }
        }
        Issue.record("the reader did not reach the end")
        return outcomes
    }

    static func readAll(file name: String) throws -> [Outcome] {
        try readAll(InputFile(path: fixture(name)))
    }

    static func readAll(_ text: String) -> [Outcome] {
        readAll(InputFile(name: "x.vcf", bytes: Array(text.utf8)))
    }

    static func readAll(bytes: [UInt8]) -> [Outcome] {
        readAll(InputFile(name: "x.vcf", bytes: bytes))
    }

    /// The records of a file with no errors.
    static func records(_ name: String) throws -> [ContactRecord] {
        let outcomes = try readAll(file: name)
        #expect(outcomes.allSatisfy { $0.record != nil }, "\(outcomes)")
        return outcomes.compactMap(\.record)
    }

    static func fields(_ pairs: KeyValuePairs<String, String>) -> [Field] {
        pairs.map { Field($0.key, $0.value) }
    }

    // MARK: - Apple Contacts export (vCard 3.0, CRLF)

    @Test("Apple export: twelve cards, each at its BEGIN line")
    func appleCards() throws {
        let records = try Self.records("apple-contacts.vcf")
        #expect(records.map(\.line) == [1, 16, 25, 33, 45, 56, 65, 78, 89, 98, 108, 117])
        #expect(records.map(\.name.display) == [
            "Björn Åkesson", "Örjan Östlund", "Anna-Karin Lindqvist", "Dr. Jürgen Müller", "Käthe Maria Schäfer",
            "山田 太郎", "佐藤 花子", "Ericsson AB", "Ek, Lund & Co", "株式会社ヤマト", "Åsa Nilsson", nil,
        ])
    }

    @Test("Apple: fields in card order, groups dropped, TEL numbered, ADR joined, escapes undone")
    func appleFields() throws {
        let records = try Self.records("apple-contacts.vcf")
        let first = try #require(records.first)
        #expect(first.fields == Self.fields([
            "PRODID": "-//Apple Inc.//macOS 14.5//EN",
            "N": "Åkesson;Björn;;;",
            "FN": "Björn Åkesson",
            "ORG": "Volvo Cars",
            "EMAIL": "bjorn.akesson@example.se",
            "X-ABLABEL": "_$!<Other>!$_",
            "TEL": "+46 70 555 01 23",
            "TEL 2": "+46 31 555 01 24",
            "TEL 3": "+46 31 555 01 25",
            "ADR": "Kungsgatan 12, Göteborg, 411 19, Sverige",
            "X-ABADR": "se",
            "NOTE": "Träffades på mässan, 2023.\nRing i maj; inte före kl. 9.",
        ]))
        #expect(first.name == PersonName(
            display: "Björn Åkesson", given: "Björn", family: "Åkesson", organization: "Volvo Cars",
            contact: "bjorn.akesson@example.se"))
    }

    @Test("Apple: folded lines are joined without the leading space")
    func appleFolding() throws {
        let records = try Self.records("apple-contacts.vcf")
        try #require(records.count == 12)
        #expect(records[1].fields.last == Field(
            "NOTE", "Örjan har bott i Umeå sedan 1998 och jobbar med skogsfrågor på länsstyrelsen. Han föredrar e-post framför telefon."))
        #expect(records[2].name.display == "Anna-Karin Lindqvist")
        #expect(records[2].name.contact == "070-555 12 34")
    }

    @Test("Apple: German names with prefix, middle name, a second EMAIL and ORG with a unit")
    func appleGerman() throws {
        let records = try Self.records("apple-contacts.vcf")
        try #require(records.count == 12)
        let mueller = records[3]
        #expect(mueller.name == PersonName(
            display: "Dr. Jürgen Müller", given: "Jürgen", family: "Müller", prefix: "Dr.", organization: "Siemens AG",
            contact: "juergen.mueller@example.de"))
        #expect(mueller.fields.first { $0.name == "N" }?.value == "Müller;Jürgen;;Dr.;")
        #expect(mueller.fields.first { $0.name == "ORG" }?.value == "Siemens AG, Forschung, Entwicklung")
        #expect(mueller.fields.first { $0.name == "ADR" }?.value == "Werner-von-Siemens-Straße 1, München, 80333, Deutschland")

        let schaefer = records[4]
        #expect(schaefer.name.additional == "Maria")
        #expect(schaefer.name.contact == "kaethe@example.de")
        #expect(schaefer.fields.map(\.name) == ["PRODID", "N", "FN", "NICKNAME", "EMAIL", "X-ABLABEL", "EMAIL 2", "BDAY"])
        #expect(schaefer.fields[6].value == "k.schaefer@firma.example")
        #expect(schaefer.fields[7].value == "1985-03-14")
    }

    @Test("Apple: Japanese names with kana readings; PHOTO left out")
    func appleJapanese() throws {
        let records = try Self.records("apple-contacts.vcf")
        try #require(records.count == 12)
        #expect(records[5].name == PersonName(
            display: "山田 太郎", given: "太郎", family: "山田", phoneticGiven: "たろう", phoneticFamily: "やまだ",
            contact: "090-1234-5678"))
        let sato = records[6]
        #expect(sato.name.phoneticGiven == "はなこ")
        #expect(sato.name.phoneticFamily == "さとう")
        #expect(sato.name.organization == "株式会社サンプル")
        #expect(sato.fields.map(\.name) == ["PRODID", "N", "FN", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-LAST-NAME", "ORG", "EMAIL"])
        #expect(sato.fields[3].value == "はなこ")
    }

    @Test("Apple: company cards (X-ABShowAs:COMPANY) are named by the company")
    func appleCompanies() throws {
        let records = try Self.records("apple-contacts.vcf")
        try #require(records.count == 12)
        let ericsson = records[7]
        #expect(ericsson.name == PersonName(display: "Ericsson AB", organization: "Ericsson AB", contact: "+46 10 719 00 00"))
        #expect(ericsson.fields == Self.fields([
            "PRODID": "-//Apple Inc.//macOS 14.5//EN",
            "N": ";;;;",
            "FN": "Ericsson AB",
            "ORG": "Ericsson AB",
            "X-ABSHOWAS": "COMPANY",
            "TEL": "+46 10 719 00 00",
            "URL": "https://www.ericsson.com",
            "X-ABLABEL": "_$!<HomePage>!$_",
        ]))
        // A person's name on a card shown as a company stays in the fields but not in the name.
        let eklund = records[8]
        #expect(eklund.name == PersonName(display: "Ek, Lund & Co", organization: "Ek, Lund & Co", contact: "info@eklund.example"))
        #expect(eklund.fields[1] == Field("N", "Ek;Lars;;;"))
        #expect(records[9].name == PersonName(
            display: "株式会社ヤマト", organization: "株式会社ヤマト", sortAs: "やまと", contact: "03-1234-5678"))
    }

    @Test("Apple: escaped backslashes, grouped TEL, and a card with only an e-mail address")
    func appleOthers() throws {
        let records = try Self.records("apple-contacts.vcf")
        try #require(records.count == 12)
        #expect(records[10].fields.suffix(3) == Self.fields([
            "TEL": "+46 8 555 66 77", "X-ABLABEL": "mobil (jobb)", "NOTE": #"Sökväg: C:\Users\asa"#,
        ]))
        #expect(records[11].name == PersonName(contact: "kontakt@example.se"))
        #expect(records[11].fields.map(\.name) == ["PRODID", "N", "FN", "EMAIL"])
        #expect(records[11].fields[2].value == "")
    }

    // MARK: - Google Contacts export (vCard 3.0, LF) and a 2.1 card

    @Test("Google export: names, fields, escapes, and a fold splitting a UTF-8 character")
    func google() throws {
        let records = try Self.records("google-contacts.vcf")
        #expect(records.map(\.line) == [1, 18, 27, 35, 43])
        try #require(records.count == 5)
        #expect(records[0].fields == Self.fields([
            "FN": "Anna Berg",
            "N": "Berg;Anna;;;",
            "EMAIL": "anna.berg@example.com",
            "EMAIL 2": "anna@firma.example",
            "TEL": "+46 70 123 45 67",
            "ADR": "Storgatan 1, Stockholm, 111 22, Sverige",
            "ORG": "Firma AB",
            "TITLE": "Utvecklare",
            "BDAY": "1990-05-17",
            "URL": "http://anna.example.com",
            "X-ABLABEL": "",
            "NOTE": "Första raden\nandra raden med ett semikolon; och ett kommatecken, också ett omvänt snedstreck \\ här",
            "CATEGORIES": "myContacts,Vänner",
        ]))
        #expect(records[0].name == PersonName(
            display: "Anna Berg", given: "Anna", family: "Berg", organization: "Firma AB", contact: "anna.berg@example.com"))
        #expect(records[1].name == PersonName(
            display: "鈴木 一郎", given: "一郎", family: "鈴木", phoneticGiven: "いちろう", phoneticFamily: "すずき",
            contact: "090-8765-4321"))
        #expect(records[2].name == PersonName(
            display: "Prof. Dr. Hans Peter Schmidt MdB", given: "Hans", family: "Schmidt", additional: "Peter",
            prefix: "Prof. Dr.", suffix: "MdB", organization: "Deutscher Bundestag", contact: "hans.schmidt@bundestag.example"))
        #expect(records[3].name == PersonName(contact: "+46 8 123 456"))
        #expect(records[3].fields.map(\.name) == ["FN", "N", "TEL", "TEL 2", "CATEGORIES"])
    }

    @Test("2.1 quoted-printable with CHARSET=UTF-8 and soft line breaks")
    func quotedPrintable() throws {
        let records = try Self.records("google-contacts.vcf")
        let card = try #require(records.last)
        #expect(card.line == 43)
        #expect(card.name == PersonName(display: "Gunnel Åström", given: "Gunnel", family: "Åström", contact: "+46701234568"))
        #expect(card.fields == Self.fields([
            "N": "Åström;Gunnel;;;",
            "FN": "Gunnel Åström",
            "TEL": "+46701234568",
            "NOTE": "Födelsedag i maj, ring före kl. 9\nAndra raden med en lång text som bryts här.",
        ]))
    }

    // MARK: - Older and newer versions

    @Test("2.1: ISO-8859-1 and Windows-1252, bare parameters, unindented base64, X-IRMC-N, folding keeps the space")
    func legacy21() throws {
        let records = try Self.records("legacy-21.vcf")
        #expect(records.map(\.line) == [1, 14])
        try #require(records.count == 2)
        #expect(records[0].name == PersonName(display: "Björk Lindström", given: "Björk", family: "Lindström", contact: "bjork@example.se"))
        #expect(records[0].fields == Self.fields([
            "N": "Lindström;Björk;;;",
            "FN": "Björk Lindström",
            "NOTE": "Pris 100 €, “citat”, så att säga",
            "TEL": "+46701112233",
            "TEL 2": "+4681112233",
            "EMAIL": "bjork@example.se",
        ]))
        #expect(records[1].name == PersonName(
            display: "田中 花子", given: "花子", family: "田中", phoneticGiven: "はなこ", phoneticFamily: "たなか",
            contact: "09011112222"))
        #expect(records[1].fields == Self.fields([
            "N": "田中;花子;;;",
            "FN": "田中 花子",
            "SOUND": "たなか;はなこ;;;",
            "TEL": "09011112222",
            "ADR": "千代田1-1, 千代田区, 東京都, 100-0001, 日本",
            "NOTE": "Vikt: 2,5 kg; mer info",
        ]))
    }

    @Test("4.0: SORT-AS on N gives the readings, on ORG the company's sort string; KIND:org; data: PHOTO left out")
    func vcard4() throws {
        let records = try Self.records("vcard4.vcf")
        #expect(records.map(\.line) == [1, 9, 16])
        try #require(records.count == 3)
        #expect(records[0].name == PersonName(
            display: "山田 太郎", given: "太郎", family: "山田", phoneticGiven: "たろう", phoneticFamily: "やまだ",
            contact: "taro@example.jp"))
        #expect(records[0].fields.map(\.name) == ["KIND", "N", "FN", "EMAIL"])
        #expect(records[1].name == PersonName(
            display: "The Anderssons, Inc.", organization: "The Anderssons, Inc.", sortAs: "Anderssons",
            contact: "tel:+46-8-555-0100"))
        #expect(records[1].fields[2] == Field("ORG", "The Anderssons, Inc., Sales"))
        // X-PHONETIC-LAST-NAME wins over SORT-AS; SORT-AS still gives the given name's reading.
        #expect(records[2].name == PersonName(
            display: "Rene van der Harten", given: "Rene J.", family: "van der Harten", prefix: "Sir", suffix: "R.D.O.N.",
            phoneticGiven: "Rene", phoneticFamily: "harten"))
        #expect(records[2].fields[0] == Field("N", "van der Harten;Rene,J.;;Sir;R.D.O.N."))
    }

    // MARK: - Syntax details

    @Test("LF and CRLF, tab folds, lower-case BEGIN/END and names, quoted ':' in a parameter")
    func syntax() {
        let text = "begin:vcard\r\nversion:3.0\nfn:Anna\r\n\tBerg\nx-label;x-note=\"a:b\";TYPE=home:value\\Nnext\nitem2.email:anna@example.com\nend:vcard\n"
        #expect(Self.readAll(text) == [.record(ContactRecord(
            fields: Self.fields(["FN": "AnnaBerg", "X-LABEL": "value\nnext", "EMAIL": "anna@example.com"]),
            name: PersonName(display: "AnnaBerg", contact: "anna@example.com"), line: 1))])
    }

    @Test("empty input, blank lines only, and blank lines between cards")
    func blanks() {
        #expect(Self.readAll("") == [])
        #expect(Self.readAll("\n\r\n  \n") == [])
        let outcomes = Self.readAll("\nBEGIN:VCARD\nFN:A\n\nEND:VCARD\n\n\nBEGIN:VCARD\nFN:B\nEND:VCARD")
        #expect(outcomes.map { $0.record?.line } == [2, 8])
        #expect(outcomes.map { $0.record?.name.display } == ["A", "B"])
    }

    // MARK: - Bad input

    @Test("invalid UTF-8 names the line, byte and property; the next card is read")
    func invalidUTF8() throws {
        let path = Self.fixture("bad-utf8.vcf")
        let outcomes = try Self.readAll(file: "bad-utf8.vcf")
        try #require(outcomes.count == 2)
        #expect(outcomes[0] == .error("\(path):4: field 'FN': invalid UTF-8 at byte 10 of the line; convert the file to UTF-8"))
        #expect(outcomes[1].record?.line == 7)
        #expect(outcomes[1].record?.name.display == "Bo Ek")
    }

    @Test("invalid UTF-8 on a folded line is reported on that line; outside the name it is a warning and the card is kept")
    func invalidUTF8Folded() {
        let bytes = Array("BEGIN:VCARD\nVERSION:3.0\nNOTE:abc\n d".utf8) + [0xFF] + Array("e\nEND:VCARD\n".utf8)
        #expect(Self.readAll(bytes: bytes) == [
            .warning("x.vcf:4: field 'NOTE': invalid UTF-8 at byte 3 of the line, replaced by U+FFFD; convert the file to UTF-8"),
            .record(ContactRecord(fields: [Field("NOTE", "abcd\u{FFFD}e")], name: PersonName(), line: 1)),
        ])
        let name = Array("BEGIN:VCARD\nVERSION:3.0\nFN:abc\n d".utf8) + [0xFF] + Array("e\nEND:VCARD\n".utf8)
        #expect(Self.readAll(bytes: name) == [
            .error("x.vcf:4: field 'FN': invalid UTF-8 at byte 3 of the line; convert the file to UTF-8"),
        ])
    }

    @Test("a card without END:VCARD, before another BEGIN and at the end of the file")
    func unterminated() throws {
        let path = Self.fixture("bad-unterminated.vcf")
        let outcomes = try Self.readAll(file: "bad-unterminated.vcf")
        try #require(outcomes.count == 4)
        #expect(outcomes[0].record?.name.display == "Anna Berg")
        #expect(outcomes[1] == .error("\(path):5: no END:VCARD for the card that begins here"))
        #expect(outcomes[2].record?.line == 8)
        #expect(outcomes[2].record?.name.display == "Cecilia Dahl")
        #expect(outcomes[3] == .error("\(path):12: no END:VCARD for the card that begins here"))
    }

    @Test("content outside a card: one error per stray run, then the next card")
    func outside() throws {
        let path = Self.fixture("bad-outside.vcf")
        let outcomes = try Self.readAll(file: "bad-outside.vcf")
        try #require(outcomes.count == 4)
        #expect(outcomes[0] == .error("\(path):1: content outside a card (expected BEGIN:VCARD)"))
        #expect(outcomes[1].record?.line == 3)
        #expect(outcomes[2] == .error("\(path):7: content outside a card (expected BEGIN:VCARD)"))
        #expect(outcomes[3].record?.line == 9)
        #expect(outcomes[3].record?.name.display == "Bo Ek")
    }

    @Test("a property line without ':'")
    func noColon() throws {
        let path = Self.fixture("bad-no-colon.vcf")
        let outcomes = try Self.readAll(file: "bad-no-colon.vcf")
        try #require(outcomes.count == 2)
        #expect(outcomes[0] == .error("\(path):4: malformed property line (no ':'): FN Anna Berg"))
        #expect(outcomes[1].record?.line == 6)
    }

    @Test("invalid quoted-printable is reported on the line it is on; outside the name the card is kept with it as written")
    func badQuotedPrintable() throws {
        let path = Self.fixture("bad-quoted-printable.vcf")
        let outcomes = try Self.readAll(file: "bad-quoted-printable.vcf")
        try #require(outcomes.count == 3)
        #expect(outcomes[0] == .warning(
            "\(path):5: field 'NOTE': invalid quoted-printable '=G1': '=' must be followed by two hexadecimal digits, kept as written"))
        #expect(outcomes[1].record?.line == 1)
        #expect(outcomes[2].record?.line == 7)
        #expect(outcomes[2].record?.name.display == "Bo Ek")
    }

    @Test("quoted-printable: a last '=' with nothing after it, and bytes that are not UTF-8")
    func quotedPrintableEdges() {
        #expect(Self.readAll("BEGIN:VCARD\nVERSION:2.1\nNOTE;ENCODING=QUOTED-PRINTABLE:abc=\nEND:VCARD\n") == [
            .warning("x.vcf:3: field 'NOTE': invalid quoted-printable '=': '=' must be followed by two hexadecimal digits, kept as written"),
            .record(ContactRecord(fields: [Field("NOTE", "abc=")], name: PersonName(), line: 1)),
        ])
        #expect(Self.readAll("BEGIN:VCARD\nVERSION:2.1\nFN;ENCODING=QUOTED-PRINTABLE:abc=\nEND:VCARD\n") == [
            .error("x.vcf:3: field 'FN': invalid quoted-printable '=': '=' must be followed by two hexadecimal digits"),
        ])
        #expect(Self.readAll("BEGIN:VCARD\nVERSION:2.1\nFN;ENCODING=QUOTED-PRINTABLE:Bj=F6rk\nEND:VCARD\n") == [
            .error("x.vcf:3: field 'FN': invalid UTF-8 at byte 3 of the decoded quoted-printable value; give its CHARSET or convert the file to UTF-8"),
        ])
    }

    @Test("a CHARSET ICU does not know fails a name's card (the following card is read) and is a warning elsewhere")
    func unsupportedCharset() {
        let outcomes = Self.readAll("BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=X-NO-SUCH:x\nTEL:1\nEND:VCARD\nBEGIN:VCARD\nFN:B\nNOTE;CHARSET=X-NO-SUCH:n\nEND:VCARD\n")
        #expect(outcomes == [
            .error("x.vcf:3: field 'FN': unsupported CHARSET=X-NO-SUCH (ICU knows no such charset)"),
            .warning("x.vcf:8: field 'NOTE': unsupported CHARSET=X-NO-SUCH (ICU knows no such charset), read as UTF-8"),
            .record(ContactRecord(fields: [Field("FN", "B"), Field("NOTE", "n")], name: PersonName(display: "B"), line: 6)),
        ])
    }

    @Test("--name-field does not apply to vCard")
    func nameField() {
        #expect {
            _ = try InputFormat.vcard.reader(for: InputFile(name: "x.vcf", bytes: []), options: .init(nameField: "FN"))
        } throws: { error in
            "\(error)" == "--name-field and --reading-field apply to CSV and JSON Lines only; vCard names come from N, FN and ORG, readings from X-PHONETIC-* and SORT-AS"
        }
    }

    // MARK: - End to end

    /// Needs the rest of `sort-contacts` (name resolution, JSON output) to be in place.
    @Test("sort-contacts over the Apple export, sv, by family name: sections checked by hand")
    func endToEnd() throws {
        let text = try CLI.run([
            "sort-contacts", "--input", Self.fixture("apple-contacts.vcf"), "--locale", "sv", "--sort-by", "family",
            "--format", "json",
        ])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["recordCount"] as? Int == 12)
        let sections = try #require(object["sections"] as? [[String: Any]])
        func names(_ title: String) -> [String]? {
            let section = sections.first { $0["title"] as? String == title }
            return (section?["records"] as? [[String: Any]])?.map { $0["FN"] as? String ?? "?" }
        }
        // Family first: Åkesson → Å, Östlund → Ö, Müller → M; the two companies by their names under E.
        #expect(names("Å") == ["Björn Åkesson"])
        #expect(names("Ö") == ["Örjan Östlund"])
        #expect(names("M") == ["Dr. Jürgen Müller"])
        #expect(names("E") == ["Ek, Lund & Co", "Ericsson AB"])
    }
}
