/// The pieces of vCard syntax below the line level: a property's name and parameters, quoted-printable,
/// character sets, backslash escapes and structured (`;`/`,`-separated) values. ``VCardReader`` puts them
/// together and turns their failures into ``InputError``s.
package enum VCardValue {
    /// The vCard version of a card: 2.1 differs from 3.0 and 4.0 in unfolding and escaping.
    package enum Version: Sendable, Equatable {
        case v21, v30, v40

        /// The version a `VERSION` value names; 3.0 rules for anything unknown.
        package init(_ text: String) {
            switch text.vCardTrimmed() {
            case "2.1", "2.0", "1.0": self = .v21
            case "4.0": self = .v40
            default: self = .v30
            }
        }
    }

    // MARK: - Property name and parameters

    /// One parameter: `TYPE=CELL`, a 2.1 bare `CELL` (as `TYPE`) or `QUOTED-PRINTABLE` (as `ENCODING`).
    package struct Parameter: Sendable, Equatable {
        /// Uppercased.
        package var name: String
        /// With double quotes removed and RFC 6868 `^` escapes decoded; a list stays comma-separated.
        package var value: String
    }

    /// The part of a content line before its `:`.
    package struct Head: Sendable, Equatable {
        package var group: String?
        /// Uppercased, without the group.
        package var name: String
        package var parameters: [Parameter]
        /// `ENCODING=QUOTED-PRINTABLE` (or the 2.1 bare form).
        package let isQuotedPrintable: Bool
        /// `ENCODING=b`, `ENCODING=BASE64` or `VALUE=BINARY`: a binary value (a photo, a key, a sound).
        package let isBinary: Bool

        package init(group: String?, name: String, parameters: [Parameter]) {
            self.group = group
            self.name = name
            self.parameters = parameters
            let encoding = parameters.first { $0.name == "ENCODING" }?.value.uppercased()
            isQuotedPrintable = encoding == "QUOTED-PRINTABLE"
            isBinary = encoding == "B" || encoding == "BASE64"
                || parameters.contains { $0.name == "VALUE" && $0.value.uppercased() == "BINARY" }
        }

        /// The value of the first parameter called `name` (uppercase).
        package func parameter(_ name: String) -> String? {
            parameters.first { $0.name == name }?.value
        }

        /// Whether a parameter `name` (uppercase) lists `value`, case-insensitively.
        package func parameter(_ name: String, contains value: String) -> Bool {
            parameters.contains { parameter in
                parameter.name == name
                    && parameter.value.split(separator: ",").contains { $0.vCardTrimmed().uppercased() == value }
            }
        }
    }

    /// 2.1 bare parameters that name an encoding rather than a type.
    private static let bareEncodings: Set<String> = ["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"]

    /// Parses `[group.]NAME[;PARAM=VALUE…]`; nil when there is no name.
    package static func parseHead(_ head: String) -> Head? {
        let pieces = splitOutsideQuotes(head, on: ";")
        guard let first = pieces.first else { return nil }
        let qualified = first.vCardTrimmed()
        var group: String?
        var name = qualified
        if let dot = qualified.lastIndex(of: ".") {
            group = String(qualified[..<dot])
            name = qualified[qualified.index(after: dot)...]
        }
        guard !name.isEmpty else { return nil }
        var parameters: [Parameter] = []
        for piece in pieces.dropFirst() {
            if let equals = piece.firstIndex(of: "=") {
                parameters.append(Parameter(name: piece[..<equals].vCardTrimmed().uppercased(),
                                            value: parameterValue(piece[piece.index(after: equals)...])))
            } else {
                let bare = piece.vCardTrimmed()
                guard !bare.isEmpty else { continue }
                let isEncoding = bareEncodings.contains(bare.uppercased())
                parameters.append(Parameter(name: isEncoding ? "ENCODING" : "TYPE", value: String(bare)))
            }
        }
        return Head(group: group, name: name.uppercased(), parameters: parameters)
    }

    /// A parameter value without its double quotes, with RFC 6868 escapes (`^n`, `^^`, `^'`) decoded.
    private static func parameterValue(_ raw: Substring) -> String {
        let trimmed = raw.vCardTrimmed()
        guard trimmed.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "^") }) else {
            return String(trimmed)
        }
        var result = ""
        var characters = trimmed.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\"": continue
            case "^":
                switch characters.next() {
                case "n", "N": result.append("\n")
                case "^": result.append("^")
                case "'": result.append("\"")
                case let other?: result.append("^"); result.append(other)
                case nil: result.append("^")
                }
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` split on the ASCII `separator` where it is not inside double quotes.
    private static func splitOutsideQuotes(_ text: String, on separator: Unicode.Scalar) -> [Substring] {
        let target = UInt8(ascii: separator)
        let bytes = text.utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var quoted = false
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if bytes[index] == target, !quoted {
                pieces.append(text[start..<index])
                start = bytes.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Finds the `:` that ends a content line's name and parameters (the first one outside double quotes)
    /// in bytes that grow as folded lines are added, each byte looked at once.
    package struct HeadEndScanner {
        private var scanned = 0
        private var quoted = false
        private var inParameters = false  // quotes only group parameter values, after the first `;`

        package init() {}

        /// The offset of the `:` in `bytes`, looking only at the bytes added since the last call; nil while
        /// there is none.
        package mutating func scan(_ bytes: [UInt8]) -> Int? {
            while scanned < bytes.count {
                let byte = bytes[scanned]
                if byte == UInt8(ascii: ";") {
                    inParameters = true
                } else if byte == UInt8(ascii: "\""), inParameters {
                    quoted.toggle()
                } else if byte == UInt8(ascii: ":"), !quoted {
                    return scanned
                }
                scanned += 1
            }
            return nil
        }
    }

    /// Whether a content line's name and parameters ask for quoted-printable (`ENCODING=QUOTED-PRINTABLE`
    /// or 2.1's bare `QUOTED-PRINTABLE`), before they are parsed: soft line breaks depend on it.
    package static func namesQuotedPrintable(_ head: ArraySlice<UInt8>) -> Bool {
        mentions("QUOTED-PRINTABLE", in: head)
    }

    /// Whether `head` holds `keyword` (uppercase ASCII whose first letter occurs in it only there, so that
    /// a failed partial match never hides the start of another), ignoring case; one pass.
    package static func mentions(_ keyword: String, in head: ArraySlice<UInt8>) -> Bool {
        let keyword = Array(keyword.utf8)
        guard head.count >= keyword.count else { return false }
        var matched = 0
        for byte in head {
            let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            if upper == keyword[matched] {
                matched += 1
                if matched == keyword.count { return true }
            } else {
                matched = upper == keyword[0] ? 1 : 0
            }
        }
        return false
    }

    // MARK: - Quoted-printable

    /// A `=` not followed by two hexadecimal digits.
    package struct QuotedPrintableError: Sendable {
        /// The offset of the `=` in the bytes given.
        package var offset: Int
        /// The `=` and up to two bytes after it, for the message.
        package var found: String
    }

    /// Decodes quoted-printable (soft line breaks already joined): `=XX` is the byte XX, anything else stands
    /// for itself, and so does a `=` not followed by two hexadecimal digits (as mail readers keep it); the
    /// first such `=` is returned with the bytes, for the caller to report.
    package static func decodeQuotedPrintable(_ bytes: ArraySlice<UInt8>) -> (bytes: [UInt8], error: QuotedPrintableError?) {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var firstError: QuotedPrintableError?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "=") else {
                result.append(byte)
                index += 1
                continue
            }
            let digits = bytes[(index + 1)..<min(index + 3, bytes.endIndex)]
            guard digits.count == 2, let high = hexValue(digits.first), let low = hexValue(digits.last) else {
                firstError = firstError ?? QuotedPrintableError(offset: index - bytes.startIndex,
                                                                found: "=" + String(decoding: digits, as: UTF8.self))
                result.append(byte)
                index += 1
                continue
            }
            result.append(high << 4 | low)
            index += 3
        }
        return (result, firstError)
    }

    private static func hexValue(_ byte: UInt8?) -> UInt8? {
        switch byte {
        case let byte? where (0x30...0x39).contains(byte): return byte - 0x30
        case let byte? where (0x41...0x46).contains(byte): return byte - 0x41 + 10
        case let byte? where (0x61...0x66).contains(byte): return byte - 0x61 + 10
        default: return nil
        }
    }

    // MARK: - Character sets

    /// The character set a `CHARSET=` parameter names.
    package enum Charset: Sendable, Equatable {
        case utf8
        /// Windows-1252, also used for ISO-8859-1 labels (as browsers do: files labelled Latin-1 are
        /// usually Windows-1252, and the two agree outside 0x80–0x9F). Decoded here, byte by byte.
        case windows1252
        /// Any other charset (Shift_JIS, GB2312, Big5, EUC-KR, KOI8-R …), decoded by ICU's converters; the
        /// label as written.
        case other(String)

        /// The charset a label names: no label is UTF-8 (the vCard 3/4 default).
        package init(label: String?) {
            guard let label else { self = .utf8; return }
            let trimmed = String(label.vCardTrimmed())
            switch trimmed.uppercased() {
            case "UTF-8", "UTF8", "US-ASCII", "ASCII": self = .utf8
            case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "WINDOWS-1252", "CP1252",
                 "X-CP1252":
                self = .windows1252
            default: self = .other(trimmed)
            }
        }
    }

    /// Windows-1252's characters for 0x80–0x9F (its five unassigned bytes map to the C1 controls, as
    /// Windows does).
    private static let windows1252High: [Unicode.Scalar] = [
        "\u{20AC}", "\u{81}", "\u{201A}", "\u{192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{2C6}", "\u{2030}", "\u{160}", "\u{2039}", "\u{152}", "\u{8D}", "\u{17D}", "\u{8F}",
        "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{2DC}", "\u{2122}", "\u{161}", "\u{203A}", "\u{153}", "\u{9D}", "\u{17E}", "\u{178}",
    ]

    /// Decodes Windows-1252 (every byte is a character).
    package static func decodeWindows1252(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            scalars.append((0x80...0x9F).contains(byte) ? windows1252High[Int(byte - 0x80)] : Unicode.Scalar(byte))
        }
        return String(scalars)
    }

    // MARK: - Escapes and structured values

    /// A text value with its backslash escapes decoded. 3.0/4.0: `\n`/`\N` is a line break, `\,` `\;` `\:`
    /// `\\` the character (Apple writes `\:` in URLs); 2.1: only `\;`. Any other backslash stays.
    package static func unescape(_ text: Substring, version: Version) -> String {
        let backslash = UInt8(ascii: "\\")
        let bytes = text.utf8
        guard bytes.contains(backslash) else { return String(text) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            guard byte == backslash, next < bytes.endIndex else {
                result.append(byte)
                index = next
                continue
            }
            switch (bytes[next], version) {
            case (UInt8(ascii: ";"), _):
                result.append(UInt8(ascii: ";"))
            case (UInt8(ascii: "n"), .v30), (UInt8(ascii: "n"), .v40), (UInt8(ascii: "N"), .v30), (UInt8(ascii: "N"), .v40):
                result.append(0x0A)
            case (UInt8(ascii: ","), .v30), (UInt8(ascii: ","), .v40), (UInt8(ascii: ":"), .v30), (UInt8(ascii: ":"), .v40),
                 (backslash, .v30), (backslash, .v40):
                result.append(bytes[next])
            default:
                // Not an escape: the backslash stays, and what follows is read as usual.
                result.append(byte)
                index = next
                continue
            }
            index = bytes.index(after: next)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` split on the ASCII `separator` where it is not escaped by a backslash; the pieces keep their
    /// escapes.
    package static func split(_ text: Substring, on separator: Unicode.Scalar) -> [Substring] {
        let target = UInt8(ascii: separator)
        let bytes = text.utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index = bytes.index(after: index)
                if index < bytes.endIndex { index = bytes.index(after: index) }
                continue
            }
            if byte == target {
                pieces.append(text[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// A structured value (`N`, `ADR`): its `;`-separated components, each a list of unescaped values
    /// (split on `,` in 3.0/4.0; 2.1 has no lists).
    package static func components(_ text: String, version: Version) -> [[String]] {
        split(text[...], on: ";").map { component in
            let values = version == .v21 ? [component] : split(component, on: ",")
            return values.map { unescape($0, version: version) }
        }
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without leading and trailing spaces and tabs (vCard allows both around names and parameters).
    package func vCardTrimmed() -> SubSequence {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return self[...] }
        let start = utf8.firstIndex { !isSpace($0) } ?? endIndex
        let end = utf8.lastIndex { !isSpace($0) }.map(utf8.index(after:)) ?? start
        return self[start..<end]
    }
}
