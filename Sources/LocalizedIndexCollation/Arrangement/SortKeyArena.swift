#if canImport(Glibc)
import LocalizedIndexSupport
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sort keys of many strings, computed once each into one contiguous buffer, so a sort compares bytes
/// with no ICU call and no allocation per comparison.
///
/// An arena that keeps tails only (``init(capacity:keepingTailsOnly:)``, what an arrangement makes) hands each
/// key's first ``headLength`` bytes to its caller (``lastHead``) and keeps the rest: the arrangement's
/// entries carry those bytes anyway, and most keys of names are not much longer (a million names' keys,
/// 22 MB, keep 10 MB of tails).
struct SortKeyArena: Sendable {
    /// The keys' bytes, then room for more: only `bytes[..<used]` holds keys. ICU writes each key straight
    /// into the room, which is never zero-filled or trimmed per key.
    private var bytes: [UInt8]
    private var used = 0
    /// Key `i` (or its tail) is `bytes[starts[i] ..< starts[i + 1]]`.
    private var starts = RisingOffsets()
    /// Whether the arena keeps each key's bytes from ``headLength`` on only.
    private let keepsTailsOnly: Bool
    /// The first ``headLength`` bytes of the last key appended, when the arena keeps tails only.
    private(set) var lastHead = Head(prefix: 0, next: 0)

    /// How many bytes of each key an arena that keeps tails only hands out instead of keeping.
    static let headLength = 12

    /// A key's first ``SortKeyArena/headLength`` bytes, zero-padded past the key's end, as big-endian integers
    /// (ordered as the bytes are).
    struct Head {
        /// Bytes 0–7.
        var prefix: UInt64
        /// Bytes 8–11.
        var next: UInt32
    }

    /// An arena with room for about `capacity` keys, keeping whole keys or, with `keepingTailsOnly`, their
    /// bytes from ``headLength`` on.
    init(capacity: Int, keepingTailsOnly: Bool = false) {
        starts.reserveCapacity(capacity + 1)
        starts.append(0)
        keepsTailsOnly = keepingTailsOnly
        bytes = Self.room(capacity * 24, keeping: [], used: 0)
    }

    var count: Int { starts.count - 1 }

    /// Appends the key of `string` under `collator`.
    mutating func append(_ string: String, collator: ICU.Collator) {
        string.withUTF8Bytes { text, length in
            appendKey(textLength: Int(length)) { collator.writeSortKey(ofUTF8: text, length: length, into: $0, capacity: $1) }
        }
    }

    /// Appends the key of `string` under `placer`'s collator and returns what placing `string` in its index
    /// needs, from one ICU call.
    mutating func append(_ string: String, placer: ICU.Placer) -> ICU.Placement {
        var copy = string
        return copy.withUTF8 { append(utf8: $0, placer: placer) }
    }

    /// ``append(_:placer:)`` of the string whose UTF-8 is `utf8`, which must be valid.
    mutating func append(utf8: UnsafeBufferPointer<UInt8>, placer: ICU.Placer) -> ICU.Placement {
        var placement = ICU.Placement()
        utf8.withUTF8Bytes { text, length in
            appendKey(textLength: Int(length)) { out, capacity in
                placer.writeSortKey(ofUTF8: text, length: length, into: out, capacity: capacity, placement: &placement)
            }
        }
        return placement
    }

