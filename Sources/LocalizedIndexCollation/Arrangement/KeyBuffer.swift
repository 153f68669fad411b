/// The keys of a list's values, read with the caller's closures on the calling thread in position order
/// (``initialize(_:at:)``) while other threads place the values whose keys are already read
/// (``subscript(_:)``).
///
/// Not thread-safe by itself: ``Arrangement/place(count:threads:chunkShift:reading:placement:)`` lets a thread
/// read a position only after the calling thread has written it and said so under a lock. Its maker frees
/// it (``free(initialized:)``) once every thread has finished.
struct KeyBuffer: Sendable {
    /// Each value's section key and, when it is sorted by another, its sort key.
    typealias Keys = (section: String, sort: String?)

    private let storage: SharedBuffer<Keys>

    /// Room for `capacity` positions' keys, none written yet.
    init(capacity: Int) {
        storage = SharedBuffer(.allocate(capacity: capacity))
    }

    /// Writes the keys of `position`, not yet written.
    func initialize(_ keys: Keys, at position: Int) {
        storage.buffer.initializeElement(at: position, to: keys)
    }

    /// The keys of `position`, already written.
    subscript(position: Int) -> Keys { storage[position] }

    /// Frees the buffer, whose positions `0 ..< initialized` were written.
    func free(initialized: Int) {
        _ = UnsafeMutableBufferPointer(rebasing: storage.buffer[..<initialized]).deinitialize()
        storage.buffer.deallocate()
    }
}
