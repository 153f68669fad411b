import LocalizedIndexSupport

/// One record's JSON, written piece by piece into room made once per field, then appended to the
/// document's buffer in one copy.
///
/// A record is a dozen small pieces (keys, separators, values); appending each to an array checked that
/// the array was unique and had room, and called the copy routine for two bytes, which together cost more
/// than the copying: a fifth of writing a million records. Not copyable: it owns its room, which it frees
/// when it ends (a copy would have freed it twice).
struct JSONRecordBuffer: ~Copyable {
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0
    /// Whether the object begun has a member yet (``beginObject()``, ``member(_:)``).
    private var hasMember = false

    init(capacity: Int = 4_096) {
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written since the last ``removeAll()``.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage[..<count]) }

    mutating func removeAll() { count = 0 }

    /// Makes room for `more` bytes: the appends that follow, up to that many bytes, check nothing.
    @inline(__always)
    mutating func reserve(_ more: Int) {
        if count + more > storage.count { grow(to: count + more) }
    }

    private mutating func grow(to needed: Int) {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(needed, storage.count * 2))
        _ = larger.initialize(fromContentsOf: storage[..<count])
        storage.deallocate()
        storage = larger
    }

    /// Appends a byte, in room already made.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Appends bytes, in room already made.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (storage.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Starts an object: `{`.
    mutating func beginObject() {
        reserve(1)
        append(UInt8(ascii: "{"))
        hasMember = false
    }

    /// Starts a member of the object begun: `, ` unless it is the first, then its key, already encoded
    /// (`"name": `). The record keeps whether a member was written, not the caller: a flag the caller's
    /// closures shared was boxed, and each use checked for exclusive access at run time.
    mutating func member(_ key: UnsafeBufferPointer<UInt8>) {
        reserve(key.count + 2)
        if hasMember {
            append(UInt8(ascii: ","))
            append(UInt8(ascii: " "))
        }
        hasMember = true
        append(key)
    }

    /// Takes back the last byte written (an object's `}`, to add a member after all).
    mutating func removeLast() {
        if count > 0 { count -= 1 }
    }

    /// Ends the object begun: `}`.
    mutating func endObject() {
        reserve(1)
        append(UInt8(ascii: "}"))
    }

    /// Appends `"text"`, escaped as `JSONWriter.appendQuoted(_:to:)` does, making its room first.
    mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Each byte takes at most six (`\u00XX`), and the quotes two.
        reserve(utf8.count * 6 + 2)
        append(UInt8(ascii: "\""))
        JSONWriter.forEachRun(of: utf8, run: { append($0) },
                              escaped: { JSONWriter.escapeSequence(for: $0).withUnsafeBufferPointer { append($0) } })
        append(UInt8(ascii: "\""))
    }
}
