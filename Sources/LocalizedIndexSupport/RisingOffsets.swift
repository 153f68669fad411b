/// Rising byte offsets into a buffer, kept in four bytes each, not eight: where each record of a contacts
/// store starts, where each sort key of an arrangement does.
///
/// A million names' record offsets and sort-key starts were 16 MB of `sort-contacts`' peak. An offset is kept
/// as its low 32 bits; its high bits are how many times the offsets before it passed a multiple of 2³², found
/// from the short list of the indices where that happened (empty below 4 GiB, which a look-up checks first).
///
/// Inlinable: the contacts store reads an offset per record it decodes, from another module. The sort-key
/// arena's threads read the two arrays where they are (the collation library's `SharedOffsets`).
package struct RisingOffsets: Sendable {
    /// Each offset's low ``lowBits`` bits.
    @usableFromInline package private(set) var low: [UInt32] = []
    /// The indices where the offsets pass a multiple of 2^``lowBits``, in order: an index appears once for
    /// each multiple passed between the offset before it and its own.
    @usableFromInline package private(set) var carries: [Int] = []
    /// How many low bits each offset keeps: 32, fewer only in tests, to pass many multiples in little memory.
    @usableFromInline package let lowBits: Int

    package init(lowBits: Int = 32) {
        precondition((1...32).contains(lowBits), "low bits must fit in 32")
        self.lowBits = lowBits
    }

    @inlinable package var count: Int { low.count }

    package mutating func reserveCapacity(_ count: Int) {
        low.reserveCapacity(count)
    }

    /// Adds `offset`, which is no smaller than the last one added.
    @inlinable @inline(__always)
    package mutating func append(_ offset: Int) {
        precondition(offset >= 0 && (low.isEmpty || offset >= self[low.count - 1]), "offsets must rise")
        while offset >> lowBits > carries.count { carries.append(low.count) }
        low.append(UInt32(truncatingIfNeeded: offset & (1 << lowBits - 1)))
    }

    /// The offset at `index`.
    @inlinable @inline(__always)
    package subscript(index: Int) -> Int {
        let lowPart = Int(low[index])
        guard !carries.isEmpty else { return lowPart }
        return Self.highPart(of: index, carries: carries.span) << lowBits | lowPart
    }

    /// How many multiples of 2^``lowBits`` the offsets up to `index` passed: how many carries are at
    /// `index` or before it.
    @usableFromInline package static func highPart(of index: Int, carries: Span<Int>) -> Int {
        var lower = 0, upper = carries.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if carries[middle] <= index { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }
}
