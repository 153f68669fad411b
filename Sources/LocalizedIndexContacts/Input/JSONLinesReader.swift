/// JSON Lines: one JSON object per line; blank lines (spaces, tabs, a lone CR) are skipped.
///
/// - The fields are the object's members in the order of its keys (a small strict parser of its own:
///   Foundation's `JSONSerialization` gives a dictionary, which loses the order). A string value is
///   decoded (every escape, surrogate pairs included); a number, `true`, `false` or `null` is kept as its
///   JSON text; a nested array or object as its compact JSON text (whitespace between tokens dropped,
///   strings as written). A `null` member of a key that holds a part of the name is an absent value (an
///   empty field): a `null` name is no name (the record goes under `#`), never the word "null".
/// - Which keys hold which name parts is decided by ``ColumnMapping`` from the keys of the first record,
///   and `--name-field` must be one of them; a record without a mapped key simply lacks that part.
/// - Errors name the file, the line and, for a problem inside a member's value, its key: invalid JSON with
///   its column (counted in characters, from 1: `invalid JSON at column 17: expected ':'`), a line holding
///   something other than an object, a key given twice that holds a part of the name (which value is the
///   name cannot be told), invalid UTF-8 (with its byte, as for the other formats), a string longer than
///   ``InputFile/maximumFieldLength``. Each error is about one line, so the next call goes on with the next
///   line.
/// - Another key given twice keeps its last value (as JavaScript's `JSON.parse` and Python's `json` do) at
///   the place of its first, with a warning naming the file, line and key.
/// - Parsing is linear in the line: keys of a large object are checked for repeats in a hash table (a small
///   one's by scanning its few fields), escapes decoded into one buffer.
package struct JSONLinesReader: RecordReader {
    package let input: InputFile
    private var lines: LineQueue
    private let nameField: String?
    private let readingField: String?
    /// Made from the first record.
    private var mapping: ColumnMapping?

    package init(input: InputFile, nameField: String?, readingField: String? = nil) {
        self.input = input
        lines = LineQueue(input: input)
        self.nameField = nameField
        self.readingField = readingField
    }

    /// - Throws: ``InputError`` for a line that is not one valid JSON object; ``ContactFileError`` when
    ///   `--name-field` is not a key of the first record (a mistake in the command, not in one record, so
    ///   `--on-error skip` does not go on past it).
    package mutating func next() throws -> ContactRecord? {
        while true {
            guard let read = try lines.next() else { return nil }
            let line = read.droppingCarriageReturns, number = lines.number
            if line.allSatisfy(JSONObjectParser.isWhitespace) { continue }
            // The line is checked for UTF-8 once; only when that fails does the parser check each string,
            // to name the key at fault. Invalid UTF-8 is reported before any other problem of the line.
            let invalidByte = JSONObjectParser.invalidUTF8Offset(in: line)
            var parser = JSONObjectParser(line, checkingUTF8: invalidByte != nil)
            var fields: [Field]
            do {
                fields = try parser.parseObject()
            } catch {
                if let invalidByte, !error.isInvalidUTF8 {
                    throw JSONLineProblem.invalidUTF8(at: line.startIndex + invalidByte, key: nil)
                        .inputError(file: input.name, line: number, bytes: line)
                }
                throw error.inputError(file: input.name, line: number, bytes: line)
            }
            if let invalidByte {  // not reached: the parser checks every byte outside strings
                throw JSONLineProblem.invalidUTF8(at: line.startIndex + invalidByte, key: nil)
                    .inputError(file: input.name, line: number, bytes: line)
            }
            let mapping: ColumnMapping
            if let known = self.mapping {
                mapping = known
            } else {
                do {
                    mapping = try ColumnMapping(columns: fields.map(\.name), nameField: nameField, readingField: readingField)
                } catch {
                    throw ContactFileError(InputError(file: input.name, line: number, problem: error.description).description)
                }
                self.mapping = mapping
            }
            for index in parser.nullMembers where index < fields.count && mapping.readsName(from: fields[index].name) {
                fields[index].value = ""
            }
            for repeated in parser.repeatedKeys {
                if mapping.readsName(from: repeated.name) {
                    throw JSONLineProblem.duplicateKey(repeated.name).inputError(file: input.name, line: number, bytes: line)
                }
                fields[repeated.index].value = repeated.value
                input.warn(InputError(file: input.name, line: number, field: repeated.name,
                                      problem: "the key appears more than once in the object; its last value is kept"))
            }
            return ContactRecord(fields: fields, name: mapping.name(from: fields), line: number)
        }
    }
}

