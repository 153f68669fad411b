extension Arrangement {
    /// `positions.map { values[Int($0)] }`: the values in the order arranging gave them, copied on as many
    /// threads as arranging that many values uses (the same array either way).
    ///
    /// Any values, `Sendable` or not: a copy reads a value's bits and retains what it references, running
    /// none of its code, and the calling thread waits here until every copy is made (``SharedBuffer``). On a
    /// million names the copy is a scattered read per value, about a tenth of the whole arrangement on two
    /// cores.
    @inlinable
    static func gather<Value>(
        _ values: [Value], at positions: ArraySlice<UInt32>, parallelism: LocalizedIndexCollation.Parallelism
    ) -> [Value] {
        let parts = parts(of: positions.count, parallelism: parallelism, threshold: gatherThreshold)
        return SharedBuffer.sharing(readOnly: values) { values in
            SharedBuffer.sharing(readOnly: positions) { positions in
                // Each thread initializes its own part of the output; all only read `values` and `positions`.
                SharedBuffer.array(count: positions.count, initializingParts: parts) { _, offsets, output in
                    positions.withSpan(of: offsets) { copy(values, at: $0, into: &output) }
                }
            }
        }
    }

    /// Appends `values[positions[i]]` to `output` for each `i`.
    ///
    /// Positions in sorted order are scattered over `values`, so each copy would wait on memory: the values
    /// of the next ``gatherBlock`` positions are asked for while a block is copied, some ten copies ahead
    /// (``SharedBuffer/prefetch(elementsAt:)``, one call per block). One million names (16 MB of strings),
    /// one thread: 40 ms of copying without, 12 ms with.
    @inlinable
    static func copy<Value>(
        _ values: SharedBuffer<Value>, at positions: Span<UInt32>, into output: inout OutputSpan<Value>
    ) {
        let end = positions.count
        var start = 0
        while start < end {
            let blockEnd = min(start &+ gatherBlock, end), ahead = min(blockEnd &+ gatherBlock, end)
            if blockEnd < ahead { values.prefetch(elementsAt: positions.extracting(blockEnd..<ahead)) }
            for offset in start..<blockEnd { output.append(values[Int(positions[offset])]) }
            start = blockEnd
        }
    }

    /// How many values ``copy(_:at:into:)`` copies per hint: the next block's values are asked for
    /// 8 to 15 copies ahead, enough to cover a trip to memory.
    @inlinable
    static var gatherBlock: Int { 8 }

    /// `0 ..< count` cut into one contiguous part per thread that arranging that many values uses (with
    /// `threshold`: ``threadCount(for:parallelism:threshold:)``).
    @usableFromInline
    static func parts(
        of count: Int, parallelism: LocalizedIndexCollation.Parallelism, threshold: Int = parallelThreshold
    ) -> [Range<Int>] {
        contiguousParts(of: count, parts: threadCount(for: count, parallelism: parallelism, threshold: threshold))
    }
}
