import LocalizedIndexSupport

/// A ``RisingOffsets`` read where it is by the threads of one arrangement: where each of the sort-key
/// arena's keys starts.
///
/// Safe code: its two arrays are shared read-only through ``SharedBuffer``, whose invariant (the arrays
/// outlive every thread given them, and nobody writes them during the call) is what makes that sound.
struct SharedOffsets {
    /// Each offset's low ``RisingOffsets/lowBits`` bits.
    private let low: SharedBuffer<UInt32>
    /// Where the offsets pass a multiple of 2^``RisingOffsets/lowBits``: none below 4 GiB.
    private let carries: SharedBuffer<Int>
    private let lowBits: Int

    /// Calls `body` with `offsets` shared for reading, for the call.
    static func sharing<Result>(_ offsets: RisingOffsets, _ body: (SharedOffsets) throws -> Result) rethrows -> Result {
        try SharedBuffer.sharing(readOnly: offsets.low) { low in
            try SharedBuffer.sharing(readOnly: offsets.carries) { carries in
                try body(SharedOffsets(low: low, carries: carries, lowBits: offsets.lowBits))
            }
        }
    }

    /// Offset `index`.
    @inline(__always)
    subscript(index: Int) -> Int {
        highBits(of: index) | Int(low[index])
    }

    /// Offsets `index` and `index + 1`, read with one bounds check: where item `index` starts, and where the
    /// next one does.
    @inline(__always)
    func bounds(of index: Int) -> (start: Int, end: Int) {
        let (start, end) = low.withSpan(of: index..<index &+ 2) { (Int($0[0]), Int($0[1])) }
        return (highBits(of: index) | start, highBits(of: index &+ 1) | end)
    }

    /// Offset `index`'s bits above its low ``RisingOffsets/lowBits``: none without carries (below 4 GiB),
    /// which is checked first.
    @inline(__always)
    private func highBits(of index: Int) -> Int {
        guard carries.count != 0 else { return 0 }
        return carries.withSpan(of: 0..<carries.count) { RisingOffsets.highPart(of: index, carries: $0) } << lowBits
    }

    /// Asks for offset `index` to be loaded for reading, without waiting for it.
    @inline(__always)
    func prefetch(at index: Int) {
        low.prefetch(at: index)
    }
}
