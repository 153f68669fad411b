import LocalizedIndexSupport
import Testing
@testable import LocalizedIndexCollation

/// The sort behind every arrangement (`Arrangement.arrange`: each key's first twelve bytes split off into its
/// entry, the entries grouped in place by section and first key byte, a radix sort on the prefix, then the
/// next four bytes, then the key's tail from the arena, positions among equal keys) against the plain
/// definition: section, then the key's bytes in lexicographic order, then position.
@Suite("entry sort")
struct EntrySortTests {
    /// Keys built to hit every branch: shorter and longer than the 8-byte prefix, equal prefixes with
    /// different tails, exact duplicates, one first byte for most keys (one large group, radix-sorted) and
    /// a few others (small groups, insertion-sorted). Keys have no zero byte, as ICU's have none.
    /// With a two-byte alphabet and keys up to 30 bytes, long runs share two or three 8-byte chunks, so the
    /// radix sort recurses.
    static func keys(count: Int, seed: UInt64, alphabet: UInt64, maximumLength: UInt64) -> (keys: [[UInt8]], sections: [Int]) {
        var generator = SeededNumbers(seed: seed)
        var keys: [[UInt8]] = [], sections: [Int] = []
        for _ in 0..<count {
            let roll = generator.next() % 10
            if roll == 0, let earlier = keys.randomElement(using: &generator) {
                keys.append(earlier)  // a duplicate
            } else {
                let length = Int(generator.next() % maximumLength)
                let first: UInt8 = roll < 7 ? 0x29 : UInt8(1 + generator.next() % 255)
                // Few distinct bytes, so prefixes often tie and tails decide.
                keys.append([first] + (0..<length).map { _ in UInt8(1 + generator.next() % alphabet) })
            }
            sections.append(Int(generator.next() % 4))
        }
        return (keys, sections)
    }

    /// 1, 40 and 600 keys are grouped by section alone, 5,000 and more by section and first key byte
    /// (`Arrangement.entriesPerByteGroup`): both groupings are checked. 40 keys make sections short enough
    /// to sort by insertion, 600 sections (of about 150) sorted by comparing prefixes, 5,000 groups sorted by
    /// radix, each with runs of equal prefixes sorted again on the next bytes. 200,000 keys are more than
    /// `Arrangement.entriesBetweenReleases` a thread on one to three threads: the pages of placed entries
    /// given back as they are grouped must be those already read.
    @Test("same order as section, key bytes, position",
          arguments: [(1, 1, 3, 14), (40, 2, 3, 14), (600, 7, 3, 14), (600, 8, 2, 30), (5_000, 3, 3, 14),
                      (60_000, 4, 3, 14), (60_000, 5, 2, 30), (200_000, 6, 3, 14)])
    func matchesDefinition(count: Int, seed: UInt64, alphabet: UInt64, maximumLength: UInt64) {
        let (keys, sections) = Self.keys(count: count, seed: seed, alphabet: alphabet, maximumLength: maximumLength)
        let expected = keys.indices.sorted { a, b in
            if sections[a] != sections[b] { return sections[a] < sections[b] }
            if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
            return a < b
        }
        for threads in [1, 2, 3] {
            let chunkShift = Arrangement.chunkShift(for: count)
            let sorted = Arrangement.arrange(count: count, sectionCount: 4, threads: threads, chunkShift: chunkShift,
                                             reading: { $0 }) { positions, offset, arena in
                let position = positions.lowerBound + offset
                arena.append(keyBytes: keys[position])
                return sections[position]
            }
            // Compared as a Bool, with the first difference: a diff of 200,000 numbers takes minutes.
            let positions = sorted.positions.map(Int.init)
            let firstDifference = positions.indices.first { $0 >= expected.count || positions[$0] != expected[$0] }
            #expect(positions.count == expected.count && firstDifference == nil,
                    "threads: \(threads), first difference at \(firstDifference.map(String.init) ?? "none")")
            #expect(sorted.sectionStarts == (0...4).map { section in sections.filter { $0 < section }.count })
        }
    }

    /// Placing on several threads a chunk at a time: each position placed once, whichever thread took its
    /// chunk, only after the calling thread read its chunk (in order, each position once), and the order the
    /// definition's. Chunks of 1, 8 and 128 values cut a few thousand values into hundreds of chunks, taken by
    /// threads in an order that differs from run to run.
    @Test("placed in chunks on several threads, same order", arguments: [(2, 0), (3, 3), (5, 7)])
    func chunkedPlacementMatchesDefinition(threads: Int, chunkShift: Int) {
        let (keys, sections) = Self.keys(count: 3_000, seed: 6, alphabet: 3, maximumLength: 14)
        let expected = keys.indices.sorted { a, b in
            if sections[a] != sections[b] { return sections[a] < sections[b] }
            if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
            return a < b
        }
        let placements = Locked([Int](repeating: 0, count: keys.count))
        // How far the keys are read, and how many ranges came out of order, positions were placed unread or
        // offsets given outside their range.
        let read = Locked((upTo: 0, outOfOrder: 0, placedUnread: 0, offsetOutside: 0))
        let sorted = Arrangement.arrange(
            count: keys.count, sectionCount: 4, threads: threads, chunkShift: chunkShift,
            reading: { positions in
                read.withLock { read in
                    if positions.lowerBound != read.upTo { read.outOfOrder += 1 }
                    read.upTo = positions.upperBound
                }
                return positions
            }
        ) { positions, offset, arena in
            // Given what `read` returned for the position's range, and the position's offset in it.
            guard (0..<positions.count).contains(offset) else {
                read.withLock { $0.offsetOutside += 1 }
                return 0
            }
            let position = positions.lowerBound + offset
            placements.withLock { $0[position] += 1 }
            read.withLock { read in if position >= read.upTo { read.placedUnread += 1 } }
            arena.append(keyBytes: keys[position])
            return sections[position]
        }
        #expect(placements.withLock { $0 }.allSatisfy { $0 == 1 }, "a position was placed twice or never")
        let progress = read.withLock { $0 }
        #expect(progress.upTo == keys.count && progress.outOfOrder == 0 && progress.placedUnread == 0
                    && progress.offsetOutside == 0)
        #expect(sorted.positions.map(Int.init) == expected)
        #expect(sorted.sectionStarts == (0...4).map { section in sections.filter { $0 < section }.count })
    }

    /// Chunk sizes for the lengths arranged on several threads: every thread gets several chunks where the
    /// smallest chunk allows it, no chunk beyond the largest, and no smaller chunk than needed.
    @Test("chunks: at least sixteen where 256 values a chunk allows, within 256 ... 8,192",
          arguments: [2_000, 2_047, 4_096, 5_000, 10_000, 65_535, 131_072, 131_073, 1_000_000, 10_000_000])
    func chunkSizes(count: Int) {
        let size = 1 << Arrangement.chunkShift(for: count), chunks = (count + size - 1) / size
        #expect((256...8_192).contains(size))
        #expect(chunks >= 16 || size == 256, "\(count) values in \(chunks) chunks of \(size)")
        // Twice the size would leave fewer than sixteen chunks, unless the size is the largest.
        #expect(size == 8_192 || count / (size * 2) < 16, "\(count) values: chunks of \(size) smaller than needed")
    }
}
