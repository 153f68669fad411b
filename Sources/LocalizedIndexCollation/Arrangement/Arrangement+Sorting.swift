extension Arrangement {
    // The sort of ``sort(_:sectionCount:threads:)``: the entries (each a position and its key's first twelve
    // bytes, the arena keeping the rest) are put in groups by section and the first byte of their key (by
    // section alone for a short list among many sections, see ``Groups``); each group is then sorted on its
    // own (``sortRun(_:scratch:keys:offset:width:nextIsLoaded:)``), so groups can go to different threads.
    // Entries come in position order and every step keeps it among equal keys, so the order is total and the
    // result does not depend on how the work was shared out.
    //
    // Memory: the entries placing made are moved into their groups, and each page of them read is given back
    // as the move goes on, so the two arrays of entries cost little more than one; a group's radix sort
    // borrows scratch space the size of the largest group a thread sorts, not of all entries. On a million
    // names that is 16 MB of entries and 10 MB of key tails at the peak, where whole keys and entries made
    // apart from them were 22 + 24 MB.

    /// Where the groups of entries by section and the first byte of their key are, each group in position
    /// order.
    ///
    /// A short list among many sections (a mixed list with every script's letters: 400 sections, 100,000
    /// groups) is grouped by section alone: counting and walking the groups of every first byte would cost
    /// more than sorting its few entries.
    struct Groups {
        /// Group g's entries are `entries[starts[g] ..< starts[g + 1]]`; there are `sectionCount << byteBits`
        /// groups.
        let starts: [Int]
        let sectionCount: Int
        /// 8 when the groups are by section and first key byte, 0 when by section alone.
        let byteBits: Int
    }

    /// How many entries there must be for each group of a section and first byte (``Groups``) to be worth it.
    static let entriesPerByteGroup = 4

    /// How many entries a thread moves into their groups before it gives back the pages of those it read: a
    /// megabyte.
    static let entriesBetweenReleases = 65_536

    /// `placed`, the entries in position order whose positions' sections are `sections`, moved into their
    /// groups (``Groups``); `placed` is left empty.
    ///
    /// With several threads the positions are cut into one contiguous part per thread. Each part counts
    /// its entries per group; a group's entries from part *p* then go after those of the parts before it,
    /// so each part writes its own slots, and every group is still in position order. Each part gives back
    /// the pages of `placed` it has read every ``entriesBetweenReleases`` entries: they are not read again,
    /// and `placed` is freed once all are moved.
    static func group(
        _ placed: inout [Entry], sections: [UInt32], sectionCount: Int, threads: Int
    ) -> (entries: [Entry], groups: Groups) {
        let count = placed.count
        let byteBits = count >= (sectionCount << 8) * entriesPerByteGroup ? 8 : 0, groupCount = sectionCount << byteBits
        let parts = contiguousParts(of: count, parts: threads)
        // First each part's count per group, at counts[part * groupCount + group]; then where the part's
        // next entry of the group goes.
        var counts = [Int](repeating: 0, count: parts.count * groupCount)
        SharedBuffer.sharing(&counts) { counts in
            SharedBuffer.sharing(&placed) { placed in
                // Each part counts into its own row.
                Threads.forEach(parts) { part, positions in
                    let row = part * groupCount
                    placed.withSpan(of: positions) { placed in
                        for index in placed.indices {
                            let firstByte = UInt8(truncatingIfNeeded: placed[index].prefix >> 56)
                            let group = group(section: sections[positions.lowerBound + index], firstByte: firstByte,
                                              byteBits: byteBits)
                            counts[row + group] += 1
                        }
                    }
                }
            }
        }
        // Group g's entries go to groupStarts[g] ..< groupStarts[g + 1].
        var groupStarts = [Int](repeating: 0, count: groupCount + 1), total = 0
        for group in 0..<groupCount {
            groupStarts[group] = total
            for part in parts.indices {
                let slot = part * groupCount + group, partCount = counts[slot]
                counts[slot] = total
                total += partCount
            }
        }
        groupStarts[groupCount] = total

        // Each part writes the slots its own row of `next` gives it, and only that row, and gives back pages
        // of its own positions of `placed` only. Every slot is written once: the rows' slots cover them all.
        let entries = SharedBuffer<Entry>.uninitializedArray(count: count) { scattered in
            SharedBuffer.sharing(&counts) { next in
                // Written only to give pages back: `placed`'s own storage (unique, as it is `inout`).
                SharedBuffer.sharing(&placed) { placed in
                    Threads.forEach(parts) { part, positions in
                        let row = part * groupCount
                        var unreleased = positions.lowerBound
                        for position in positions {
                            let entry = placed[position]
                            let firstByte = UInt8(truncatingIfNeeded: entry.prefix >> 56)
                            let slot = row + group(section: sections[position], firstByte: firstByte,
                                                   byteBits: byteBits)
                            scattered[next[slot]] = entry
                            next[slot] += 1
                            if position + 1 - unreleased == entriesBetweenReleases {
                                placed.releasePages(of: unreleased..<position + 1)
                                unreleased = position + 1
                            }
                        }
                    }
                }
            }
        }
        placed = []
        return (entries, Groups(starts: groupStarts, sectionCount: sectionCount, byteBits: byteBits))
    }

    /// Sorts each group of `entries` (``sortRun(_:scratch:keys:offset:width:nextIsLoaded:)``), sharing the
    /// groups out to `threads` threads, and reads off the positions. `tails` are the keys' bytes from
    /// ``SortKeyArena/headLength`` on.
    static func sortGroups(_ entries: inout [Entry], in groups: Groups, tails keys: SortKeyArena.Keys, threads: Int)
        -> SortedPositions {
        let starts = groups.starts, jobs = Self.jobs(groupStarts: starts, threads: threads)
        let sectionStarts = (0...groups.sectionCount).map { starts[$0 << groups.byteBits] }
        let count = entries.count
        guard count > 0 else { return SortedPositions(positions: [], sectionStarts: sectionStarts) }
        let positions = SharedBuffer.sharing(&entries) { entries in
            SharedBuffer<UInt32>.uninitializedArray(count: count) { output in
                // Each job sorts its own groups' entries and reads off their positions.
                Threads.forEach(jobs, onThreads: threads) { groups in
                    let largest = groups.map { starts[$0 + 1] - starts[$0] }.max() ?? 0
                    var scratchEntries = [Entry](repeating: Entry(head: .init(prefix: 0, next: 0), position: 0),
                                                 count: largest)
                    var scratch = scratchEntries.mutableSpan
                    for group in groups {
                        let range = starts[group]..<starts[group + 1]
                        var groupScratch = scratch._mutatingExtracting(0..<range.count)
                        entries.withMutableSpan(of: range) { sortGroup(&$0, scratch: &groupScratch, keys: keys) }
                    }
                    let sorted = starts[groups.lowerBound]..<starts[groups.upperBound]
                    entries.withSpan(of: sorted) { sortedEntries in
                        for index in sortedEntries.indices {
                            output[sorted.lowerBound + index] = sortedEntries[index].position
                        }
                    }
                }
            }
        }
        return SortedPositions(positions: positions, sectionStarts: sectionStarts)
    }

    /// The group of an entry in `section` whose key starts with `firstByte`, in groups of ``Groups/byteBits``.
    @inline(__always)
    private static func group(section: UInt32, firstByte: UInt8, byteBits: Int) -> Int {
        Int(section) << byteBits | Int(firstByte >> (8 - byteBits))
    }

    /// Contiguous runs of groups with about the same number of entries, several per thread so that a thread
    /// that finishes early takes another.
    private static func jobs(groupStarts: [Int], threads: Int) -> [Range<Int>] {
        let groupCount = groupStarts.count - 1
        guard threads > 1 else { return [0..<groupCount] }
        let target = max(1, groupStarts[groupCount] / (threads * 8))
        var jobs: [Range<Int>] = [], start = 0
        for group in 0..<groupCount where groupStarts[group + 1] - groupStarts[start] >= target {
            jobs.append(start..<group + 1)
            start = group + 1
        }
        if start < groupCount { jobs.append(start..<groupCount) }
        return jobs
    }

    /// Below this many entries a run is sorted by insertion: a radix pass would cost more.
    private static let insertionSortLimit = 32

    /// Up to this many entries a run's prefixes are sorted by comparing them: the radix sort's fixed cost
    /// (2,048 counts zeroed, a pass of 256 buckets per byte) outweighs its gain on a short run.
    private static let comparisonSortLimit = 256

    /// Sorts one group's entries, which share a section (and their first key byte, in groups by it) and come
    /// in position order.
    @inline(__always)
    private static func sortGroup(
        _ entries: inout MutableSpan<Entry>, scratch: inout MutableSpan<Entry>, keys: SortKeyArena.Keys
    ) {
        sortRun(&entries, scratch: &scratch, keys: keys, offset: 0, width: 8, nextIsLoaded: true)
    }

    /// Sorts entries in position order whose keys agree before byte `offset` and whose `prefix` holds bytes
    /// `offset ..< offset + width` in its top `width` bytes (and `next` the four after, if `nextIsLoaded`): a
    /// most-significant-digit radix sort up to eight bytes at a time, each run of equal bytes sorted on by the
    /// next ones.
    ///
    /// Names share long key beginnings (surnames, duplicates): sorting each run by comparing the rest of the
    /// keys, or reading their next bytes from the arena, cost more than all the radix passes.
    private static func sortRun(
        _ entries: inout MutableSpan<Entry>, scratch: inout MutableSpan<Entry>,
        keys: SortKeyArena.Keys, offset: Int, width: Int, nextIsLoaded: Bool
    ) {
        let count = entries.count
        guard count > 1 else { return }
        let rest = offset + width  // the key byte after `prefix`'s
        // A key that ends within the prefix has a zero last byte there (keys have no zero bytes).
        let lastByte = UInt64(0xFF) << (64 - 8 * width)
        if count <= insertionSortLimit {
            insertionSort(&entries, keys: keys, from: rest, lastByte: lastByte, nextIsLoaded: nextIsLoaded)
            return
        }
        if count <= comparisonSortLimit {
            // By prefix, then position: the radix sort's order, as it keeps position order among equal prefixes.
            mergeSortByPrefix(&entries, scratch: &scratch)
        } else {
            radixSortByPrefix(&entries, scratch: &scratch, digits: 8 - width..<8)
        }
        var start = 0
        while start < count {
            // A run of equal prefixes, in position order. A run whose prefixes end in zero is of equal keys,
            // already in position order.
            let prefix = entries[start].prefix
            var end = start + 1
            while end < count, entries[end].prefix == prefix { end += 1 }
            if end - start > 1, prefix & lastByte != 0 {
                var run = entries._mutatingExtracting(start..<end)
                var runScratch = scratch._mutatingExtracting(start..<end)
                if nextIsLoaded {
                    for index in run.indices { run[index].prefix = UInt64(run[index].next) << 32 }
                    sortRun(&run, scratch: &runScratch, keys: keys, offset: rest, width: 4, nextIsLoaded: false)
                } else {
                    loadChunks(&run, keys: keys, at: rest)
                    sortRun(&run, scratch: &runScratch, keys: keys, offset: rest, width: 8, nextIsLoaded: false)
                }
            }
            start = end
        }
    }

    /// Where key byte `offset` is among `tails` (the keys' bytes from ``SortKeyArena/headLength`` on): only
    /// bytes past the entries' heads are ever read there.
    @inline(__always)
    private static func tailOffset(_ offset: Int) -> Int {
        assert(offset >= SortKeyArena.headLength, "a key byte that the entry holds")
        return offset - SortKeyArena.headLength
    }

    /// Sets each entry's `prefix` to its key's bytes `offset ..< offset + 8`, read from the tails in `keys`.
    /// The entries' keys lie scattered over the arena, two reads each (where the key starts, then its bytes)
    /// that would each wait on memory: both are asked for ahead, the first ``prefetchDistance`` entries
    /// ahead, the second half as far.
    @inline(__always)
    private static func loadChunks(
        _ entries: inout MutableSpan<Entry>, keys: SortKeyArena.Keys, at keyOffset: Int
    ) {
        let count = entries.count, far = prefetchDistance, near = prefetchDistance / 2, offset = tailOffset(keyOffset)
        for index in 0..<count {
            if index + far < count { keys.prefetchStart(of: Int(entries[index + far].position)) }
            if index + near < count { keys.prefetchBytes(of: Int(entries[index + near].position), at: offset) }
            entries[index].prefix = keys.chunk(of: Int(entries[index].position), at: offset)
        }
    }

    /// How many entries ahead ``loadChunks(_:keys:at:)`` asks for where a key starts.
    private static let prefetchDistance = 16

    /// Sorts a few entries by `prefix` (whose last byte is `lastByte`, zero in a key that ended), `next` if
    /// loaded, the rest of their keys from the tails in `keys`, and position.
    private static func insertionSort(
        _ entries: inout MutableSpan<Entry>, keys: SortKeyArena.Keys, from rest: Int, lastByte: UInt64,
        nextIsLoaded: Bool
    ) {
        @inline(__always)
        func less(_ a: Entry, _ b: Entry) -> Bool {
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            if a.prefix & lastByte == 0 { return a.position < b.position }  // both keys ended: equal
            var from = rest
            if nextIsLoaded {
                if a.next != b.next { return a.next < b.next }
                if a.next & 0xFF == 0 { return a.position < b.position }
                from += 4
            }
            let order = keys.compare(Int(a.position), Int(b.position), from: tailOffset(from))
            return order != 0 ? order < 0 : a.position < b.position
        }
        for index in 1..<entries.count {
            let entry = entries[index]
            var hole = index
            while hole > 0 {
                let previous = entries[hole - 1]
                guard less(entry, previous) else { break }
                entries[hole] = previous
                hole -= 1
            }
            entries[hole] = entry
        }
    }

    /// Sorts entries by prefix, then position: insertion sorts of short runs, then merges back and forth
    /// between `entries` and `scratch` (as many as `entries`).
    private static func mergeSortByPrefix(_ entries: inout MutableSpan<Entry>, scratch: inout MutableSpan<Entry>) {
        @inline(__always)
        func less(_ a: Entry, _ b: Entry) -> Bool {
            a.prefix != b.prefix ? a.prefix < b.prefix : a.position < b.position
        }
        let count = entries.count
        // Runs of 32 to 64 entries, as many as a power of two: merges of runs of equal length.
        var runLength = count
        while runLength > 2 * mergeRunLength { runLength = (runLength + 1) / 2 }
        var runStart = 0
        while runStart < count {
            let runEnd = min(runStart + runLength, count)
            for index in runStart + 1..<runEnd {
                let entry = entries[index]
                var hole = index
                while hole > runStart {
                    let previous = entries[hole - 1]
                    guard less(entry, previous) else { break }
                    entries[hole] = previous
                    hole -= 1
                }
                entries[hole] = entry
            }
            runStart = runEnd
        }
        var width = runLength, inScratch = false
        while width < count {
            if inScratch {
                mergeRuns(of: scratch.span, width: width, into: &entries, by: less)
            } else {
                mergeRuns(of: entries.span, width: width, into: &scratch, by: less)
            }
            inScratch.toggle()
            width *= 2
        }
        if inScratch {
            for index in entries.indices { entries[index] = scratch[index] }
        }
    }

    /// At most twice this many entries ``mergeSortByPrefix(_:scratch:)`` sorts by insertion before it merges.
    private static let mergeRunLength = 32

    /// Merges each pair of sorted runs of `width` entries of `source` into `destination`, as many.
    @inline(__always)
    private static func mergeRuns(
        of source: Span<Entry>, width: Int, into destination: inout MutableSpan<Entry>,
        by less: (Entry, Entry) -> Bool
    ) {
        let count = source.count
        var start = 0
        while start < count {
            let middle = min(start + width, count), end = min(start + 2 * width, count)
            var left = start, right = middle, out = start
            while left < middle, right < end {
                if less(source[right], source[left]) {
                    destination[out] = source[right]
                    right += 1
                } else {
                    destination[out] = source[left]
                    left += 1
                }
                out += 1
            }
            while left < middle {
                destination[out] = source[left]
                left += 1
                out += 1
            }
            while right < end {
                destination[out] = source[right]
                right += 1
                out += 1
            }
            start = end
        }
    }

    /// A stable least-significant-digit radix sort on the prefix's bytes `digits` (0 the lowest, 7 the
    /// highest), skipping bytes every entry shares (such as a group's first byte).
    private static func radixSortByPrefix(
        _ entries: inout MutableSpan<Entry>, scratch: inout MutableSpan<Entry>, digits: Range<Int>
    ) {
        let count = entries.count
        var countStorage = [Int](repeating: 0, count: 8 * 256)
        var counts = countStorage.mutableSpan
        for index in entries.indices {
            var prefix = entries[index].prefix >> (8 * digits.lowerBound)
            for digit in digits {
                counts[digit << 8 | Int(truncatingIfNeeded: prefix & 0xFF)] += 1
                prefix >>= 8
            }
        }
        var inScratch = false
        for digit in digits {
            let shift = UInt64(digit * 8), base = digit << 8
            let first = inScratch ? scratch[0].prefix : entries[0].prefix
            if counts[base | Int(truncatingIfNeeded: (first >> shift) & 0xFF)] == count { continue }
            var offset = 0
            for value in 0..<256 {
                let slots = counts[base | value]
                counts[base | value] = offset
                offset += slots
            }
            if inScratch {
                scatter(scratch.span, into: &entries, counts: &counts, base: base, shift: shift)
            } else {
                scatter(entries.span, into: &scratch, counts: &counts, base: base, shift: shift)
            }
            inScratch.toggle()
        }
        if inScratch {
            for index in entries.indices { entries[index] = scratch[index] }
        }
    }

    /// One radix pass: each entry of `source` to the next slot `counts` gives its byte at `shift`.
    @inline(__always)
    private static func scatter(
        _ source: Span<Entry>, into destination: inout MutableSpan<Entry>, counts: inout MutableSpan<Int>, base: Int,
        shift: UInt64
    ) {
        for index in source.indices {
            let entry = source[index]
            let slot = base | Int(truncatingIfNeeded: (entry.prefix >> shift) & 0xFF)
            // Read once: after the entry's store the compiler cannot tell `counts` was not written, and
            // reloading it made each pass a quarter slower than the pointer code's (the same instructions,
            // but a load waiting on the store). A slot is below `destination.count`, so `&+` cannot wrap.
            let next = counts[slot]
            destination[next] = entry
            counts[slot] = next &+ 1
        }
    }
}
