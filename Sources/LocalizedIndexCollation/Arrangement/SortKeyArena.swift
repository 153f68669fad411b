import LocalizedIndexSupport

/// The sort keys of many strings, computed once each into one contiguous buffer, so a sort compares bytes
/// with no ICU call and no allocation per comparison.
///
/// An arena that keeps tails only (``init(capacity:keepingTailsOnly:)``, what an arrangement makes) hands each
/// key's first ``headLength`` bytes to its caller (``lastHead``) and keeps the rest: the arrangement's
/// entries carry those bytes anyway, and most keys of names are not much longer (a million names' keys,
/// 22 MB, keep 10 MB of tails).
///
/// Safe code: ICU writes each key into the array's spare capacity through an output span
/// (``ICU/Collator/writeSortKey(ofUTF8:into:)``), and the keys are read through spans, bounds-checked.
struct SortKeyArena: Sendable {
    /// The keys' bytes; ICU writes each key straight into the array's spare capacity, which grows
    /// geometrically and is never zero-filled.
    private var bytes: [UInt8] = []
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
        bytes.reserveCapacity(capacity * 24)
    }

    var count: Int { starts.count - 1 }

    /// Appends the key of `string` under `collator`.
    mutating func append(_ string: String, collator: ICU.Collator) {
        let text = string.utf8Span.span
        appendKey(textLength: text.count) { collator.writeSortKey(ofUTF8: text, into: &$0) }
    }

    /// Appends the key of `string` under `placer`'s collator and returns what placing `string` in its index
    /// needs, from one ICU call.
    mutating func append(_ string: String, placer: ICU.Placer) -> ICU.Placement {
        append(utf8: string.utf8Span.span, placer: placer)
    }

    /// ``append(_:placer:)`` of the string whose UTF-8 is `utf8`, which must be valid.
    mutating func append(utf8: Span<UInt8>, placer: ICU.Placer) -> ICU.Placement {
        var placement = ICU.Placement()
        appendKey(textLength: utf8.count) { placer.writeSortKey(ofUTF8: utf8, into: &$0, placement: &placement) }
        return placement
    }

    /// Appends a key given as its bytes, which must be free of zero bytes, as ICU's are.
    mutating func append(keyBytes key: [UInt8]) {
        appendKey(textLength: key.count) { output in
            if key.count < output.freeCapacity { output.append(copying: key.span) }
            return key.count + 1
        }
    }

    /// Appends a key that `write` puts in the spare room of an output span, when it fits, returning the
    /// length it needs with the terminating zero (ICU's convention), which is not kept. Only a key longer
    /// than the room guessed from the text's length costs a second call.
    @inline(__always)
    private mutating func appendKey(textLength: Int, _ write: (inout OutputSpan<UInt8>) -> Int) {
        var room = max(64, textLength * 4 + 16)
        let tailsOnly = keepsTailsOnly
        var head: Head?
        while true {
            var needed = 0
            bytes.append(addingCapacity: room) { key in
                needed = write(&key)
                if needed <= room, tailsOnly { head = Self.keepTail(of: &key) }
            }
            if needed <= room { break }
            room = needed
        }
        if let head { lastHead = head }
        starts.append(bytes.count)
    }

    /// Keeps the bytes of `key` (all of it, just written) from ``headLength`` on, moved to its start, and
    /// returns its head.
    @inline(__always)
    private static func keepTail(of key: inout OutputSpan<UInt8>) -> Head {
        let head = min(key.count, headLength)
        let kept = Self.head(of: key.span.extracting(0..<head))
        key.removeFirst(head)
        return kept
    }

    /// The ``Head`` of a key whose first bytes (at most ``headLength``) are `bytes`.
    @inline(__always)
    private static func head(of bytes: Span<UInt8>) -> Head {
        let next = bigEndianWord(of: bytes.extracting(min(8, bytes.count)..<bytes.count))
        return Head(prefix: bigEndianWord(of: bytes.extracting(0..<min(8, bytes.count))),
                    next: UInt32(truncatingIfNeeded: next >> 32))
    }

    /// Calls `body` with a read-only view of the keys, to share between threads.
    func withKeys<Result>(_ body: (Keys) throws -> Result) rethrows -> Result {
        // One part and one chunk: this serves every single `sortKey(for:)`.
        try withPart { part in
            try SharedBuffer.sharing(readOnly: [part]) { parts in
                try SharedBuffer.sharing(readOnly: [Keys.Chunk(part: 0, first: 0)]) { chunks in
                    try body(Keys(parts: parts, chunks: chunks, chunkShift: Keys.wholeShift))
                }
            }
        }
    }

    /// Calls `body` with this arena's part of a view, its buffers pinned for the call.
    private func withPart<Result>(_ body: (Keys.Part) throws -> Result) rethrows -> Result {
        try SharedBuffer.sharing(readOnly: bytes) { bytes in
            try SharedOffsets.sharing(starts) { starts in try body(Keys.Part(bytes: bytes, starts: starts)) }
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
            try SharedBuffer.sharing(readOnly: chunks) { chunks in
                try body(Keys(parts: parts, chunks: chunks, chunkShift: chunkShift))
            }
        }
    }

    /// Adds each arena's part to `parts`, its buffers pinned for the whole call, then calls `body`.
    private static func withParts<Result>(
        of arenas: ArraySlice<SortKeyArena>, collecting parts: inout [Keys.Part],
        _ body: (SharedBuffer<Keys.Part>) throws -> Result
    ) rethrows -> Result {
        guard let arena = arenas.first else { return try SharedBuffer.sharing(readOnly: parts, body) }
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
            let bytes: SharedBuffer<UInt8>
            let starts: SharedOffsets
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

        /// Key `index`'s bytes, copied.
        func key(_ index: Int) -> [UInt8] {
            withKey(index) { key in [UInt8](capacity: key.count) { $0.append(copying: key) } }
        }

        /// Calls `body` with key `index`'s bytes.
        func withKey<Result>(_ index: Int, _ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
            let (part, key) = locate(index)
            let (start, end) = part.starts.bounds(of: key)
            return try part.bytes.withSpan(of: start..<end, body)
        }

        /// Key `index`'s bytes `offset ..< offset + 8` as one big-endian integer, zero-padded past the key's
        /// end: comparing two such integers orders them as the bytes would, and keys are zero-free, so a key
        /// that ends sorts before every longer key that agrees with it so far.
        @inline(__always)
        func chunk(of index: Int, at offset: Int) -> UInt64 {
            let (part, key) = locate(index)
            let (keyStart, end) = part.starts.bounds(of: key)
            let start = keyStart + offset
            guard start < end else { return 0 }
            return part.bytes.withSpan(of: start..<min(end, start + 8)) { bigEndianWord(of: $0) }
        }

        /// Asks for where key `index` starts to be loaded: the first of the two reads of a ``chunk(of:at:)``
        /// of a key far from the last one read, made some keys ahead.
        @inline(__always)
        func prefetchStart(of index: Int) {
            let (part, key) = locate(index)
            part.starts.prefetch(at: key)
        }

        /// Asks for key `index`'s bytes from `offset` on to be loaded: the second read of a
        /// ``chunk(of:at:)``, made once where the key starts is at hand (``prefetchStart(of:)``).
        @inline(__always)
        func prefetchBytes(of index: Int, at offset: Int) {
            let (part, key) = locate(index)
            part.bytes.prefetch(at: part.starts[key] + offset)
        }

        /// Orders keys `a` and `b` by their bytes from `offset` on, the shorter first when one is a prefix of
        /// the other: the tie-break after their bytes before `offset` compared equal (`compareBytes(_:_:)`).
        @inline(__always)
        func compare(_ a: Int, _ b: Int, from offset: Int) -> Int32 {
            let (aPart, aKey) = locate(a), (bPart, bKey) = locate(b)
            let (aKeyStart, aKeyEnd) = aPart.starts.bounds(of: aKey)
            let (bKeyStart, bKeyEnd) = bPart.starts.bounds(of: bKey)
            let aStart = aKeyStart + offset, aEnd = max(aKeyEnd, aStart)
            let bStart = bKeyStart + offset, bEnd = max(bKeyEnd, bStart)
            return aPart.bytes.withSpan(of: aStart..<aEnd) { aBytes in
                bPart.bytes.withSpan(of: bStart..<bEnd) { bBytes in compareBytes(aBytes, bBytes) }
            }
        }

        /// The part holding key `index`, and the key's number within it.
        @inline(__always)
        private func locate(_ index: Int) -> (part: Part, key: Int) {
            let chunk = chunks[index &>> chunkShift]
            return (parts[chunk.part], chunk.first + (index & ((1 &<< chunkShift) &- 1)))
        }
    }
}
