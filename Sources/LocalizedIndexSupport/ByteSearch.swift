/// Finding bytes in text eight at a time: names and fields are a few dozen bytes, too short for the C
/// library's vector search to pay for its call, and long enough that a byte-by-byte loop showed in profiles
/// (checking each byte of every value for a JSON escape was the JSON writer's largest part).
///
/// Each word of eight bytes is tested with the classic bit tricks (a word has a zero byte when
/// `(w - 0x01…01) & ~w & 0x80…80` is not zero); a word that may hold a match is then searched byte by byte,
/// so the answer is exact.
@usableFromInline package enum ByteSearch {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is zero.
    @inlinable @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// Whether some byte of `word` is below `limit` (at most 128).
    @inlinable @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inlinable @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasZeroByte(word ^ (ones &* UInt64(byte)))
    }

    /// The offset of the first byte from `start` on that satisfies `matches`, or `bytes.count`; `mayMatch`
    /// says whether a word of eight bytes may hold one (never false when one does).
    ///
    /// A word is put together from eight bytes of an eight-byte slice, each index known in range, so the
    /// optimiser checks the slice once and merges the eight loads into one.
    @inlinable @inline(__always)
    static func firstIndex(in bytes: Span<UInt8>, from start: Int,
                           wordMayMatch mayMatch: (UInt64) -> Bool, matches: (UInt8) -> Bool) -> Int {
        var offset = start
        while offset + 8 <= bytes.count {
            if mayMatch(word(bytes.extracting(offset..<offset + 8))) { break }
            offset += 8
        }
        while offset < bytes.count {
            if matches(bytes[offset]) { return offset }
            offset += 1
        }
        return bytes.count
    }

    /// The eight bytes of `eight` as a little-endian word.
    @inlinable @inline(__always)
    static func word(_ eight: Span<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<8 { word |= UInt64(eight[index]) << (index * 8) }
        return word
    }

    /// The offset of the first `byte` from `start` on, or `bytes.count`.
    @inlinable @inline(__always)
    package static func firstIndex(of byte: UInt8, in bytes: Span<UInt8>, from start: Int = 0) -> Int {
        firstIndex(in: bytes, from: start, wordMayMatch: { hasByte(byte, in: $0) }, matches: { $0 == byte })
    }

    /// The offset of the first `byte` or `other` from `start` on, or `bytes.count`: a line's next separator
    /// or quote in one pass.
    @inlinable @inline(__always)
    package static func firstIndex(of byte: UInt8, or other: UInt8, in bytes: Span<UInt8>, from start: Int = 0) -> Int {
        firstIndex(in: bytes, from: start, wordMayMatch: { hasByte(byte, in: $0) || hasByte(other, in: $0) },
                   matches: { $0 == byte || $0 == other })
    }

    /// The offset of the first byte from `start` on that JSON writes escaped (a quote, a backslash or a C0
    /// control: ``JSONWriter/needsEscape(_:)``), or `bytes.count`.
    @inlinable @inline(__always)
    package static func firstJSONEscape(in bytes: Span<UInt8>, from start: Int = 0) -> Int {
        firstIndex(in: bytes, from: start, wordMayMatch: { word in
            hasByte(below: 0x20, in: word) || hasByte(UInt8(ascii: "\""), in: word) || hasByte(UInt8(ascii: "\\"), in: word)
        }, matches: JSONWriter.needsEscape)
    }
}
