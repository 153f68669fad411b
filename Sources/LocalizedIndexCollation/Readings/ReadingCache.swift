import LocalizedIndexSupport

/// Readings already made by a transform, by the text they were made of. Lists repeat names (a common surname
/// with a common given name; the same person in two groups), and one reading through a transform costs tens
/// of microseconds (`Han-Latin/Names`); a look-up costs a hash. (A Han name that composes from its characters,
/// ``HanReadingComposer``, is composed each time instead, and so is a Japanese name read by MeCab, which
/// keeps its words' readings: both cost less than the look-up.)
///
/// Split into ``shardCount`` dictionaries, each behind its own lock, chosen by the text's hash: every Han
/// name that does not compose is looked up here, from every thread placing it, and behind one lock the
/// threads kept waiting for each other (a million Chinese names on two cores: 4,800 context switches, 700
/// with the shards).
///
/// Bounded: a shard that is full starts again empty, so a long-running process never grows the cache past
/// ``capacity`` entries (a few megabytes).
final class ReadingCache: Sendable {
    static let capacity = 65_536
    static let shardCount = 64
    private let shards = (0..<shardCount).map { _ in Locked<[Key: String]>([:]) }

    /// The reading of `text`, made by `read` only when it is not already known.
    func reading(of text: String, _ read: () -> String) -> String {
        let key = Key(text)
        let shard = shards[key.hash & (Self.shardCount - 1)]
        if let known = shard.withLock({ $0[key] }) { return known }
        let made = read()
        shard.withLock { readings in
            if readings.count >= Self.capacity / Self.shardCount { readings.removeAll(keepingCapacity: true) }
            readings[key] = made
        }
        return made
    }

    /// A text as the cache keys it: its UTF-8 bytes, hashed once. `String` hashes and compares by canonical
    /// equivalence, normalizing every name that is not ASCII, and a look-up hashed twice (shard and
    /// dictionary); spellings that differ in bytes only are read from their NFC form, so keeping them apart
    /// costs a second entry at most.
    private struct Key: Hashable {
        let text: String
        let hash: Int

        init(_ text: String) {
            var hasher = Hasher()
            // The bytes eight at a time, then the rest and the length: `Hasher` takes raw bytes only through
            // a pointer.
            let utf8 = text.utf8Span.span
            var index = 0
            while index + 8 <= utf8.count {
                hasher.combine(bigEndianWord(of: utf8.extracting(index..<index + 8)))
                index += 8
            }
            hasher.combine(bigEndianWord(of: utf8.extracting(index..<utf8.count)))
            hasher.combine(utf8.count)
            self.text = text
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (left: Key, right: Key) -> Bool {
            guard left.hash == right.hash else { return false }
            return bytesEqual(left.text.utf8Span.span, right.text.utf8Span.span)
        }
    }
}
