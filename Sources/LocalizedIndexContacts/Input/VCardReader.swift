/// vCard 2.1, 3.0 and 4.0, as Apple Contacts and Google Contacts export them: one record per
/// `BEGIN:VCARD`…`END:VCARD`, read one card at a time.
///
/// - Lines end at LF or CRLF. A line starting with a space or tab continues the one before (3.0/4.0 drop
///   that one character; 2.1, which folds RFC 822-style at white space, keeps it). In a quoted-printable
///   value a line ending in `=` continues with the next line as it is (a soft line break).
/// - `[group.]NAME[;PARAM=VALUE…]:value`: names and parameter names are case-insensitive; 2.1 bare
///   parameters (`TEL;CELL:`) count as `TYPE`, bare `QUOTED-PRINTABLE`/`BASE64` as `ENCODING`.
///   `CHARSET=` may be UTF-8 (the default), ISO-8859-1 or Windows-1252 (both decoded as Windows-1252).
/// - Fields: every property in card order, named by its uppercased name without group (`item1.EMAIL` is
///   `EMAIL`); a repeated name is numbered: `TEL`, `TEL 2`, `TEL 3`. Values are unescaped (`\,` `\;` `\n`
///   `\\`). `N` keeps its five components joined by `;` as in the card (`Berg;Anna;;;`), so the parts stay
///   recoverable; `ORG` and `ADR` join their non-empty components with `, ` (`Storgatan 1, Stockholm`).
///   `BEGIN`, `END`, `VERSION`, `PHOTO`, `LOGO`, `SOUND` and binary values (`ENCODING=b`/`BASE64`,
///   `VALUE=BINARY`) are left out: they are large and say nothing about the name.
/// - Name parts: `N` (family;given;additional;prefix;suffix), `FN` (display), the first component of `ORG`
///   (organization), `X-PHONETIC-LAST-NAME`/`X-PHONETIC-FIRST-NAME` (Apple, Google, Android; kana for
///   Japanese) as the phonetic parts, and the first `EMAIL`, else the first `TEL`, as the contact.
///   - `SORT-AS` on `N` (vCard 4: `N;SORT-AS="やまだ,たろう":山田;太郎;;;`) lists sort strings for the
///     family and given names, so it fills `phoneticFamily`/`phoneticGiven` (where `X-PHONETIC-*` do not):
///     the name order chosen with `--sort-by` then still applies to it. Android's 2.1
///     `SOUND;X-IRMC-N:やまだ;たろう;;;` is read the same way.
///   - A company card — `X-ABShowAs:COMPANY` (Apple) or `KIND:org` (vCard 4), or an `ORG` with no
///     given or family name — is named by its company: `SORT-AS` on `ORG`, else `X-PHONETIC-ORG`, becomes
///     `sortAs`; with `X-ABShowAs:COMPANY`/`KIND:org` the person's name parts are left out of the name
///     (they stay in the fields), as Contacts lists such a card under its company.
/// - Errors name the line and, where there is one, the property: invalid UTF-8, a card without
///   `END:VCARD`, content outside a card, a line without `:`, invalid quoted-printable, an unsupported
///   `CHARSET`. After an error the reader has skipped to the end of the bad card, so `next()` goes on with
///   the following card.
package struct VCardReader: RecordReader {
    package let input: InputFile
    /// A line read ahead (to see whether it continues the one before) and not yet used.
    private var lookahead: PhysicalLine?

    package init(input: InputFile) {
        self.input = input
    }

    package mutating func next() throws -> ContactRecord? {
        while let line = try nextPhysicalLine() {
            if line.isBlank { continue }
            if line.isBegin { return try readCard(beginningAt: line.number) }
            // Content outside a card: one error for the whole run of it, then on with the next card.
            while let following = try nextPhysicalLine() {
                if following.isBegin {
                    lookahead = following
                    break
                }
            }
            throw InputError(file: input.name, line: line.number,
                             problem: "content outside a card (expected BEGIN:VCARD)")
        }
        return nil
    }

    // MARK: - Cards

    private mutating func readCard(beginningAt begin: Int) throws -> ContactRecord {
        var card = CardBuilder(line: begin)
        var afterBinary = false
        while let line = try nextPhysicalLine() {
            if line.isBlank { continue }
            if line.isBegin {
                lookahead = line
                throw unterminated(begin)
            }
            if line.isEnd { return card.record() }
            // 2.1 writers may put a binary value's base64 lines unindented after the property.
            if afterBinary, line.looksLikeBase64 { continue }
            let logical = try readLogicalLine(startingWith: line, version: card.version)
            do {
                afterBinary = try add(logical, to: &card)
            } catch {
                try skipRestOfCard()
                throw error
            }
        }
        throw unterminated(begin)
    }

    private func unterminated(_ begin: Int) -> InputError {
        InputError(file: input.name, line: begin, problem: "no END:VCARD for the card that begins here")
    }

    /// Skips to just after this card's `END:VCARD`, or to just before the next `BEGIN:VCARD`.
    private mutating func skipRestOfCard() throws {
        while let line = try nextPhysicalLine() {
            if line.isEnd { return }
            if line.isBegin {
                lookahead = line
                return
            }
        }
    }

    /// Adds one property to the card; true when it was a binary value (whose base64 may go on unindented).
    private func add(_ line: LogicalLine, to card: inout CardBuilder) throws -> Bool {
        guard let colon = VCardValue.headEnd(in: line.bytes) else {
            let text = String(decoding: line.bytes, as: UTF8.self)
            throw InputError(file: input.name, line: line.firstLine,
                             problem: "malformed property line (no ':'): \(text.prefix(40))\(text.count > 40 ? "…" : "")")
        }
        let headText = try decodeUTF8(line, 0..<colon, field: Self.propertyLabel(line.bytes[..<colon]))
        guard let head = VCardValue.parseHead(headText) else {
            throw InputError(file: input.name, line: line.firstLine,
                             problem: "malformed property line (no property name before ':')")
        }
        let name = head.name
        switch name {
        case "BEGIN", "END":
            return false
        case "VERSION":
            card.version = VCardValue.Version(try decodeUTF8(line, (colon + 1)..<line.bytes.count, field: name))
            return false
        case "PHOTO", "LOGO":
            return head.isBinary
        case "SOUND" where !head.parameter("TYPE", contains: "X-IRMC-N") && head.parameter("X-IRMC-N") == nil:
            return head.isBinary
        default:
            if head.isBinary { return true }
        }

        var text = try decodeValue(line, from: colon + 1, head: head)
        if head.isQuotedPrintable { text = text.replacing("\r\n", with: "\n") }
        card.add(head, text)
        return false
    }

    /// The property name of a head for messages: uppercased, without group and parameters.
    private static func propertyLabel(_ head: ArraySlice<UInt8>) -> String {
        let qualified = head.prefix { $0 != UInt8(ascii: ";") }
        let name = qualified.lastIndex(of: UInt8(ascii: ".")).map { qualified[($0 + 1)...] } ?? qualified
        return String(decoding: name, as: UTF8.self).vCardTrimmed().uppercased()
    }

    /// A property's value as text: quoted-printable decoded, then its charset; escapes are still in.
    private func decodeValue(_ line: LogicalLine, from start: Int, head: VCardValue.Head) throws -> String {
        let charsetLabel = head.parameter("CHARSET")
        guard let charset = VCardValue.Charset(label: charsetLabel) else {
            throw InputError(file: input.name, line: line.firstLine, field: head.name,
                             problem: "unsupported CHARSET=\(charsetLabel ?? ""); convert the file to UTF-8")
        }
        let range = start..<line.bytes.count
        guard head.isQuotedPrintable else {
            switch charset {
            case .utf8: return try decodeUTF8(line, range, field: head.name)
            case .windows1252: return VCardValue.decodeWindows1252(line.bytes[range])
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try VCardValue.decodeQuotedPrintable(line.bytes[range])
        } catch {
            throw InputError(file: input.name, line: line.lineNumber(at: start + error.offset), field: head.name,
                             problem: "invalid quoted-printable '\(error.found)': '=' must be followed by two hexadecimal digits")
        }
        switch charset {
        case .windows1252:
            return VCardValue.decodeWindows1252(bytes)
        case .utf8:
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else {
                let byte = InputFile.validPrefixLength(of: bytes[...]) + 1
                throw InputError(file: input.name, line: line.firstLine, field: head.name,
                                 problem: "invalid UTF-8 at byte \(byte) of the decoded quoted-printable value; give its CHARSET or convert the file to UTF-8")
            }
            return text
        }
    }

    /// `line.bytes[range]` as UTF-8; invalid UTF-8 is reported at the physical line and byte it is on.
    private func decodeUTF8(_ line: LogicalLine, _ range: Range<Int>, field: @autoclosure () -> String?) throws -> String {
        let bytes = line.bytes[range]
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return text }
        let bad = range.lowerBound + InputFile.validPrefixLength(of: bytes)
        let segment = line.segment(containing: bad)
        let field = field()
        // The physical line alone fails at the same byte, and InputFile words the message.
        _ = try input.decode(segment.physical[...], line: segment.line, field: field)
        // Only a character split by folding could decode alone; report the property's line then.
        return try input.decode(bytes, line: line.firstLine, field: field)
    }

    // MARK: - Lines

    /// One line of the file, without its LF or CR.
    private struct PhysicalLine {
        var bytes: [UInt8]
        var number: Int

        var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        var isBegin: Bool { matches("BEGIN:VCARD") }
        var isEnd: Bool { matches("END:VCARD") }
        /// Starts with a space or tab: continues the line before.
        var isContinuation: Bool { bytes.first == 0x20 || bytes.first == 0x09 }
        /// Only base64 characters and white space.
        var looksLikeBase64: Bool {
            bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="),
                     0x20, 0x09:
                    true
                default: false
                }
            }
        }

        /// Whether the line is `keyword` (ASCII, uppercase), ignoring case and surrounding spaces and tabs.
        private func matches(_ keyword: String) -> Bool {
            let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
            let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
            let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
            let trimmed = bytes[start..<end]
            return trimmed.count == keyword.utf8.count
                && zip(trimmed, keyword.utf8).allSatisfy { byte, expected in
                    (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) == expected
                }
        }
    }

    /// One content line after unfolding, with where each of its pieces came from.
    private struct LogicalLine {
        struct Segment {
            /// Where the piece starts in `bytes`.
            var start: Int
            var line: Int
            /// The physical line as read.
            var physical: [UInt8]
        }

        var bytes: [UInt8]
        var segments: [Segment]

        init(_ first: PhysicalLine) {
            bytes = first.bytes
            segments = [Segment(start: 0, line: first.number, physical: first.bytes)]
        }

        var firstLine: Int { segments[0].line }

        mutating func append(_ line: PhysicalLine, dropping count: Int) {
            segments.append(Segment(start: bytes.count, line: line.number, physical: line.bytes))
            bytes.append(contentsOf: line.bytes.dropFirst(count))
        }

        func segment(containing offset: Int) -> Segment {
            segments.last { $0.start <= offset } ?? segments[0]
        }

        /// The line number of the byte at `offset`.
        func lineNumber(at offset: Int) -> Int {
            segment(containing: offset).line
        }

        /// A quoted-printable value whose last physical line ends in a soft line break.
        var endsInSoftLineBreak: Bool {
            guard bytes.last == UInt8(ascii: "="), let colon = VCardValue.headEnd(in: bytes), colon < bytes.count - 1 else {
                return false
            }
            let head = String(decoding: bytes[..<colon], as: UTF8.self).uppercased()
            return head.contains("QUOTED-PRINTABLE")
        }
    }

    /// The next line, with its CR dropped.
    private mutating func nextPhysicalLine() throws -> PhysicalLine? {
        if let line = lookahead {
            lookahead = nil
            return line
        }
        let number = input.nextLineNumber
        guard var bytes = try input.nextLine() else { return nil }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return PhysicalLine(bytes: Array(bytes), number: number)
    }

    /// `first` with the lines that continue it: folded lines, and quoted-printable soft line breaks.
    private mutating func readLogicalLine(startingWith first: PhysicalLine, version: VCardValue.Version) throws -> LogicalLine {
        var logical = LogicalLine(first)
        while let next = try nextPhysicalLine() {
            if logical.endsInSoftLineBreak, !next.isBegin, !next.isEnd {
                logical.bytes.removeLast()
                logical.append(next, dropping: 0)
            } else if next.isContinuation {
                logical.append(next, dropping: version == .v21 ? 0 : 1)
            } else {
                lookahead = next
                break
            }
        }
        return logical
    }
}

