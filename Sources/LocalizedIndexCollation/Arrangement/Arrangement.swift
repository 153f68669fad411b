#if canImport(Glibc)
import LocalizedIndexSupport
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sorting core behind ``LocalizedIndexCollation/sections(of:on:keepingEmptySections:parallelism:)`` and
/// ``LocalizedIndexCollation/sorted(_:on:parallelism:)``: each value's section and sort key computed once
/// (``place(count:threads:chunkShift:reading:placement:)``), the key's first bytes into the value's entry
/// and the rest into an arena, then one sort of the small fixed-size entries, ordered by section, sort key
/// and position (``sort(_:sectionCount:threads:)``).
///
/// With several threads every step is shared out: the values are placed a chunk at a time by whichever
/// thread is free, then put in groups by contiguous parts, and the groups are sorted on all threads. Ties
/// are broken by position, so the order is total and the result does not depend on the split.
///
/// This folder, `Arrangement/`, is the one place of the library with threads: ``Threads`` is the one way work
/// runs on several threads, ``SharedBuffer`` the one way threads share memory (each writing its own part,
/// through bounds-checked spans), and ``MemoryHints`` the one door to the `CMemoryHints` C module; those three
/// hold its unsafe code. ``SortKeyArena`` keeps the sort keys (beyond their first bytes) in one array that
/// ICU writes into through an output span, and the sort works on spans of entries: both are safe code.
/// Outside it, unsafe code is only at the C boundaries (ICU in `ICU/`, MeCab in
/// `Readings/JapaneseReadings.swift`, the environment in `ProcessEnvironment.swift`, static text in
/// `UTF8Spans.swift`) and in two synchronization types of their own (``Locked``, ``WriteOnceSlots``).
@usableFromInline
enum Arrangement {
    /// Below this many values one thread places and sorts them all. Placing a value is a few microseconds
    /// of ICU work, starting a thread some tens: with `sort-contacts` on two cores a second thread made
    /// 1,000 names slower to arrange and 2,000 to 10,000 faster (10,000 mixed names: 20 → 14 ms).
    @usableFromInline static let parallelThreshold = 2_000

    /// Below this many values one thread copies them all into their order (``gather(_:at:parallelism:)``):
    /// a copy is nanoseconds, so a second thread pays off only on long lists.
    @usableFromInline static let gatherThreshold = 20_000

    /// With several threads, values are placed in chunks of `1 << chunkShift(for: count)`: as large as
    /// leaves at least ``minimumChunks`` (threads take chunks as they finish, so one slowed by another
    /// process on the machine takes fewer instead of holding the others up at the end), between 256 values
    /// and 8,192 (a few milliseconds of work). One chunk size for every length left 10,000 values in a
    /// chunk of 8,192 and one of 1,808: one thread did most of the work.
    static func chunkShift(for count: Int) -> Int {
        var shift = minimumChunkShift
        while shift < maximumChunkShift && count >> (shift + 1) >= minimumChunks { shift += 1 }
        return shift
    }

    static let minimumChunkShift = 8
    static let maximumChunkShift = 13
    static let minimumChunks = 16

    /// What a sort orders: the first twelve bytes of a value's key (``SortKeyArena/headLength``; the arena
    /// keeps the rest) and its position, sixteen bytes in all. Its section is the group it is put in
    /// (``Groups``), so it is not kept: a million entries take 16 MB at the peak of memory, not 24.
    ///
    /// The key's bytes travel with the entry, so most comparisons never read the arena: reading it is a
    /// cache miss per entry once the entries are out of position order.
    struct Entry {
        /// Up to eight bytes of the key as a big-endian integer, zero-padded (``SortKeyArena/Keys/chunk(of:at:)``):
        /// at first bytes 0–7; while a run is sorted, the run's current bytes (four after `next` was moved in).
        var prefix: UInt64
        /// Bytes 8–11 of the key, zero-padded, until they are moved into `prefix`.
        var next: UInt32
        var position: UInt32

        /// The entry of the value at `position`, whose key starts with `head`.
        init(head: SortKeyArena.Head, position: Int) {
            prefix = head.prefix
            next = head.next
            self.position = UInt32(truncatingIfNeeded: position)
        }
    }

