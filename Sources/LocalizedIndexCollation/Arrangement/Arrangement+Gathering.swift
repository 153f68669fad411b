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
        // Not for none: `Array(unsafeUninitializedCapacity: 0)` writes into the empty-array singleton that
        // every thread's empty arrays share (a race under ThreadSanitizer).
        guard !positions.isEmpty else { return [] }
        let parts = parts(of: positions.count, parallelism: parallelism, threshold: gatherThreshold)
        let count = positions.count
        return values.withUnsafeBufferPointer { values in
            positions.withUnsafeBufferPointer { positions in
                [Value](unsafeUninitializedCapacity: count) { output, initialized in
                    // Each thread initializes its own part of `output`; all only read `values` and `positions`.
                    let values = SharedBuffer(readOnly: values), positions = SharedBuffer(readOnly: positions)
                    let output = SharedBuffer(output)
                    Threads.forEach(parts) { _, offsets in
                        copy(values.buffer, at: positions.buffer, offsets: offsets, into: output.buffer)
                    }
                    initialized = count
                }
            }
        }
    }

    /// Initializes `output[i]` to `values[positions[i]]` for each `i` in `offsets`.
    ///
    /// Positions in sorted order are scattered over `values`, so each copy would wait on memory: the values
    /// of the next ``gatherBlock`` positions are asked for while a block is copied, some ten copies ahead
    /// (``MemoryHints/prefetch(elementsOf:stride:at:)``, one call per block). One million names (16 MB of
    /// strings), one thread: 40 ms of copying without, 12 ms with.
    @inlinable
    static func copy<Value>(
        _ values: UnsafeMutableBufferPointer<Value>, at positions: UnsafeMutableBufferPointer<UInt32>,
        offsets: Range<Int>, into output: UnsafeMutableBufferPointer<Value>
    ) {
        guard let base = values.baseAddress else { return }
        let stride = MemoryLayout<Value>.stride, end = offsets.upperBound
        var start = offsets.lowerBound
        while start < end {
            let blockEnd = min(start &+ gatherBlock, end), ahead = min(blockEnd &+ gatherBlock, end)
            if blockEnd < ahead {
                MemoryHints.prefetch(elementsOf: base, stride: stride,
                                     at: UnsafeBufferPointer(rebasing: positions[blockEnd..<ahead]))
            }
            for offset in start..<blockEnd { output.initializeElement(at: offset, to: base[Int(positions[offset])]) }
            start = blockEnd
        }
    }

    /// How many values ``copy(_:at:offsets:into:)`` copies per hint: the next block's values are asked for
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
