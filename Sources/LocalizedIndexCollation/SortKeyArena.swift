#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sort keys of many strings, computed once each into one contiguous buffer, so a sort compares bytes
/// with no ICU call and no allocation per comparison.
struct SortKeyArena: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Key `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private(set) var starts: [Int] = [0]

    init(capacity: Int) {
        starts.reserveCapacity(capacity + 1)
        bytes.reserveCapacity(capacity * 24)
    }

    var count: Int { starts.count - 1 }

    /// Appends the key of `string` under `collator`.
    mutating func append(_ string: String, collator: ICU.Collator) {
        collator.appendSortKey(of: string, to: &bytes)
        starts.append(bytes.count)
    }

    /// Appends the key of `string` under `collator` and returns the bucket of `string` in `index`, from one
    /// ICU call.
    mutating func append(_ string: String, collator: ICU.Collator, bucketIn index: ICU.AlphabeticIndex) -> Int {
        let bucket = collator.appendSortKey(of: string, to: &bytes, bucketIn: index)
        starts.append(bytes.count)
        return bucket
    }

    /// Appends a key given as its bytes, which must be free of zero bytes, as ICU's are.
    mutating func append(keyBytes key: some Collection<UInt8>) {
        bytes.append(contentsOf: key)
        starts.append(bytes.count)
    }

    /// Appends every key of `other`, after this arena's.
    mutating func append(contentsOf other: SortKeyArena) {
        let offset = bytes.count
        bytes.append(contentsOf: other.bytes)
        starts.append(contentsOf: other.starts.dropFirst().lazy.map { $0 + offset })
    }

    /// Key `index`'s bytes `offset ..< offset + 8` as one big-endian integer (``Keys/chunk(of:at:)``).
    func chunk(of index: Int, at offset: Int) -> UInt64 {
        withKeys { $0.chunk(of: index, at: offset) }
    }

    /// Calls `body` with a read-only view of the keys, to share between threads.
    func withKeys<Result>(_ body: (Keys) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try starts.withUnsafeBufferPointer { starts in try body(Keys(bytes: bytes, starts: starts)) }
        }
    }

    /// A read-only view of an arena's keys, safe to share between threads while the arena is alive and
    /// unchanged.
    struct Keys: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>

        /// Key `index`'s bytes `offset ..< offset + 8` as one big-endian integer, zero-padded past the key's
        /// end: comparing two such integers orders them as the bytes would, and keys are zero-free, so a key
        /// that ends sorts before every longer key that agrees with it so far.
        @inline(__always)
        func chunk(of index: Int, at offset: Int) -> UInt64 {
            let start = starts[index] + offset, length = min(max(starts[index + 1] - start, 0), 8)
            var chunk: UInt64 = 0
            for byte in 0..<length { chunk |= UInt64(bytes[start + byte]) << (56 - 8 * byte) }
            return chunk
        }

        /// Orders keys `a` and `b` by their bytes from `offset` on, the shorter first when one is a prefix of
        /// the other: the tie-break after their bytes before `offset` compared equal.
        @inline(__always)
        func compare(_ a: Int, _ b: Int, from offset: Int) -> Int32 {
            let aStart = starts[a] + offset, aLength = max(starts[a + 1] - aStart, 0)
            let bStart = starts[b] + offset, bLength = max(starts[b + 1] - bStart, 0)
            let common = min(aLength, bLength)
            if common > 0 {
                let order = memcmp(bytes.baseAddress! + aStart, bytes.baseAddress! + bStart, common)
                if order != 0 { return order }
            }
            return aLength == bLength ? 0 : (aLength < bLength ? -1 : 1)
        }
    }
}