    /// Appends a key given as its bytes, which must be free of zero bytes, as ICU's are.
    mutating func append(keyBytes key: some Collection<UInt8>) {
        makeRoom(key.count)
        let start = used
        bytes.withUnsafeMutableBufferPointer { buffer in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[start...]).initialize(from: key)
        }
        keep(keyOfLength: key.count)
    }

    /// Appends a key that `write` puts in a buffer of a given capacity, returning the length it needs with
    /// the terminating zero (ICU's convention), which is not kept. Only a key longer than the room guessed
    /// from the text's length costs a second call.
    private mutating func appendKey(textLength: Int, _ write: (UnsafeMutablePointer<UInt8>, Int32) -> Int32) {
        var room = max(64, textLength * 4 + 16)
        while true {
            makeRoom(room)
            let start = used
            let needed = bytes.withUnsafeMutableBufferPointer { Int(write($0.baseAddress! + start, Int32(room))) }
            if needed <= room {
                keep(keyOfLength: max(needed - 1, 0))
                return
            }
            room = needed
        }
    }

    /// Keeps the key of `length` bytes just written after the keys: all of it, or, keeping tails only, its
    /// bytes from ``headLength`` on, moved to where it starts, its head in ``lastHead``.
    private mutating func keep(keyOfLength length: Int) {
        if keepsTailsOnly {
            let start = used, tail = max(length - Self.headLength, 0)
            lastHead = bytes.withUnsafeMutableBufferPointer { buffer in
                let key = buffer.baseAddress! + start
                let next = Self.bigEndian(key + 8, count: min(max(length - 8, 0), 4))
                let head = Head(prefix: Self.bigEndian(key, count: min(length, 8)),
                                next: UInt32(truncatingIfNeeded: next >> 32))
                if tail > 0 { memmove(key, key + Self.headLength, tail) }
                return head
            }
            used += tail
        } else {
            used += length
        }
        starts.append(used)
    }

    /// `count` (at most 8) bytes at `bytes` as the top bytes of a big-endian integer, zero-padded: a key's
    /// head, and a run's next bytes while it is sorted (``Keys/chunk(of:at:)``).
    @inline(__always)
    fileprivate static func bigEndian(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count == 8 { return UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self).bigEndian }
        var value: UInt64 = 0
        for index in 0..<count { value |= UInt64(bytes[index]) << (56 - 8 * index) }
        return value
    }

    /// Makes sure `count` bytes of room follow the keys, growing the buffer geometrically.
    private mutating func makeRoom(_ count: Int) {
        guard bytes.count - used < count else { return }
        bytes = Self.room(max(bytes.count * 2, used + count), keeping: bytes, used: used)
    }

    /// A buffer of `size` bytes starting with `old[..<used]`. The rest is left uninitialized (bytes need
    /// no initialization to be overwritten, and untouched pages cost no memory); it is only read after
    /// ICU or ``append(keyBytes:)`` wrote it.
    ///
    /// Never called for 0 bytes, nor reading an empty `old`: `Array(unsafeUninitializedCapacity: 0)` stores a
    /// count into the empty-array singleton every empty array shares, which ThreadSanitizer reports as a
    /// race with any thread reading another empty array.
    private static func room(_ size: Int, keeping old: [UInt8], used: Int) -> [UInt8] {
        guard size > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            if used > 0 {
                old.withUnsafeBufferPointer { old in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<used]).initialize(from: old[..<used])
                }
            }
            initialized = size
        }
    }

    /// Calls `body` with a read-only view of the keys, to share between threads.
    func withKeys<Result>(_ body: (Keys) throws -> Result) rethrows -> Result {
        // One part and one chunk, on the stack: this serves every single `sortKey(for:)`, so no arrays are
        // made for it.
        try withPart { part in
            try withUnsafePointer(to: part) { part in
                try withUnsafePointer(to: Keys.Chunk(part: 0, first: 0)) { chunk in
                    try body(Keys(parts: UnsafeBufferPointer(start: part, count: 1),
                                  chunks: UnsafeBufferPointer(start: chunk, count: 1), chunkShift: Keys.wholeShift))
                }
            }
        }
    }

    /// Calls `body` with this arena's part of a view, its buffers pinned for the call.
    private func withPart<Result>(_ body: (Keys.Part) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try starts.withView { starts in try body(Keys.Part(bytes: bytes.baseAddress, starts: starts)) }
        }
    }

    /// Calls `body` with a read-only view of the keys of several arenas, filled on different threads a chunk
    /// at a time: the keys of indices `c << chunkShift ..< (c + 1) << chunkShift` are in arena
    /// `chunks[c].part`, one after another from its key `chunks[c].first`. The arenas are read where they
    /// are, never copied into one.
    static func withKeys<Result>(
        of arenas: [SortKeyArena], chunks: [Keys.Chunk], chunkShift: Int, _ body: (Keys) throws -> Result
    ) rethrows -> Result {
        var parts: [Keys.Part] = []
        parts.reserveCapacity(arenas.count)
        return try withParts(of: arenas[...], collecting: &parts) { parts in
            try chunks.withUnsafeBufferPointer { chunks in
                try body(Keys(parts: parts, chunks: chunks, chunkShift: chunkShift))
            }
        }
    }

    /// Adds each arena's part to `parts`, its buffers pinned for the whole call, then calls `body`.
    private static func withParts<Result>(
        of arenas: ArraySlice<SortKeyArena>, collecting parts: inout [Keys.Part],
        _ body: (UnsafeBufferPointer<Keys.Part>) throws -> Result
    ) rethrows -> Result {
        guard let arena = arenas.first else { return try parts.withUnsafeBufferPointer(body) }
        return try arena.withPart { part in
            parts.append(part)
            return try withParts(of: arenas.dropFirst(), collecting: &parts, body)
        }
    }

    /// A read-only view of the keys of one or more arenas, shared by the threads that sort while the arenas
    /// are alive and unchanged (the `with…` call that made it has not returned).
    struct Keys: Sendable {
        /// One arena's keys: its key `i` is `bytes[starts[i] ..< starts[i + 1]]`.
        struct Part {
            let bytes: UnsafePointer<UInt8>?
            let starts: RisingOffsets.View
        }

        /// Where the keys of one chunk of consecutive indices are: in part `part`, from its key `first` on.
        struct Chunk {
            var part: Int
            var first: Int
        }

        /// A ``chunkShift`` that makes every index below 2⁶² one chunk.
        static let wholeShift = 62

        /// One per arena, so one per thread that made keys.
        let parts: SharedBuffer<Part>
        /// Index `i` is in chunk `i >> chunkShift`.
        let chunks: SharedBuffer<Chunk>
        let chunkShift: Int

        /// A view of `parts`, `chunks` of `1 << chunkShift` indices each; every thread given it only reads.
        init(parts: UnsafeBufferPointer<Part>, chunks: UnsafeBufferPointer<Chunk>, chunkShift: Int) {
            self.parts = SharedBuffer(readOnly: parts)
            self.chunks = SharedBuffer(readOnly: chunks)
            self.chunkShift = chunkShift
        }

        /// Key `index`'s bytes.
        func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let (part, key) = locate(index)
            let start = part.starts[key]
            return UnsafeBufferPointer(start: part.bytes.map { $0 + start }, count: part.starts[key + 1] - start)
        }

        /// Key `index`'s bytes `offset ..< offset + 8` as one big-endian integer, zero-padded past the key's
        /// end: comparing two such integers orders them as the bytes would, and keys are zero-free, so a key
        /// that ends sorts before every longer key that agrees with it so far.
        @inline(__always)
        func chunk(of index: Int, at offset: Int) -> UInt64 {
            let (part, key) = locate(index)
            let start = part.starts[key] + offset, length = min(max(part.starts[key + 1] - start, 0), 8)
            guard let bytes = part.bytes else { return 0 }
            return SortKeyArena.bigEndian(bytes + start, count: length)
        }

        /// Asks for where key `index` starts to be loaded: the first of the two reads of a ``chunk(of:at:)``
        /// of a key far from the last one read, made some keys ahead.
        @inline(__always)
        func prefetchStart(of index: Int) {
            let (part, key) = locate(index)
            MemoryHints.prefetchForReading(part.starts.address(of: key))
        }

        /// Asks for key `index`'s bytes from `offset` on to be loaded: the second read of a
        /// ``chunk(of:at:)``, made once where the key starts is at hand (``prefetchStart(of:)``).
        @inline(__always)
        func prefetchBytes(of index: Int, at offset: Int) {
            let (part, key) = locate(index)
            guard let bytes = part.bytes else { return }
            MemoryHints.prefetchForReading(bytes + part.starts[key] + offset)
        }

        /// Orders keys `a` and `b` by their bytes from `offset` on, the shorter first when one is a prefix of
        /// the other: the tie-break after their bytes before `offset` compared equal.
        @inline(__always)
        func compare(_ a: Int, _ b: Int, from offset: Int) -> Int32 {
            let (aPart, aKey) = locate(a), (bPart, bKey) = locate(b)
            let aStart = aPart.starts[aKey] + offset, aLength = max(aPart.starts[aKey + 1] - aStart, 0)
            let bStart = bPart.starts[bKey] + offset, bLength = max(bPart.starts[bKey + 1] - bStart, 0)
            let common = min(aLength, bLength)
            if common > 0, let aBytes = aPart.bytes, let bBytes = bPart.bytes {
                let order = memcmp(aBytes + aStart, bBytes + bStart, common)
                if order != 0 { return order }
            }
            return aLength == bLength ? 0 : (aLength < bLength ? -1 : 1)
        }

        /// The part holding key `index`, and the key's number within it.
        @inline(__always)
        private func locate(_ index: Int) -> (part: Part, key: Int) {
            let chunk = chunks[index &>> chunkShift]
            return (parts[chunk.part], chunk.first + (index & ((1 &<< chunkShift) &- 1)))
        }
    }
}
