import Testing
@testable import LocalizedIndexCollation

/// The sort behind every arrangement (`Arrangement.sortedEntries`: a counting sort by section and first key
/// byte, a radix sort on the rest of the 8-byte prefix, the key's tail for equal prefixes) against the plain
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

    @Test("same order as section, key bytes, position",
          arguments: [(1, 1, 3, 14), (40, 2, 3, 14), (5_000, 3, 3, 14), (60_000, 4, 3, 14), (60_000, 5, 2, 30)])
    func matchesDefinition(count: Int, seed: UInt64, alphabet: UInt64, maximumLength: UInt64) {
        let (keys, sections) = Self.keys(count: count, seed: seed, alphabet: alphabet, maximumLength: maximumLength)
        let expected = keys.indices.sorted { a, b in
            if sections[a] != sections[b] { return sections[a] < sections[b] }
            if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
            return a < b
        }
        var arena = SortKeyArena(capacity: count)
        for key in keys { arena.append(keyBytes: key) }
        let entries = keys.indices.map {
            Arrangement.Entry(prefix: arena.chunk(of: $0, at: 0), next: arena.chunk(of: $0, at: 8), section: UInt32(sections[$0]), position: UInt32($0))
        }
        for threads in [1, 2, 3] {
            let (sorted, starts) = arena.withKeys {
                Arrangement.sortedEntries(count: entries.count, entry: { entries[$0] }, sectionCount: 4, keys: $0, threads: threads)
            }
            #expect(sorted.map { Int($0.position) } == expected, "threads: \(threads)")
            #expect(starts == (0...4).map { section in sections.filter { $0 < section }.count })
        }
    }
}
