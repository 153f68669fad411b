/// Readings already made, by the text they were made of. Lists repeat names (a common surname with a
/// common given name; the same person in two groups), and one reading costs a MeCab parse, a transform (tens
/// of microseconds for `Han-Latin/Names`) or at least its composition from characters; a look-up costs a
/// hash.
///
/// Bounded: when full it starts again empty, so a long-running process never grows it past
/// ``capacity`` entries (a few megabytes).
final class ReadingCache: Sendable {
    static let capacity = 65_536
    private let readings = Locked<[String: String]>([:])

    /// The reading of `text`, made by `read` only when it is not already known.
    func reading(of text: String, _ read: () -> String) -> String {
        if let known = readings.withLock({ $0[text] }) { return known }
        let made = read()
        readings.withLock { readings in
            if readings.count >= Self.capacity { readings.removeAll(keepingCapacity: true) }
            readings[text] = made
        }
        return made
    }
}