/// What one card has given so far.
private struct CardBuilder {
    let line: Int
    var version = VCardValue.Version.v30
    private var fields: [Field] = []
    private var counts: [String: Int] = [:]
    private var name = PersonName()
    private var sortStrings: [String]?
    private var irmcReading: [String]?
    private var organizationSortAs: String?
    private var phoneticOrganization: String?
    private var showsAsCompany = false
    private var sawName = false
    private var sawOrganization = false
    private var email: String?
    private var telephone: String?

    init(line: Int) {
        self.line = line
    }

    /// Adds a property whose value has been decoded (escapes still in).
    mutating func add(_ head: VCardValue.Head, _ text: String) {
        let value: String
        switch head.name {
        case "N":
            value = VCardValue.unescape(text[...], version: version)
            if !sawName {
                sawName = true
                let parts = VCardValue.components(text, version: version).map { $0.joined(separator: " ") }
                func part(_ index: Int) -> String? { index < parts.count ? Self.present(parts[index]) : nil }
                name.family = part(0)
                name.given = part(1)
                name.additional = part(2)
                name.prefix = part(3)
                name.suffix = part(4)
                if let sortAs = head.parameter("SORT-AS") {
                    sortStrings = sortAs.split(separator: ",", omittingEmptySubsequences: false).map { String($0.vCardTrimmed()) }
                }
            }
        case "ORG", "ADR":
            let components = VCardValue.split(text[...], on: ";").map { VCardValue.unescape($0, version: version) }
            value = components.compactMap(Self.present).joined(separator: ", ")
            if head.name == "ORG", !sawOrganization {
                sawOrganization = true
                name.organization = components.first.flatMap(Self.present)
                organizationSortAs = head.parameter("SORT-AS")
                    .flatMap { $0.split(separator: ",").first.map { String($0.vCardTrimmed()) } }
                    .flatMap(Self.present)
            }
        default:
            value = VCardValue.unescape(text[...], version: version)
            switch head.name {
            case "FN": name.display = name.display ?? Self.present(value)
            case "X-PHONETIC-FIRST-NAME": name.phoneticGiven = name.phoneticGiven ?? Self.present(value)
            case "X-PHONETIC-LAST-NAME": name.phoneticFamily = name.phoneticFamily ?? Self.present(value)
            case "X-PHONETIC-ORG": phoneticOrganization = phoneticOrganization ?? Self.present(value)
            case "X-ABSHOWAS": showsAsCompany = showsAsCompany || value.vCardTrimmed().uppercased() == "COMPANY"
            case "KIND": showsAsCompany = showsAsCompany || value.vCardTrimmed().lowercased() == "org"
            case "EMAIL": email = email ?? Self.present(value)
            case "TEL": telephone = telephone ?? Self.present(value)
            case "SOUND":  // only the 2.1 X-IRMC-N reading gets here
                irmcReading = irmcReading ?? VCardValue.components(text, version: version).map { $0.joined(separator: " ") }
            default: break
            }
        }
        let count = counts[head.name, default: 0] + 1
        counts[head.name] = count
        fields.append(Field(count == 1 ? head.name : "\(head.name) \(count)", value))
    }

    /// The finished record.
    func record() -> ContactRecord {
        var name = name
        for reading in [sortStrings, irmcReading] {
            guard let reading else { continue }
            name.phoneticFamily = name.phoneticFamily ?? reading.first.flatMap(Self.present)
            name.phoneticGiven = name.phoneticGiven ?? (reading.count > 1 ? Self.present(reading[1]) : nil)
        }
        name.contact = email ?? telephone
        if name.organization != nil {
            if showsAsCompany {
                name.given = nil
                name.family = nil
                name.additional = nil
                name.prefix = nil
                name.suffix = nil
                name.phoneticGiven = nil
                name.phoneticFamily = nil
            }
            if name.given == nil, name.family == nil {
                name.sortAs = organizationSortAs ?? phoneticOrganization
            }
        }
        return ContactRecord(fields: fields, name: name, line: line)
    }

    /// nil for a string with nothing but white space.
    private static func present(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
