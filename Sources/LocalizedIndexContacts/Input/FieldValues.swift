/// Field values in one buffer: every value's UTF-8 bytes and where each starts and ends. A batch of a few
/// thousand CSV records is three arrays this way, not a string per field, an array per record and the
/// retains and frees that go with them.
package struct FieldValues: Sendable {
    /// The values' bytes, in order; a line of plain values is kept whole, separators included
    /// (``appendLine(_:)``).
    package private(set) var bytes: [UInt8] = []
    /// Where each value starts in `bytes`.
    private var starts: [Int] = []
    /// Where each value ends in `bytes`.
    private var ends: [Int] = []

    package init() {}

    /// Room for `count` values of `byteCount` bytes in all, to grow the buffers fewer times.
    package init(reservingValues count: Int, bytes byteCount: Int) {
        starts.reserveCapacity(count)
        ends.reserveCapacity(count)
        bytes.reserveCapacity(byteCount)
    }

    /// How many values there are.
    package var count: Int { ends.count }

    /// Where value `index` is in ``bytes``.
    package func range(at index: Int) -> Range<Int> {
        starts[index]..<ends[index]
    }

    /// Value `index` as a string (values are appended only once known to be valid UTF-8).
    package func string(at index: Int) -> String {
        String(decoding: bytes[range(at: index)], as: UTF8.self)
    }

    /// Adds a value: its bytes, which must be valid UTF-8.
    package mutating func append(_ value: some Collection<UInt8>) {
        starts.append(bytes.count)
        bytes.append(contentsOf: value)
        ends.append(bytes.count)
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
        starts.removeLast(count)
        ends.removeLast(count)
        bytes.removeSubrange(start...)
    }

    /// Adds the value at `range` of ``bytes``, a part of the last line added (``appendLine(_:)``), which
    /// must be valid UTF-8.
    package mutating func appendValue(at range: Range<Int>) {
        starts.append(range.lowerBound)
        ends.append(range.upperBound)
    }

    /// Removes the last `count` values, and the bytes from the first of them on.
    package mutating func removeLast(_ count: Int) {
        guard count > 0 else { return }
        let cut = starts[starts.count - count]
        starts.removeLast(count)
        ends.removeLast(count)
        bytes.removeSubrange(cut...)
    }
}
