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

    /// Sorts `positions` (indices of keys) by key, equal keys keeping their order in `positions`: a stable
    /// sort whatever the algorithm.
    func sort(_ positions: inout [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                let base = buffer.baseAddress
                // Rank ties by their position in the input to make the order stable.
                var ranked = positions.enumerated().map { (rank: $0.offset, key: $0.element) }
                ranked.sort { a, b in
                    let aStart = starts[a.key], aLength = starts[a.key + 1] - aStart
                    let bStart = starts[b.key], bLength = starts[b.key + 1] - bStart
                    let common = min(aLength, bLength)
                    let order = common == 0 ? 0 : memcmp(base! + aStart, base! + bStart, common)
                    if order != 0 { return order < 0 }
                    if aLength != bLength { return aLength < bLength }
                    return a.rank < b.rank
                }
                positions = ranked.map(\.key)
            }
        }
    }
}