/// What is wrong with a line, found by ``JSONObjectParser``; positions are indices into the line.
package enum JSONLineProblem: Error, Equatable {
    case syntax(at: Int, key: String?, message: String)
    case invalidUTF8(at: Int, key: String?)
    case notAnObject(found: String)
    case duplicateKey(String)
    case tooLong(key: String?)

    package var isInvalidUTF8: Bool {
        if case .invalidUTF8 = self { return true }
        return false
    }

    /// The error to report, with the column counted in characters of `bytes` (the line).
    package func inputError(file: String, line: Int, bytes: ArraySlice<UInt8>) -> InputError {
        switch self {
        case let .syntax(position, key, message):
            // Everything before the position is valid UTF-8 (else that was the error): count its scalars.
            let column = bytes[..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            return InputError(file: file, line: line, field: key, problem: "invalid JSON at column \(column): \(message)")
        case let .invalidUTF8(position, key):
            return InputError(file: file, line: line, field: key,
                              problem: "invalid UTF-8 at byte \(position - bytes.startIndex + 1) of the line; convert the file to UTF-8")
        case let .notAnObject(found):
            return InputError(file: file, line: line, problem: "expected one JSON object per line, found \(found)")
        case let .duplicateKey(key):
            return InputError(file: file, line: line, field: key,
                              problem: "the key appears more than once in the object, and it holds the name: which value is meant cannot be told")
        case let .tooLong(key):
            return InputError(file: file, line: line, field: key, problem: InputFile.fieldTooLongProblem)
        }
    }
}

/// A strict parser of one line holding one JSON object (RFC 8259), keeping its members in order.
package struct JSONObjectParser {
    private let bytes: ArraySlice<UInt8>
    /// Whether strings are checked for UTF-8 (the line is known to be valid otherwise).
    private let checkingUTF8: Bool
    private var position: Int
    /// The key whose value is being read, for messages.
    private var key: String?
    /// The members whose value is `null`, by index among the fields.
    package private(set) var nullMembers: [Int] = []
    /// How many fields the object has so far.
    private var fieldCount = 0
    /// Keys met again in the object: the index of their first field and their last value.
    package private(set) var repeatedKeys: [(name: String, index: Int, value: String)] = []

    private static let maximumDepth = 512
    /// Up to this many fields, repeated keys are found by scanning the fields.
    private static let smallObject = 16

    package init(_ bytes: ArraySlice<UInt8>, checkingUTF8: Bool = true) {
        self.bytes = bytes
        self.checkingUTF8 = checkingUTF8
        position = bytes.startIndex
    }

    /// Where `bytes` stop being valid UTF-8, from 0; nil when they are valid.
    package static func invalidUTF8Offset(in bytes: ArraySlice<UInt8>) -> Int? {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return nil
        } catch {
            return error.byteOffsets.lowerBound
        }
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// The object's members as fields, in order.
    package mutating func parseObject() throws(JSONLineProblem) -> [Field] {
        skipWhitespace()
        guard current == UInt8(ascii: "{") else {
            // Say what the line holds instead, once it is known to be valid JSON.
            let kind: String
            switch current {
            case UInt8(ascii: "["): kind = "an array"
            case UInt8(ascii: "\""): kind = "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = "a boolean"
            case UInt8(ascii: "n"): kind = "null"
            default: kind = "a number"
            }
            var sink: [UInt8] = []
            try compactValue(into: &sink, depth: 0)
            try expectEnd(after: "the value")
            throw .notAnObject(found: kind)
        }
        position += 1
        var fields: [Field] = []
        // Repeats are looked for among the fields for a small object (as nearly every contact is), in a hash
        // set once it has more: a scan per key made an object of 200 000 keys take two minutes.
        var indexOfKey: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                guard current == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes") }
                let name = try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw syntax("expected ':'") }
                position += 1
                skipWhitespace()
                key = name
                let value = try memberValue()
                key = nil
                if fields.count == Self.smallObject {
                    for (index, field) in fields.enumerated() { indexOfKey[field.name] = index }
                }
                let first = fields.count < Self.smallObject
                    ? fields.firstIndex { $0.name == name } : indexOfKey[name]
                if let first {
                    repeatedKeys.append((name, first, value))
                } else {
                    if fields.count >= Self.smallObject { indexOfKey[name] = fields.count }
                    fields.append(Field(name, value))
                    fieldCount = fields.count
                }
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    continue
                }
                if current == UInt8(ascii: "}") {
                    position += 1
                    break
                }
                throw syntax("expected ',' or '}'")
            }
        }
        try expectEnd(after: "the object")
        return fields
    }

    // MARK: - Values

    /// A member's value as a field value: a string decoded, anything else as its compact JSON text.
    private mutating func memberValue() throws(JSONLineProblem) -> String {
        if current == UInt8(ascii: "\"") { return try string() }
        if current == UInt8(ascii: "n") && bytes[position...].starts(with: "null".utf8) { nullMembers.append(fieldCount) }
        var text: [UInt8] = []
        try compactValue(into: &text, depth: 0)
        // Only ASCII outside strings, and strings were validated.
        return String(decoding: text, as: UTF8.self)
    }

    /// Checks one value and appends its compact JSON text.
    private mutating func compactValue(into text: inout [UInt8], depth: Int) throws(JSONLineProblem) {
        guard depth < Self.maximumDepth else { throw syntax("arrays and objects nested too deeply") }
        guard let byte = current else { throw syntax("expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            try compactContainer(into: &text, depth: depth, close: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["):
            try compactContainer(into: &text, depth: depth, close: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""):
            let start = position
            _ = try string()
            text.append(contentsOf: bytes[start..<position])
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            try number()
            text.append(contentsOf: bytes[start..<position])
        case UInt8(ascii: "t"): try literal(Self.trueLiteral, into: &text)
        case UInt8(ascii: "f"): try literal(Self.falseLiteral, into: &text)
        case UInt8(ascii: "n"): try literal(Self.nullLiteral, into: &text)
        default: throw syntax("expected a value")
        }
    }

    private mutating func compactContainer(into text: inout [UInt8], depth: Int, close: UInt8,
                                           keyed: Bool) throws(JSONLineProblem) {
        text.append(bytes[position])
        position += 1
        skipWhitespace()
        if current == close {
            text.append(close)
            position += 1
            return
        }
        while true {
            if keyed {
                guard current == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes") }
                let start = position
                _ = try string()
                text.append(contentsOf: bytes[start..<position])
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw syntax("expected ':'") }
                text.append(UInt8(ascii: ":"))
                position += 1
                skipWhitespace()
            }
            try compactValue(into: &text, depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                text.append(UInt8(ascii: ","))
                position += 1
                skipWhitespace()
                continue
            }
            if current == close {
                text.append(close)
                position += 1
                return
            }
            throw syntax(keyed ? "expected ',' or '}'" : "expected ',' or ']'")
        }
    }

    private static let trueLiteral = Array("true".utf8), falseLiteral = Array("false".utf8), nullLiteral = Array("null".utf8)

    private mutating func literal(_ expected: [UInt8], into text: inout [UInt8]) throws(JSONLineProblem) {
        guard bytes[position...].starts(with: expected) else { throw syntax("expected a value") }
        text.append(contentsOf: expected)
        position += expected.count
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws(JSONLineProblem) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
            if isDigit(current) { throw .syntax(at: start, key: key, message: "invalid number: leading zero") }
        } else if isDigit(current) {
            while isDigit(current) { position += 1 }
        } else {
            throw .syntax(at: start, key: key, message: "invalid number")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard isDigit(current) else { throw .syntax(at: start, key: key, message: "invalid number") }
            while isDigit(current) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard isDigit(current) else { throw .syntax(at: start, key: key, message: "invalid number") }
            while isDigit(current) { position += 1 }
        }
    }

    // MARK: - Strings

    /// A string, decoded; `position` is at its opening quote, and ends after its closing one.
    private mutating func string() throws(JSONLineProblem) -> String {
        let opening = position
        position += 1
        var runStart = position
        // Empty until the first escape: then the value is no longer a slice of the line. One buffer for
        // the whole string: copying it at each escape made a name of 800 000 escapes take 21 s.
        var decoded: [UInt8] = []
        var escaped = false
        while true {
            guard let byte = current else {
                throw .syntax(at: opening, key: key, message: "unterminated string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<position]
                position += 1
                if escaped {
                    decoded.append(contentsOf: try validated(run))
                    guard decoded.count <= InputFile.maximumFieldLength else { throw .tooLong(key: key) }
                    return String(decoding: decoded, as: UTF8.self)
                }
                guard run.count <= InputFile.maximumFieldLength else { throw .tooLong(key: key) }
                guard checkingUTF8 else { return String(decoding: run, as: UTF8.self) }
                guard let text = String(validating: run, as: UTF8.self) else { throw invalidUTF8(in: run) }
                return text
            case UInt8(ascii: "\\"):
                escaped = true
                decoded.append(contentsOf: try validated(bytes[runStart..<position]))
                try escape(into: &decoded)
                guard decoded.count <= InputFile.maximumFieldLength else { throw .tooLong(key: key) }
                runStart = position
            case ..<0x20:
                throw syntax("control character U+\(hex4(UInt32(byte))) in a string must be escaped")
            default:
                position += 1
            }
        }
    }

    /// `bytes` when they are valid UTF-8.
    private func validated(_ run: ArraySlice<UInt8>) throws(JSONLineProblem) -> ArraySlice<UInt8> {
        guard checkingUTF8, String(validating: run, as: UTF8.self) == nil else { return run }
        throw invalidUTF8(in: run)
    }

    private func invalidUTF8(in run: ArraySlice<UInt8>) -> JSONLineProblem {
        .invalidUTF8(at: run.startIndex + InputFile.validPrefixLength(of: run), key: key)
    }

    /// One escape, at its backslash, appended as UTF-8.
    private mutating func escape(into buffer: inout [UInt8]) throws(JSONLineProblem) {
        let start = position
        position += 1
        guard let letter = current else { throw syntax("unterminated string") }
        position += 1
        let scalar: Unicode.Scalar
        switch letter {
        case UInt8(ascii: "\""): scalar = "\""
        case UInt8(ascii: "\\"): scalar = "\\"
        case UInt8(ascii: "/"): scalar = "/"
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad(escapeAt: start)
            switch first {
            case 0xD800..<0xDC00:
                // A high surrogate: a low one must follow, as its own \u escape.
                let lowStart = position
                guard current == UInt8(ascii: "\\"), byte(at: position + 1) == UInt8(ascii: "u") else {
                    throw .syntax(at: start, key: key, message: "unpaired surrogate \\u\(hex4(first))")
                }
                position += 2
                let second = try hexQuad(escapeAt: lowStart)
                guard (0xDC00..<0xE000).contains(second) else {
                    throw .syntax(at: start, key: key, message: "unpaired surrogate \\u\(hex4(first))")
                }
                scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            case 0xDC00..<0xE000:
                throw .syntax(at: start, key: key, message: "unpaired surrogate \\u\(hex4(first))")
            default:
                scalar = Unicode.Scalar(first) ?? "\u{FFFD}"  // never nil outside the surrogates
            }
        default:
            let shown = letter > 0x20 && letter < 0x7F ? "\\\(Unicode.Scalar(letter))" : "after \\"
            throw .syntax(at: start, key: key, message: "invalid escape \(shown)")
        }
        buffer.append(contentsOf: String(scalar).utf8)
    }

    /// The four hex digits after `\u`.
    private mutating func hexQuad(escapeAt start: Int) throws(JSONLineProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch current {
            case let byte? where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte): digit = UInt32(byte - UInt8(ascii: "0"))
            case let byte? where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case let byte? where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw .syntax(at: start, key: key, message: "invalid \\u escape: expected four hex digits")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    // MARK: - Helpers

    private var current: UInt8? { byte(at: position) }

    private func byte(at index: Int) -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { position += 1 }
    }

    private mutating func expectEnd(after what: String) throws(JSONLineProblem) {
        skipWhitespace()
        guard position == bytes.endIndex else { throw .syntax(at: position, key: nil, message: "unexpected text after \(what)") }
    }

    /// An error at the current position, about the current key's value if there is one.
    private func syntax(_ message: String) -> JSONLineProblem {
        .syntax(at: position, key: key, message: message)
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
