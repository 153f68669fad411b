/// The keys of a list's values, read with the caller's closures on the calling thread in position order
/// (``append(_:)``) while other threads place the values whose keys are already read (``subscript(_:)``).
///
/// Not thread-safe by itself: ``Arrangement/place(count:threads:chunkShift:reading:placement:)`` lets a thread
/// read a position only after the calling thread has appended it and said so under a lock.
final class KeyBuffer: @unchecked Sendable {
    /// Each value's section key and, when it is sorted by another, its sort key.
    typealias Keys = (section: String, sort: String?)

    private let storage: UnsafeMutablePointer<Keys>
    private let capacity: Int
    /// How many are stored; read and written by the calling thread only.
    private var count = 0

    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Stores the keys of the next position.
    func append(_ keys: Keys) {
        precondition(count < capacity, "more keys than values")
        (storage + count).initialize(to: keys)
        count += 1
    }

    /// The keys of `position`, already appended.
    subscript(position: Int) -> Keys { storage[position] }
}
