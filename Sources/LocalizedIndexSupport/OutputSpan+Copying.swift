extension OutputSpan where Element == UInt8 {
    /// Appends `bytes` at once, one copy of memory rather than a byte at a time.
    ///
    /// The standard library of Swift 6.3 has no bulk append from a span; this file is the one place the
    /// package makes its bulk byte operations. Sound because the room is checked first (a precondition, as
    /// `append(_:)`'s for one byte), the source is a span's initialized bytes and the destination the output's
    /// uninitialized room right after its initialized count, which the copy initializes and the count then
    /// covers; the two cannot overlap (the output's memory is exclusively borrowed for the call).
    ///
    /// One `memcpy` through the pointers: the buffers' generic `initialize(fromContentsOf:)` cost about forty
    /// instructions of checks and set-up around each few bytes of a record's JSON.
    @inlinable @inline(__always)
    package mutating func append(copying bytes: Span<UInt8>) {
        let count = bytes.count
        guard count > 0 else { return }
        precondition(freeCapacity >= count, "OutputSpan capacity overflow")
        unsafe withUnsafeMutableBufferPointer { buffer, initialized in
            unsafe bytes.withUnsafeBufferPointer { source in
                unsafe (buffer.baseAddress! + initialized).initialize(from: source.baseAddress!, count: count)
            }
            initialized += count
        }
    }

    /// Removes the first `count` bytes, moving the rest to the start, in one move of memory: a sort key kept
    /// without its head. A loop over a `MutableSpan` moved a byte at a time, with two bounds checks each.
    ///
    /// The second of the package's bulk operations the standard library lacks. Sound because `count` is
    /// checked against the initialized bytes first, the move reads and writes only initialized bytes (from
    /// `count ..< initialized` to `0 ..< initialized - count`; `copyMemory` is a memmove, so they may
    /// overlap), and the output then counts `count` fewer: bytes need no deinitializing.
    @inlinable @inline(__always)
    package mutating func removeFirst(_ count: Int) {
        precondition(count >= 0 && count <= self.count, "OutputSpan has fewer bytes than are removed")
        guard count > 0 else { return }
        unsafe withUnsafeMutableBufferPointer { buffer, initialized in
            let start = UnsafeMutableRawPointer(buffer.baseAddress!)
            unsafe start.copyMemory(from: start + count, byteCount: initialized - count)
            initialized -= count
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `bytes` in one copy (``OutputSpan/append(copying:)``).
    @inlinable
    package mutating func append(copying bytes: Span<UInt8>) {
        append(addingCapacity: bytes.count) { $0.append(copying: bytes) }
    }

    /// An array of its own holding a copy of `bytes`, exactly as long: a writer's buffer drained keeps its
    /// room (a copy of the array itself would share it, and emptying the buffer then made new room).
    @inlinable
    package init(copying bytes: Span<UInt8>) {
        self.init(capacity: bytes.count) { $0.append(copying: bytes) }
    }
}
