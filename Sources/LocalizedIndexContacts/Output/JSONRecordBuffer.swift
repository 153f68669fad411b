import LocalizedIndexSupport

/// One record's JSON, written piece by piece, each piece into room made for it at once, at the end of the
/// document's buffer (``writing(into:_:)``).
///
/// A record is a dozen small pieces (keys, separators, values); appending each byte to an array checked
/// that the array was unique and had room, and called the copy routine for two bytes, which together cost
/// more than the copying: a fifth of writing a million records. Here each piece is one check for room and
/// its bytes go into an output span.
struct JSONRecordBuffer {
    /// The document's bytes during ``writing(into:_:)``, empty otherwise.
    private var bytes: [UInt8] = []
    /// Whether the object begun has a member yet (``beginObject()``, ``member(_:)``).
    private var hasMember = false

    /// Calls `body` to write at the end of `document`. The document's array is moved in and back out, not
    /// copied: writing each record apart and appending it cost a copy and an emptying per record.
    @inline(__always)
    mutating func writing(into document: inout [UInt8], _ body: (inout JSONRecordBuffer) -> Void) {
        swap(&bytes, &document)
        body(&self)
        swap(&bytes, &document)
    }

    /// Appends bytes as they are.
    @inline(__always)
    mutating func append(_ raw: Span<UInt8>) {
        bytes.append(copying: raw)
    }

    /// Starts an object: `{`.
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        hasMember = false
    }

    /// Writes at most `maximum` bytes with `body`, into room made for them at once: `body` gets the output
    /// and whether the object begun has a member yet (for ``member(_:to:hasMember:)``).
    @inline(__always)
    mutating func write(atMost maximum: Int, _ body: (inout OutputSpan<UInt8>, inout Bool) -> Void) {
        var hasMember = self.hasMember
        bytes.append(addingCapacity: maximum) { body(&$0, &hasMember) }
        self.hasMember = hasMember
    }

    /// Starts a member of the object begun: `, ` unless it is the first, then its key, already encoded
    /// (`"name": `). The record keeps whether a member was written, not the caller: a flag the caller's
    /// closures shared was boxed, and each use checked for exclusive access at run time.
    mutating func member(_ key: Span<UInt8>) {
        write(atMost: key.count + 2) { Self.member(key, to: &$0, hasMember: &$1) }
    }

    /// Appends `"text"`, escaped as `JSONWriter.appendQuoted(_:to:)` does, into room made for it at once.
    mutating func appendQuoted(_ utf8: Span<UInt8>) {
        // Each byte takes at most six (`\u00XX`), and the quotes two.
        write(atMost: utf8.count * 6 + 2) { output, _ in Self.quoted(utf8, to: &output) }
    }

    /// Takes back the last byte written (an object's `}`, to add a member after all).
    mutating func removeLast() {
        if !bytes.isEmpty { bytes.removeLast() }
    }

    /// Ends the object begun: `}`.
    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
    }

    /// A member's start, as ``member(_:)`` writes it, into room made: at most `key.count + 2` bytes.
    @inline(__always)
    static func member(_ key: Span<UInt8>, to output: inout OutputSpan<UInt8>, hasMember: inout Bool) {
        if hasMember {
            output.append(UInt8(ascii: ","))
            output.append(UInt8(ascii: " "))
        }
        hasMember = true
        output.append(copying: key)
    }

    /// `"text"`, as ``appendQuoted(_:)`` writes it, into room made: at most `utf8.count * 6 + 2` bytes.
    @inline(__always)
    static func quoted(_ utf8: Span<UInt8>, to output: inout OutputSpan<UInt8>) {
        output.append(UInt8(ascii: "\""))
        escaped(utf8, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The content of `"text"` (``quoted(_:to:)`` without the quotes): at most `utf8.count * 6` bytes.
    @inline(__always)
    static func escaped(_ utf8: Span<UInt8>, to output: inout OutputSpan<UInt8>) {
        JSONWriter.forEachRun(of: utf8, run: { output.append(copying: $0) },
                              escaped: { byte in for escaped in JSONWriter.escapeSequence(for: byte) { output.append(escaped) } })
    }
}
