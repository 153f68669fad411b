import LocalizedIndexSupport

extension String {
    /// The string whose UTF-8 is `utf8`, which the caller knows to be valid (a name read from a file the
    /// reader validated): one check, then one copy. Bytes that are not valid UTF-8 after all become U+FFFD, as
    /// `String(decoding:as:)` makes them.
    init(validUTF8 utf8: Span<UInt8>) {
        if let valid = try? UTF8Span(validating: utf8) {
            self.init(copying: valid)
        } else {
            self.init(decoding: [UInt8](capacity: utf8.count) { $0.append(copying: utf8) }, as: UTF8.self)
        }
    }
}

extension StaticString {
    /// Calls `body` with the string's UTF-8, read where the binary holds it.
    ///
    /// Unsafe code: a span of the static string's pointer. Sound because a static string with a pointer
    /// representation points at constant bytes in the binary, valid and unchanged for the whole process, and
    /// exactly `utf8CodeUnitCount` long; one made of a single scalar has no pointer and is copied instead.
    func withBytes<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        guard hasPointerRepresentation else { return try body(Array(description.utf8).span) }
        let bytes = unsafe UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
        return try unsafe body(bytes.span)
    }
}

/// `bytes` (at most 8) as the top bytes of a big-endian integer, zero-padded: comparing two such integers
/// orders them as their bytes would (a sort key's head, a run's next bytes while it is sorted). Eight bytes
/// are one load: the bound is checked once, and the compiler turns the shifts into a byte swap.
@inline(__always)
func bigEndianWord(of bytes: Span<UInt8>) -> UInt64 {
    var value: UInt64 = 0
    if bytes.count >= 8 {
        let eight = bytes.extracting(0..<8)
        for index in 0..<8 { value = value << 8 | UInt64(eight[index]) }
        return value
    }
    for index in bytes.indices { value |= UInt64(bytes[index]) << (56 - 8 * index) }
    return value
}

/// Orders `a` and `b` as memcmp would, the shorter first when one is a prefix of the other: eight bytes at a
/// time as big-endian integers (``bigEndianWord(of:)``), then byte by byte.
@inline(__always)
func compareBytes(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Int32 {
    let common = min(a.count, b.count)
    var index = 0
    while index + 8 <= common {
        let aChunk = bigEndianWord(of: a.extracting(index..<index + 8)), bChunk = bigEndianWord(of: b.extracting(index..<index + 8))
        if aChunk != bChunk { return aChunk < bChunk ? -1 : 1 }
        index += 8
    }
    while index < common {
        if a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
        index += 1
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
}

/// Whether `a` and `b` hold the same bytes.
func bytesEqual(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
    a.count == b.count && compareBytes(a, b) == 0
}

/// Whether every byte of `text`'s UTF-8 is below `limit` (0x80: ASCII).
@inline(__always)
func allBytes(of text: String, below limit: UInt8) -> Bool {
    let utf8 = text.utf8Span.span
    for index in utf8.indices where utf8[index] >= limit { return false }
    return true
}
