/// Writes JSON as it goes, keys in the order given (a documented contract other tools rely on), into a
/// byte buffer that the caller flushes.
///
/// Containers go one element per line unless written `inline` (arrays of scalars always are).
/// Strings are escaped as Python's `json.dumps(ensure_ascii=False)` does: `\" \\ \n \r \t \b \f`, other C0
/// controls as `\u00XX`, everything else as raw UTF-8.
public struct JSONWriter {
    /// The UTF-8 JSON written so far (since the last ``drain()``).
    public private(set) var bytes: [UInt8] = []
    private var levels: [(first: Bool, inline: Bool)] = []
    private var afterKey = false

    /// Creates a writer with nothing written.
    public init() { bytes.reserveCapacity(1 << 16) }

    /// A writer that writes into `buffer`'s room, emptied, taking it (`buffer` is left empty): a caller
    /// rendering piece after piece hands each writer the buffer of the last, so that its pages are not
    /// touched for the first time again. Taken by a swap, it has one owner, and emptying it keeps its room.
    package init(reusing buffer: inout [UInt8]) {
        swap(&bytes, &buffer)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Goes on, after what is written, with elements in the middle of a (non-inline) array `depth`
    /// containers deep, written apart (on another thread) and then appended to the document in order: the
    /// bytes are exactly those the document's own writer would have written for the same elements. One
    /// buffer can hold the elements of several arrays, with the text between them appended as it is
    /// (``appendRaw(_:)``).
    ///
    /// - Parameter continuing: Whether the array already has elements before these (the first element
    ///   written then starts with a comma).
    package mutating func startElements(ofArrayAtDepth depth: Int, continuing: Bool) {
        levels = Array(repeating: (first: false, inline: false), count: depth - 1) + [(first: !continuing, inline: false)]
        afterKey = false
    }

    /// Appends JSON text another writer wrote, as it is.
    package mutating func appendRaw(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    /// Makes room for `count` more bytes, so that writing them grows the buffer at most once.
    package mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Records that elements were written into the current array apart
    /// (``startElements(ofArrayAtDepth:continuing:)``), so what follows is separated from them.
    package mutating func noteElementsWrittenApart() {
        levels[levels.count - 1].first = false
    }

    /// How many containers are open.
    package var depth: Int { levels.count }

    /// Empties the buffer and returns what it held, as an array of its own (for the caller to write out);
    /// the nesting state stays.
    ///
    /// The writer keeps its buffer, whose pages are in memory already. Handing the buffer itself out left
    /// the writer to allocate another of the same capacity (64 KB) on every call: for each section of a
    /// `sort-contacts` document, whose pieces keep their text until rendered, 158 page faults of 1,246 on
    /// 1,000 mixed names.
    public mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return Array(copying: bytes.span)
    }

    /// Writes an object whose members `body` writes; `inline` keeps it on one line.
    public mutating func object(inline: Bool = false, _ body: (inout JSONWriter) throws -> Void) rethrows {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        levels.append((true, inline))
        try body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array whose elements `body` writes; `inline` keeps it on one line.
    public mutating func array(inline: Bool = false, _ body: (inout JSONWriter) throws -> Void) rethrows {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        levels.append((true, inline))
        try body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Writes a member's key; its value follows.
    public mutating func key(_ name: String) {
        beginValue()
        appendString(name)
        bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
        afterKey = true
    }

    /// Writes a string value, escaped.
    public mutating func value(_ string: String) {
        beginValue()
        appendString(string)
    }

    /// Writes a number.
    public mutating func value(_ number: Int) {
        beginValue()
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes `true` or `false`.
    public mutating func value(_ flag: Bool) {
        beginValue()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes a string value, escaped.
    public mutating func value(_ strings: [String]) {
        array(inline: true) { writer in strings.forEach { writer.value($0) } }
    }

    /// Writes a number.
    public mutating func value(_ numbers: [Int]) {
        array(inline: true) { writer in numbers.forEach { writer.value($0) } }
    }

    /// A value the caller renders itself, straight into the buffer: what it appends must be one JSON value
    /// (built from ``appendQuoted(_:to:)`` and ``encodedKey(_:)``, say). For a million records, rendering
    /// each field through ``key(_:)`` and a value call cost more than reading them.
    package mutating func rawValue(_ render: (inout [UInt8]) -> Void) {
        beginValue()
        render(&bytes)
    }

    /// `"name": ` as ``key(_:)`` writes it, to append before a value inside ``rawValue(_:)``.
    package static func encodedKey(_ name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendQuoted(name.utf8Span.span, to: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
        return bytes
    }

    /// `"name": value` in one call.
    public mutating func field(_ name: String, _ string: String) { key(name); value(string) }
    /// Writes a member with a number value.
    public mutating func field(_ name: String, _ number: Int) { key(name); value(number) }
    /// Writes a member with an array of strings.
    public mutating func field(_ name: String, _ strings: [String]) { key(name); value(strings) }
    /// Writes a member with a number value.
    public mutating func field(_ name: String, _ numbers: [Int]) { key(name); value(numbers) }

    /// Ends the document with a newline.
    public mutating func finish() { bytes.append(UInt8(ascii: "\n")) }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let level = levels.last else { return }
        if !level.first { bytes.append(UInt8(ascii: ",")) }
        if level.inline {
            if !level.first { bytes.append(UInt8(ascii: " ")) }
        } else {
            newline(depth: levels.count)
        }
        levels[levels.count - 1].first = false
    }

    private mutating func close(_ bracket: UInt8) {
        let level = levels.removeLast()
        if !level.first && !level.inline { newline(depth: levels.count) }
        bytes.append(bracket)
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ string: String) {
        Self.appendQuoted(string.utf8Span.span, to: &bytes)
    }

    /// The text (valid UTF-8) as a JSON string, escaped, appended to `bytes`.
    @inlinable
    package static func appendQuoted(_ utf8: Span<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        forEachRun(of: utf8, run: { bytes.append(copying: $0) },
                   escaped: { bytes.append(contentsOf: escapeSequence(for: $0)) })
        bytes.append(UInt8(ascii: "\""))
    }

    /// Walks `utf8` as a JSON string's content: `run` gets each run that needs no escaping (copied in one go;
    /// most names are one run), `escaped` each byte between them that does (``needsEscape(_:)``). The one
    /// escaping loop, for ``appendQuoted(_:to:)`` and for the records the JSON output writes apart.
    @inlinable @inline(__always)
    package static func forEachRun(of utf8: Span<UInt8>, run: (Span<UInt8>) -> Void, escaped: (UInt8) -> Void) {
        var runStart = 0
        var escape = ByteSearch.firstJSONEscape(in: utf8)
        while escape < utf8.count {
            run(utf8.extracting(runStart..<escape))
            escaped(utf8[escape])
            runStart = escape + 1
            escape = ByteSearch.firstJSONEscape(in: utf8, from: runStart)
        }
        run(utf8.extracting(runStart...))
    }

    /// Whether `byte` is written escaped in a JSON string: a quote, a backslash or a C0 control.
    @inlinable @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// How `byte` (one that ``needsEscape(_:)``) is written in a JSON string: at most six bytes.
    @usableFromInline
    package static func escapeSequence(for byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x08: [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x0C: [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        default: Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
    }
}
