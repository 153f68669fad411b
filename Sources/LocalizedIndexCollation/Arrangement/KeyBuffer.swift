/// The keys of a list's values, read with the caller's closures on the calling thread in position order
/// (``initialize(_:at:)``) while other threads place the values whose keys are already read
/// (``subscript(_:)``).
///
/// Not thread-safe by itself: ``Arrangement/place(count:threads:chunkShift:reading:placement:)`` lets a thread
/// read a position only after the calling thread has written it and said so under a lock. It lives for one
/// ``with(capacity:_:)`` call, which returns once every thread has finished.
struct KeyBuffer: Sendable {
    /// Each value's section key and, when it is sorted by another, its sort key.
    typealias Keys = (section: String, sort: String?)

    private let storage: SharedBuffer<Keys?>

    private init(storage: SharedBuffer<Keys?>) { self.storage = storage }

    /// Calls `body` with room for `capacity` positions' keys, none written yet.
    static func with<Result>(capacity: Int, _ body: (KeyBuffer) throws -> Result) rethrows -> Result {
        var slots = [Keys?](repeating: nil, count: capacity)
        return try SharedBuffer.sharing(&slots) { try body(KeyBuffer(storage: $0)) }
    }

    /// Writes the keys of `position`, not yet written.
    func initialize(_ keys: Keys, at position: Int) {
        storage[position] = keys
    }

    /// The keys of `position`, already written.
    subscript(position: Int) -> Keys {
        guard let keys = storage[position] else { preconditionFailure("keys read before they were written") }
        return keys
    }
}
