/// Where each record of a ``RecordStore`` starts: rising byte offsets kept in four bytes each, not eight.
///
/// A million records' offsets were 8 MB of `sort-contacts`' peak. An offset is kept as its low 32 bits;
/// its high bits are how many times the offsets before it passed a multiple of 2³², found from the short list
/// of the indices where that happened (empty below 4 GiB, which a look-up checks first).
struct RecordOffsets: Sendable {
    /// Each offset's low ``lowBits`` bits.
    private var low: [UInt32] = []
    /// The indices where the offsets pass a multiple of 2^``lowBits``, in order: an index appears once for
    /// each multiple passed between the offset before it and its own.
    private var carries: [Int] = []
    /// How many low bits each offset keeps: 32, fewer only in tests, to pass many multiples in little memory.
    private let lowBits: Int

    init(lowBits: Int = 32) {
        precondition((1...32).contains(lowBits), "low bits must fit in 32")
        self.lowBits = lowBits
    }

    var count: Int { low.count }

    /// Adds `offset`, which is no smaller than the last one added.
    mutating func append(_ offset: Int) {
        precondition(offset >= 0 && (low.isEmpty || offset >= self[low.count - 1]), "offsets must rise")
        while offset >> lowBits > carries.count { carries.append(low.count) }
        low.append(UInt32(truncatingIfNeeded: offset & (1 << lowBits - 1)))
    }

    /// The offset at `index`.
    @inline(__always)
    subscript(index: Int) -> Int {
        let lowPart = Int(low[index])
        return carries.isEmpty ? lowPart : highPart(of: index) << lowBits | lowPart
    }

    /// How many multiples of 2^``lowBits`` the offsets up to `index` passed: how many carries are at
    /// `index` or before it.
    private func highPart(of index: Int) -> Int {
        var lower = 0, upper = carries.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if carries[middle] <= index { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }
}
