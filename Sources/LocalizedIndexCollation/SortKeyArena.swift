#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sort keys of many strings, computed once each into one contiguous buffer, so a sort compares bytes
/// with no ICU call and no allocation per comparison.
struct SortKeyArena {
    private var bytes: [UInt8] = []
    /// Key `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private var starts: [Int] = [0]

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

    /// Sorts `positions` (indices of keys, ascending as given) by key, equal keys keeping their order: a
    /// stable sort whatever the algorithm, because ties are broken by position.
    ///
    /// Each key's first eight bytes are compared as one integer, so most comparisons touch neither the
    /// arena nor `memcmp`; only keys sharing a prefix compare the rest.
    func sort(_ positions: inout [Int]) {
        guard positions.count > 1 else { return }
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                let base = buffer.baseAddress!
                var entries = positions.map { position -> (prefix: UInt64, position: Int) in
                    let start = starts[position], length = starts[position + 1] - start
                    var prefix: UInt64 = 0
                    for offset in 0..<min(length, 8) {
                        prefix |= UInt64(base[start + offset]) << (56 - 8 * offset)
                    }
                    return (prefix, position)
                }
                entries.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    // Keys are zero-free, so a key shorter than eight bytes is zero-padded and its prefix
                    // already decided against longer keys; equal prefixes compare what follows.
                    let aStart = starts[a.position] + 8, aLength = starts[a.position + 1] - aStart
                    let bStart = starts[b.position] + 8, bLength = starts[b.position + 1] - bStart
                    let common = min(aLength, bLength)
                    if common > 0 {
                        let order = memcmp(base + aStart, base + bStart, common)
                        if order != 0 { return order < 0 }
                    }
                    if aLength != bLength { return aLength < bLength }
                    return a.position < b.position
                }
                positions = entries.map(\.position)
            }
        }
    }
}
