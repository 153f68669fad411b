extension OutputSpan where Element == UInt8 {
    /// Appends `bytes` at once, one copy of memory rather than a byte at a time.
    ///
    /// The standard library of Swift 6.3 has no bulk append from a span; this is the one place the package
    /// makes one. Sound because the room is checked first (a precondition, as `append(_:)`'s for one
    /// byte), the source is a span's initialized bytes and the destination the output's uninitialized room
    /// right after its initialized count, which the copy initializes and the count then covers; the two
    /// cannot overlap (the output's memory is exclusively borrowed for the call).
    @inlinable
    package mutating func append(copying bytes: Span<UInt8>) {
        let count = bytes.count
        guard count > 0 else { return }
        precondition(freeCapacity >= count, "OutputSpan capacity overflow")
        unsafe withUnsafeMutableBufferPointer { buffer, initialized in
            unsafe bytes.withUnsafeBufferPointer { source in
                _ = unsafe buffer.extracting(initialized..<initialized + count).initialize(fromContentsOf: source)
            }
            initialized += count
        }
    }
}
