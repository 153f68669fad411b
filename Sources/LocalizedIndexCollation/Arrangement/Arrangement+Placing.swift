import LocalizedIndexSupport

extension Arrangement {
    /// What placing a list's values gives: each value's section and entry (its key's first bytes and its
    /// position), in position order, and the rest of the keys.
    struct Placed {
        var sections: [UInt32]
        var entries: [Entry]
        var keys: PlacedKeys
    }

    /// The tails of a list's values' sort keys (their bytes from ``SortKeyArena/headLength`` on; the heads
    /// are in the entries), made on several threads a chunk of values at a time: one arena per thread, and
    /// which arena holds each chunk.
    struct PlacedKeys {
        var arenas: [SortKeyArena]
        var chunks: [SortKeyArena.Keys.Chunk]
        let chunkShift: Int

        /// Calls `body` with a view of every key, key `i` being the key of position `i`.
        func withKeys<Result>(_ body: (SortKeyArena.Keys) throws -> Result) rethrows -> Result {
            try SortKeyArena.withKeys(of: arenas, chunks: chunks, chunkShift: chunkShift, body)
        }
    }

    /// Each position's section, entry and sort key's tail (`placement`), on `threads` threads, once `read` has
    /// taken the keys of its chunk: `placement` is given what `read` returned for the chunk and the position's
    /// offset in it.
    ///
    /// With one thread the positions are placed in order into one arena. With more, the positions are cut
    /// into chunks of `1 << chunkShift`, and each of `threads` threads started for it takes the next chunk
    /// not yet taken until none is left, appending its keys to its own arena: the threads finish together
    /// even when one core is busy with something else. Which thread placed a chunk changes nothing but where
    /// its keys are kept.
    ///
    /// `read` is called on the calling thread for each chunk in order (all of `0 ..< count` at once with one
    /// thread), before that chunk is placed: it reads the values' keys with the caller's closures, which need
    /// not be thread-safe, while the threads already place the chunks read. What it returns is handed to the
    /// thread that takes the chunk, under the lock that says the chunk is read; the thread then reads the
    /// chunk's keys from its own copy, one after another, not through a table of every chunk. The first error
    /// it throws ends the placing (the threads stop at their next chunk) and is thrown from here.
    ///
    /// The calling thread only reads, then waits: it places nothing. Every placing thread calls `placement`
    /// once per value, reading the closure's captures where the compiler put them, on the calling thread's
    /// stack; a calling thread that placed too wrote its arena once per value beside them (one 64-byte cache
    /// line), and each of those writes cost the other thread a trip to the writer's cache for its next call.
    /// That was 96% of the time `perf` gave the other thread's closure calls, and 100,000 names on two cores
    /// 4–5% slower than when the layout of the stack happened to keep them apart. With the calling thread
    /// reading (in frames further down its stack, the first chunks only) and then waiting, no value placed
    /// writes beside the captures, however the compiler lays out the frames; one thread more costs tens of
    /// microseconds (and 10,000 names took 0.75–0.85 of the time on two cores in `en` and `sv`).
    static func place<Chunk: Sendable>(
        count: Int, threads: Int, chunkShift: Int, reading read: (Range<Int>) throws -> Chunk,
        placement: @Sendable (Chunk, Int, inout SortKeyArena) -> Int
    ) rethrows -> Placed {
        if threads == 1 {
            let whole = try read(0..<count)
            return placeOnThisThread(count: count) { position, arena in placement(whole, position, &arena) }
        }
        let chunkCount = (count + (1 << chunkShift) - 1) >> chunkShift
        // The positions of chunk `chunk`: what `read` is given, and what the thread that takes it places.
        @Sendable func positions(ofChunk chunk: Int) -> Range<Int> {
            chunk << chunkShift..<min((chunk + 1) << chunkShift, count)
        }
        var sections = [UInt32](repeating: 0, count: count)
        var chunks = [SortKeyArena.Keys.Chunk](repeating: .init(part: 0, first: 0), count: chunkCount)
        let arenas = Locked([SortKeyArena?](repeating: nil, count: threads))
        let nextChunk = Locked(0)
        let reading = Locked(ReadingProgress<Chunk>())
        // Every entry is written below, by the thread that places its position (on an error the array is
        // dropped unread). Each chunk's sections, entries and its entry in the chunk table are written by the
        // one thread that took the chunk; they are read once every thread has been joined.
        let entries = try SharedBuffer<Entry>.uninitializedArray(count: count) { sharedEntries in
            try SharedBuffer.sharing(&sections) { sharedSections in
                try SharedBuffer.sharing(&chunks) { sharedChunks in
                    @Sendable func placeChunks(_ thread: Int) {
                        // Room for a quarter more than an even share; the arena grows if a thread takes more.
                        var arena = SortKeyArena(capacity: count / threads * 5 / 4 + (1 << chunkShift),
                                                 keepingTailsOnly: true)
                        while true {
                            let chunk = nextChunk.withLock { next in
                                defer { next += 1 }
                                return next
                            }
                            guard chunk < chunkCount,
                                  let keys = reading.waitUntil({ $0.read.count > chunk || $0.failed },
                                                               then: { $0.failed ? nil : $0.read[chunk] })
                            else { break }
                            sharedChunks[chunk] = .init(part: thread, first: arena.count)
                            let range = positions(ofChunk: chunk)
                            for position in range {
                                sharedSections[position] = UInt32(placement(keys, position - range.lowerBound, &arena))
                                sharedEntries[position] = Entry(head: arena.lastHead, position: position)
                            }
                        }
                        arenas.withLock { $0[thread] = arena }
                    }
                    try Threads.run(threads, placeChunks, whileThisThread: {
                        var readAll = false
                        // On an error from `read` the threads stop at their next chunk.
                        defer { if !readAll { reading.withLock(when: { _ in true }) { $0.failed = true } } }
                        for chunk in 0..<chunkCount {
                            let keys = try read(positions(ofChunk: chunk))
                            reading.withLock(when: { _ in true }) { $0.read.append(keys) }
                        }
                        readAll = true
                    })
                }
            }
        }
        let made = arenas.withLock { arenas in
            arenas.map { arena in
                guard let arena else { preconditionFailure("a thread's arena was not kept") }
                return arena
            }
        }
        return Placed(sections: sections, entries: entries,
                      keys: PlacedKeys(arenas: made, chunks: chunks, chunkShift: chunkShift))
    }

    /// What the calling thread has read of each chunk so far, in order, or that reading failed.
    private struct ReadingProgress<Chunk> {
        var read: [Chunk] = []
        var failed = false
    }

    /// Each position's section, entry and sort key's tail, in order, on the calling thread, into one arena.
    static func placeOnThisThread(count: Int, placement: (Int, inout SortKeyArena) throws -> Int) rethrows -> Placed {
        var sections: [UInt32] = [], entries: [Entry] = []
        sections.reserveCapacity(count)
        entries.reserveCapacity(count)
        var arena = SortKeyArena(capacity: count, keepingTailsOnly: true)
        for position in 0..<count {
            sections.append(UInt32(try placement(position, &arena)))
            entries.append(Entry(head: arena.lastHead, position: position))
        }
        return Placed(sections: sections, entries: entries,
                      keys: PlacedKeys(arenas: [arena], chunks: [.init(part: 0, first: 0)],
                                       chunkShift: SortKeyArena.Keys.wholeShift))
    }
}
