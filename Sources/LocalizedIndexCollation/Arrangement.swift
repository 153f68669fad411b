import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension LocalizedIndexCollation {
    /// How many threads arranging a list may use.
    ///
    /// The result is the same either way, to the byte: the work is split into fixed parts and put back
    /// together in input order, whatever the number of cores or how the threads were scheduled.
    public enum Parallelism: Sendable, Hashable {
        /// Every core for lists long enough to gain from it (tens of thousands of values); the calling
        /// thread alone for shorter ones.
        case automatic
        /// The calling thread alone: for a server that already runs one request per core.
        case serial
    }
}

/// The sorting core behind ``LocalizedIndexCollation/sections(of:by:keepingEmptySections:parallelism:)`` and
/// ``LocalizedIndexCollation/sorted(_:by:parallelism:)``: each value's section and sort key computed once, then
/// one sort of small fixed-size entries ordered by section, sort key and position
/// (``sortedEntries(count:entry:sectionCount:keys:threads:)``, in its two steps).
///
/// With several threads the values are cut into as many contiguous parts, each computing its part's sections
/// and keys, and the sort shares its groups out. Ties are broken by position, so the order is total and the
/// result does not depend on the split.
enum Arrangement {
    /// Below this many values one thread does all the work: starting threads would cost more than it saves.
    static let parallelThreshold = 20_000

    /// What a sort orders: a value's section, sixteen bytes of its key and its position.
    ///
    /// The key's bytes travel with the entry, so most comparisons never read the arena: reading it is a
    /// cache miss per entry once the entries are out of position order.
    struct Entry {
        /// Eight bytes of the key as a big-endian integer, zero-padded (``SortKeyArena/Keys/chunk(of:at:)``):
        /// at first bytes 0–7; while a run is sorted, the run's current eight.
        var prefix: UInt64
        /// The eight bytes after `prefix`'s, when they are loaded.
        var next: UInt64
        var section: UInt32
        var position: UInt32
    }

    /// For each section in order (empty ones only when `keepingEmptySections`), the positions of its values
    /// in sorted order.
    ///
    /// - Parameter placement: The section of the value at a position, after appending its sort key to the
    ///   arena it is given. Called once per position, from several threads at once unless `parallelism` is
    ///   `.serial`.
    /// - Parameter placed: Called once every position is placed, before the sort (the peak of memory): to let
    ///   go of what only placing needed.
    static func sectionedPositions(
        count: Int, sectionCount: Int, keepingEmptySections: Bool,
        parallelism: LocalizedIndexCollation.Parallelism,
        placement: @Sendable (Int, inout SortKeyArena) -> Int,
        placed: () -> Void = {}
    ) -> [(section: Int, positions: [Int])] {
        precondition(count < Int(UInt32.max), "more values than positions fit in 32 bits")
        let parts = partition(count: count, parallelism: parallelism)

        // 1. Sections and sort keys, each part into its own arena. The arenas stay where they are (the
        //    sort reads them together); the sections become one array in position order.
        let computed = Locked([(sections: [UInt32], arena: SortKeyArena)?](repeating: nil, count: parts.count))
        forEach(parts) { part, range in
            var sections: [UInt32] = []
            sections.reserveCapacity(range.count)
            var arena = SortKeyArena(capacity: range.count)
            for position in range { sections.append(UInt32(placement(position, &arena))) }
            computed.withLock { $0[part] = (sections, arena) }
        }
        var arenas: [SortKeyArena] = [], sections: [UInt32] = []
        arenas.reserveCapacity(parts.count)
        computed.withLock { computed in
            for index in computed.indices {
                guard let part = computed[index] else { preconditionFailure("a part was not computed") }
                computed[index] = nil
                arenas.append(part.arena)
                if sections.isEmpty { sections = part.sections } else { sections.append(contentsOf: part.sections) }
            }
        }
        placed()

        // 2. One entry per value, in position order, put in groups by section and first key byte, then each
        //    group sorted by key and position. The sections are freed before the sort, the peak of memory.
        let (sorted, sectionStarts) = SortKeyArena.withKeys(of: arenas) { keys in
            let groups = groupedEntries(
                count: count,
                entry: { position in
                    Entry(prefix: keys.chunk(of: position, at: 0), next: keys.chunk(of: position, at: 8),
                          section: sections[position], position: UInt32(position))
                },
                sectionCount: sectionCount)
            sections = []
            return sortGroups(groups, keys: keys, threads: parts.count)
        }
        arenas = []

        // 3. Each section's positions, in order.
        return (0..<sectionCount).compactMap { section in
            let range = sectionStarts[section]..<sectionStarts[section + 1]
            guard keepingEmptySections || !range.isEmpty else { return nil }
            return (section, sorted[range].map { Int($0.position) })
        }
    }

    // MARK: Threads

    /// Contiguous ranges of `0..<count`, one per thread to use.
    static func partition(count: Int, parallelism: LocalizedIndexCollation.Parallelism) -> [Range<Int>] {
        let threads = parallelism == .serial || count < parallelThreshold ? 1 : min(processorCount, 16)
        let size = (count + threads - 1) / max(threads, 1)
        return stride(from: 0, to: max(count, 1), by: max(size, 1)).map { $0..<min($0 + size, count) }
    }

    /// The processors online, at least one.
    static let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// Runs `body` for each part, on as many threads as there are parts (the caller's alone for one part).
    static func forEach(_ parts: [Range<Int>], _ body: @Sendable (Int, Range<Int>) -> Void) {
        if parts.count == 1 { body(0, parts[0]); return }
        DispatchQueue.concurrentPerform(iterations: parts.count) { body($0, parts[$0]) }
    }
}
