import LocalizedIndexCollation

/// vCard 2.1, 3.0 and 4.0, as phones and address-book apps export them: one record per
/// `BEGIN:VCARD`…`END:VCARD`, read one card at a time.
///
/// - Lines, folding and continuations: see ``VCardLines``.
/// - `[group.]NAME[;PARAM=VALUE…]:value`: names and parameter names are case-insensitive; 2.1 bare
///   parameters (`TEL;CELL:`) count as `TYPE`, bare `QUOTED-PRINTABLE`/`BASE64` as `ENCODING`.
///   `CHARSET=` may name any charset ICU converts (Japanese phones write `SHIFT_JIS`, also under
///   quoted-printable); UTF-8 is the default, ISO-8859-1 and Windows-1252 are both read as Windows-1252.
/// - Fields: every property in card order, named by its uppercased name without group (`item1.EMAIL` is
///   `EMAIL`); a repeated name is numbered: `TEL`, `TEL 2`, `TEL 3`. Values are unescaped (`\,` `\;` `\n`
///   `\\`). `N` keeps its five components joined by `;` as in the card (`Berg;Anna;;;`), so the parts stay
///   recoverable; `ORG` and `ADR` join their non-empty components with `, ` (`Storgatan 1, Stockholm`).
///   `BEGIN`, `END`, `VERSION`, `PHOTO`, `LOGO`, `SOUND` and binary values (`ENCODING=b`/`BASE64`,
///   `VALUE=BINARY`) are left out: they are large and say nothing about the name.
/// - Name parts: see ``VCardCard``.
/// - A `BEGIN:VCARD` right after a property with an empty value (2.1's `AGENT:`), or anywhere in a 2.1
///   card, starts a card nested in the one being read, as Android reads it: the nested card is a record of
///   its own, given after the card it is in, which keeps its properties before and after the nested card.
///   In a 3.0 or 4.0 card it means the card was not ended (an error naming the card's first line).
/// - Strict only where the name would be wrong: a value of `N`, `FN` or `X-PHONETIC-*` that cannot be
///   decoded (invalid UTF-8, invalid quoted-printable, bytes its charset does not map, a charset ICU does not
///   know) fails the card. In any other property the readable part is kept, with U+FFFD for what is not,
///   and a warning names the file, line and property (an Android export's `ORG` ending in a stray `=80`
///   keeps its card).
/// - Errors name the line and, where there is one, the property: a card without `END:VCARD`, content
///   outside a card, a line without `:`, a property longer than ``InputFile/maximumLineLength`` unfolded.
///   After an error the reader has skipped to the end of the bad card, so `next()` goes on with the
///   following card.
package struct VCardReader: RecordReader {
    package var input: InputFile { lines.input }
    private var lines: VCardLines
    /// Cards read but not yet given (nested cards, and errors met in them), in order.
    private var pending: [Result<ContactRecord, any Error>] = []
    private var pendingStart = 0
    /// ICU converters for the charsets the input has named, opened once each.
    private var decoders: [String: CharsetDecoder] = [:]

    /// The properties whose values make the name: a value of these that cannot be read fails the card.
    private static let nameProperties: Set<String> = ["N", "FN", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-LAST-NAME"]

    package init(input: InputFile) {
        lines = VCardLines(input: input)
    }

    package mutating func next() throws -> ContactRecord? {
        if pendingStart < pending.count {
            defer {
                pendingStart += 1
                if pendingStart == pending.count { pending = []; pendingStart = 0 }
            }
            return try pending[pendingStart].get()
        }
        while let line = try lines.next() {
            if line.isBlank { continue }
            if line.isBegin { return try readCard(beginningAt: line.number) }
            // Content outside a card: one error for the whole run of it, then on with the next card.
            while let following = try lines.next() {
                if following.isBegin {
                    lines.putBack(following)
                    break
                }
            }
            throw InputError(file: input.name, line: line.number,
                             problem: "content outside a card (expected BEGIN:VCARD)")
        }
        return nil
    }

    // MARK: - Cards

    /// Reads the card that begins at line `begin`, and the cards nested in it into `pending`.
    private mutating func readCard(beginningAt begin: Int) throws -> ContactRecord {
        // The card, then the cards nested in it, innermost last.
        var open = [VCardCard(line: begin)]
        var afterBinary = false
        var afterEmptyValue = false
        while let line = try lines.next() {
            if line.isBlank { continue }
            if line.isBegin {
                // Nested after 2.1's AGENT: (an empty value), or directly in a 2.1 card, as Android's vCard
                // parser reads both; in 3.0 and 4.0 a BEGIN:VCARD inside a card means it was not ended.
                guard afterEmptyValue || open[open.count - 1].version == .v21 else {
                    lines.putBack(line)
                    throw unterminated(open[open.count - 1].line)
                }
                open.append(VCardCard(line: line.number))
                afterEmptyValue = false
                afterBinary = false
                continue
            }
            if line.isEnd {
                let card = open.removeLast()
                if open.isEmpty { return card.record() }
                pending.append(.success(card.record()))
                afterEmptyValue = false
                continue
            }
            // 2.1 writers may put a binary value's base64 lines unindented after the property.
            if afterBinary, line.looksLikeBase64 { continue }
            do {
                let logical = try lines.logicalLine(startingWith: line, version: open[open.count - 1].version)
                afterEmptyValue = logical.value?.allSatisfy { $0 == 0x20 || $0 == 0x09 } ?? false
                afterBinary = try add(logical, to: &open[open.count - 1])
            } catch {
                try skipRestOfCard()
                guard open.count > 1 else { throw error }
                // A nested card failed: the card it is in goes on.
                open.removeLast()
                pending.append(.failure(error))
                afterEmptyValue = false
                afterBinary = false
            }
        }
        throw unterminated(open[open.count - 1].line)
    }

    private func unterminated(_ begin: Int) -> InputError {
        InputError(file: input.name, line: begin, problem: "no END:VCARD for the card that begins here")
    }

    /// Skips to just after this card's `END:VCARD`, or to just before the next `BEGIN:VCARD`.
    private mutating func skipRestOfCard() throws {
        while let line = try lines.next() {
            if line.isEnd { return }
            if line.isBegin {
                lines.putBack(line)
                return
            }
        }
    }

    /// Adds one property to the card; true when it was a binary value (whose base64 may go on unindented).
    private mutating func add(_ line: VCardLines.LogicalLine, to card: inout VCardCard) throws -> Bool {
        guard let colon = line.headEnd else {
            let text = String(decoding: line.bytes.prefix(160), as: UTF8.self)
            throw InputError(file: input.name, line: line.firstLine,
                             problem: "malformed property line (no ':'): \(text.prefix(40))\(text.count > 40 ? "…" : "")")
        }
        let label = Self.propertyLabel(line.bytes[..<colon])
        if line.isTooLong {
            throw InputError(file: input.name, line: line.firstLine, field: label,
                             problem: "the property is longer than \(InputFile.maximumLineLength >> 20) MiB unfolded, the limit for one record")
        }
        let headText = try utf8(line, 0..<colon, field: label, strict: true)
        guard let head = VCardValue.parseHead(headText) else {
            throw InputError(file: input.name, line: line.firstLine,
                             problem: "malformed property line (no property name before ':')")
        }
        let name = head.name
        switch name {
        case "BEGIN", "END":
            return false
        case "VERSION":
            card.version = VCardValue.Version(try utf8(line, (colon + 1)..<line.bytes.count, field: name, strict: true))
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
        return String(decoding: name.prefix(80), as: UTF8.self).vCardTrimmed().uppercased()
    }

    // MARK: - Values

    /// A property's value as text: quoted-printable decoded, then its charset; escapes are still in. A
    /// problem fails a name property and is a warning (the readable part kept) in any other.
    private mutating func decodeValue(_ line: VCardLines.LogicalLine, from start: Int, head: VCardValue.Head) throws -> String {
        let strict = Self.nameProperties.contains(head.name)
        let range = start..<line.bytes.count
        var charset = VCardValue.Charset(label: head.parameter("CHARSET"))
        var decoder: CharsetDecoder?
        if case .other(let label) = charset {
            decoder = self.decoder(for: label)
            if decoder == nil {
                let problem = InputError(file: input.name, line: line.firstLine, field: head.name,
                                         problem: "unsupported CHARSET=\(label) (ICU knows no such charset)")
                try report(problem, strict: strict, kept: "read as UTF-8")
                charset = .utf8
            }
        }
        guard head.isQuotedPrintable else {
            switch charset {
            case .utf8: return try utf8(line, range, field: head.name, strict: strict)
            case .windows1252: return VCardValue.decodeWindows1252(line.bytes[range])
            case .other: return try decode(line.bytes[range], decoder, line: line.firstLine, head: head, strict: strict)
            }
        }
        let (bytes, error) = VCardValue.decodeQuotedPrintable(line.bytes[range])
        if let error {
            let problem = InputError(file: input.name, line: line.lineNumber(at: start + error.offset), field: head.name,
                                     problem: "invalid quoted-printable '\(error.found)': '=' must be followed by two hexadecimal digits")
            try report(problem, strict: strict, kept: "kept as written")
        }
        switch charset {
        case .windows1252:
            return VCardValue.decodeWindows1252(bytes)
        case .other:
            return try decode(bytes[...], decoder, line: line.firstLine, head: head, strict: strict)
        case .utf8:
            let text = String(decoding: bytes, as: UTF8.self)
            if !text.utf8.elementsEqual(bytes) {
                let byte = InputFile.validPrefixLength(of: bytes[...]) + 1
                let problem = InputError(file: input.name, line: line.firstLine, field: head.name,
                                         problem: "invalid UTF-8 at byte \(byte) of the decoded quoted-printable value")
                try report(problem, strict: strict, kept: "replaced by U+FFFD", advice: "give its CHARSET or convert the file to UTF-8")
            }
            return text
        }
    }

    /// Bytes in a charset ICU converts.
    private func decode(_ bytes: ArraySlice<UInt8>, _ decoder: CharsetDecoder?, line: Int, head: VCardValue.Head,
                        strict: Bool) throws -> String {
        guard let decoder else { return String(decoding: bytes, as: UTF8.self) }
        let before = decoder.replacementCount
        let text: String
        do {
            text = try decoder.decodeAll(bytes)
        } catch {
            throw InputError(file: input.name, line: line, field: head.name, problem: "\(error)")
        }
        let replaced = decoder.replacementCount - before
        if replaced > 0 {
            let problem = InputError(file: input.name, line: line, field: head.name,
                                     problem: "\(replaced) byte sequence\(replaced == 1 ? "" : "s") not in \(decoder.charset)")
            try report(problem, strict: strict, kept: "replaced by U+FFFD", advice: "check the CHARSET parameter")
        }
        return text
    }

    /// The converter for a charset label, opened once; nil when ICU knows no such charset.
    private mutating func decoder(for label: String) -> CharsetDecoder? {
        let key = label.uppercased()
        if let decoder = decoders[key] { return decoder }
        guard let decoder = try? CharsetDecoder(charset: label) else { return nil }
        decoders[key] = decoder
        return decoder
    }

    /// Throws `problem` in a strict context; otherwise warns that the value was `kept` in some way.
    private func report(_ problem: InputError, strict: Bool, kept: String, advice: String? = nil) throws {
        guard strict else {
            var warning = problem
            warning.problem += ", \(kept)" + (advice.map { "; \($0)" } ?? "")
            input.warn(warning)
            return
        }
        var error = problem
        if let advice { error.problem += "; \(advice)" }
        throw error
    }

    /// `line.bytes[range]` as UTF-8. Invalid UTF-8 is reported at the physical line and byte it is on, as
    /// an error when `strict`, else as a warning with the bytes replaced by U+FFFD.
    private func utf8(_ line: VCardLines.LogicalLine, _ range: Range<Int>, field: String, strict: Bool) throws -> String {
        let bytes = line.bytes[range]
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return text }
        let bad = range.lowerBound + InputFile.validPrefixLength(of: bytes)
        let physical = line.physicalLine(containing: bad)
        do {
            // The physical line alone fails at the same byte, and InputFile words the message; only a
            // character split by folding could decode alone: the property's line is named then.
            _ = try input.decode(physical.bytes[...], line: physical.number, field: field)
            _ = try input.decode(bytes, line: line.firstLine, field: field)
        } catch var error as InputError {
            if strict { throw error }
            error.problem = error.problem.replacing("; convert", with: ", replaced by U+FFFD; convert")
            input.warn(error)
        }
        return text
    }
}