    /// The positions `0 ..< count` in section order, each section's in sorted order.
    ///
    /// - Parameter read: Called on the calling thread for consecutive ranges of positions, in order, before
    ///   any position of a range is placed: to read the values' keys with closures that need not be
    ///   thread-safe, and return them (or the range itself, where there is nothing to read). Its first error
    ///   ends the arrangement and is thrown.
    /// - Parameter placement: The section of a value, given what `read` returned for its range and its offset
    ///   in the range, after appending its sort key to the arena it is given. Called once per position, from
    ///   several threads at once unless `parallelism` is `.serial`.
    static func arrange<Chunk: Sendable>(
        count: Int, sectionCount: Int, parallelism: LocalizedIndexCollation.Parallelism,
        reading read: (Range<Int>) throws -> Chunk,
        placement: @Sendable (Chunk, Int, inout SortKeyArena) -> Int
    ) rethrows -> SortedPositions {
        try arrange(count: count, sectionCount: sectionCount, threads: threadCount(for: count, parallelism: parallelism),
                    chunkShift: chunkShift(for: count), reading: read, placement: placement)
    }

    /// ``arrange(count:sectionCount:parallelism:reading:placement:)`` on `threads` threads placing
    /// `1 << chunkShift` values at a time (tests choose both, to cut short lists into many chunks).
    static func arrange<Chunk: Sendable>(
        count: Int, sectionCount: Int, threads: Int, chunkShift: Int,
        reading read: (Range<Int>) throws -> Chunk,
        placement: @Sendable (Chunk, Int, inout SortKeyArena) -> Int
    ) rethrows -> SortedPositions {
        precondition(count < Int(UInt32.max), "more values than positions fit in 32 bits")

        // 1. Sections, entries and sort keys, placed a chunk at a time into one arena per thread, each chunk
        //    once `read` has taken its keys.
        let placedValues = try place(count: count, threads: threads, chunkShift: chunkShift, reading: read,
                                     placement: placement)
        return sort(placedValues, sectionCount: sectionCount, threads: threads)
    }

    /// ``arrange(count:sectionCount:parallelism:reading:placement:)`` on the calling thread alone, for a
    /// `placement` that may throw (it reads the values' keys with the caller's closures, which need not be
    /// thread-safe): the first error ends the arrangement.
    static func arrangeOnThisThread(
        count: Int, sectionCount: Int, placement: (Int, inout SortKeyArena) throws -> Int
    ) rethrows -> SortedPositions {
        precondition(count < Int(UInt32.max), "more values than positions fit in 32 bits")
        let placedValues = try placeOnThisThread(count: count, placement: placement)
        return sort(placedValues, sectionCount: sectionCount, threads: 1)
    }

    /// 2. The entries moved into groups by section and first key byte, then each group sorted by key and
    ///    position. The sections are freed before the sort.
    static func sort(_ placed: consuming Placed, sectionCount: Int, threads: Int) -> SortedPositions {
        // Taken out of `placed`, so that each array has one owner and is freed as soon as it is done with.
        var placedEntries: [Entry] = [], sections: [UInt32] = []
        swap(&placedEntries, &placed.entries)
        swap(&sections, &placed.sections)
        var (entries, groups) = group(&placedEntries, sections: sections, sectionCount: sectionCount, threads: threads)
        sections = []
        return placed.keys.withKeys { tails in sortGroups(&entries, in: groups, tails: tails, threads: threads) }
    }

    // MARK: Threads

    /// How many threads arranging `count` values uses (or, with `threshold`, other work on as many values
    /// that needs that many to pay off).
    static func threadCount(
        for count: Int, parallelism: LocalizedIndexCollation.Parallelism, threshold: Int = parallelThreshold
    ) -> Int {
        parallelism == .serial || count < threshold ? 1 : min(processorCount, 16)
    }

    /// `0 ..< count` cut into `parts` contiguous ranges of about the same length, at least one.
    static func contiguousParts(of count: Int, parts: Int) -> [Range<Int>] {
        let size = (count + parts - 1) / max(parts, 1)
        return stride(from: 0, to: max(count, 1), by: max(size, 1)).map { $0..<min($0 + size, count) }
    }

    /// The processors online, at least one.
    static let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
