/// ICU's collation key for a string: bytes that compare as the strings sort, for storing beside a record
/// (a database column) or comparing many times without ICU.
///
/// ```swift
/// let key = collation.sortKey(for: "Örjan")
/// row.sortKey = Data(key.bytes)            // a BLOB column: ORDER BY it sorts as the collation does
/// ```
///
/// Made by ``LocalizedIndexCollation/sortKey(for:)``; keep ``LocalizedIndexCollation/collationVersion``
/// beside stored keys.
public struct SortKey: Hashable, Comparable, Sendable {
    /// The key's bytes, without ICU's terminating zero.
    public let bytes: [UInt8]

    /// Whether `lhs` sorts before `rhs`: byte order of the keys, which is the strings' collation order.
    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
