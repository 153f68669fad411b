/// ICU's collation key for a string: bytes that compare as the strings sort, for storing beside a record
/// (a database column) or comparing many times without ICU.
public struct SortKey: Hashable, Comparable, Sendable {
    /// The key's bytes, without ICU's terminating zero.
    public let bytes: [UInt8]

    /// Whether `lhs` sorts before `rhs`: byte order of the keys, which is the strings' collation order.
    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
