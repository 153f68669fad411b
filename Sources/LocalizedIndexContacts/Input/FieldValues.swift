/// Field values in one buffer: every value's UTF-8 bytes and where each is. A batch of a few thousand CSV
/// records is two arrays this way, not a string per field, an array per record and the
/// retains and frees that go with them.
package struct FieldValues: Sendable {
    /// The values' bytes, in order; a line of plain values is kept whole, separators included
    /// (``appendLine(_:)``).
    package private(set) var bytes: [UInt8] = []
    /// Where each value is in `bytes`: one array, so that adding or finding a value checks one.
    private var ranges: [Range<Int>] = []

    package init() {}

    /// Room for `count` values of `byteCount` bytes in all, to grow the buffers fewer times.
    package init(reservingValues count: Int, bytes byteCount: Int) {
        ranges.reserveCapacity(count)
        bytes.reserveCapacity(byteCount)
    }

    /// How many values there are.
    package var count: Int { ranges.count }

    /// Where value `index` is in ``bytes``.
    package func range(at index: Int) -> Range<Int> {
        ranges[index]
    }

    /// Value `index` as a string (values are appended only once known to be valid UTF-8).
    package func string(at index: Int) -> String {
        String(decoding: bytes[range(at: index)], as: UTF8.self)
    }

    /// Adds a value: its bytes, which must be valid UTF-8.
    package mutating func append(_ value: some Collection<UInt8>) {
        let start = bytes.count
        bytes.append(contentsOf: value)
        ranges.append(start..<bytes.count)
    }

    /// Adds the bytes of a line whose values are parts of it, once (copying each value apart took a tenth
    /// of reading a TSV), and returns where they start in ``bytes``; ``appendValue(at:)`` then adds the values.
    package mutating func appendLine(_ line: Span<UInt8>) -> Int {
        let start = bytes.count
        bytes.append(copying: line)
        return start
    }

    /// Takes back the last line added (``appendLine(_:)`` returned `start`) and the `count` values added
    /// from it since.
    package mutating func removeLine(startingAt start: Int, values count: Int) {
        ranges.removeLast(count)
        bytes.removeSubrange(start...)
    }

    /// Adds the value at `range` of ``bytes``, a part of the last line added (``appendLine(_:)``), which
    /// must be valid UTF-8.
    package mutating func appendValue(at range: Range<Int>) {
        ranges.append(range)
    }

    /// Removes the last `count` values, and the bytes from the first of them on.
    package mutating func removeLast(_ count: Int) {
        guard count > 0 else { return }
        let cut = ranges[ranges.count - count].lowerBound
        ranges.removeLast(count)
        bytes.removeSubrange(cut...)
    }
}
