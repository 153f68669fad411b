/// Field values back to back: every value's UTF-8 bytes in one buffer and where each ends. A batch of a few
/// thousand CSV records is two arrays this way, not a string per field, an array per record and the
/// retains and frees that go with them.
package struct FieldValues: Sendable {
    /// The values' bytes, one after another.
    package private(set) var bytes: [UInt8] = []
    /// Where each value ends in `bytes` (and the next one starts).
    private var ends: [Int] = []

    package init() {}

    /// Room for `count` values of `byteCount` bytes in all, to grow the buffers fewer times.
    package init(reservingValues count: Int, bytes byteCount: Int) {
        ends.reserveCapacity(count)
        bytes.reserveCapacity(byteCount)
    }

    /// How many values there are.
    package var count: Int { ends.count }

    /// Where value `index` is in ``bytes``.
    package func range(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// Value `index` as a string (values are appended only once known to be valid UTF-8).
    package func string(at index: Int) -> String {
        String(decoding: bytes[range(at: index)], as: UTF8.self)
    }

    /// Adds a value: its bytes, which must be valid UTF-8.
    package mutating func append(_ value: some Collection<UInt8>) {
        bytes.append(contentsOf: value)
        ends.append(bytes.count)
    }

    /// Removes the last `count` values.
    package mutating func removeLast(_ count: Int) {
        guard count > 0 else { return }
        ends.removeLast(count)
        bytes.removeSubrange((ends.last ?? 0)...)
    }
}
