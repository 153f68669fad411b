/// The keys of a list's values, read with the caller's closures on the calling thread a chunk at a time, in
/// position order (``write(_:of:)``), while other threads place the values of the chunks already read
/// (``subscript(_:)``).
///
/// One array per chunk, made when the chunk is read: no array of every value's keys filled up front. Made as
/// one array of optional keys, that filling (100,000 values: 3.2 MB written and some 800 pages faulted in) ran
/// on the calling thread before any other thread started, and made `sections(of:…)` on every core 4–6% slower
/// than the pointer code's uninitialized buffer.
///
/// Not thread-safe by itself: ``Arrangement/place(count:threads:chunkShift:reading:placement:)`` lets a thread
/// read a chunk only after the calling thread has written it and said so under a lock. It lives for one
/// ``with(count:chunkShift:_:)`` call, which returns once every thread has finished.
struct KeyBuffer: Sendable {
    /// Each value's section key and, when it is sorted by another, its sort key.
    typealias Keys = (section: String, sort: String?)

    /// Chunk `c`'s keys: those of positions `c << chunkShift ..< (c + 1) << chunkShift`.
    private let chunks: SharedBuffer<[Keys]>
    private let chunkShift: Int

    private init(chunks: SharedBuffer<[Keys]>, chunkShift: Int) {
        self.chunks = chunks
        self.chunkShift = chunkShift
    }

    /// Calls `body` with room for the keys of `count` positions in chunks of `1 << chunkShift`, none written yet.
    static func with<Result>(count: Int, chunkShift: Int, _ body: (KeyBuffer) throws -> Result) rethrows -> Result {
        var chunks = [[Keys]](repeating: [], count: (count + (1 << chunkShift) - 1) >> chunkShift)
        return try SharedBuffer.sharing(&chunks) { try body(KeyBuffer(chunks: $0, chunkShift: chunkShift)) }
    }

    /// Writes the keys of `positions`, one whole chunk not yet written, in position order.
    func write(_ keys: [Keys], of positions: Range<Int>) {
        let chunk = positions.lowerBound >> chunkShift
        precondition(positions.lowerBound == chunk << chunkShift && keys.count == positions.count
                         && (positions.count == 1 << chunkShift || chunk == chunks.count - 1),
                     "keys are written a whole chunk at a time")
        chunks[chunk] = keys
    }

    /// The keys of `position`, whose chunk is already written. Read in place: no chunk's array is retained
    /// per value.
    subscript(position: Int) -> Keys {
        let chunk = position >> chunkShift
        return chunks.withSpan(of: chunk..<chunk + 1) { $0[0][position & ((1 << chunkShift) - 1)] }
    }
}
