import LocalizedIndexSupport

/// The strings names were compared by where the collation read them (MeCab's kana for a Japanese name, the
/// pinyin for a Chinese one), noted by the name's index while a list is placed.
///
/// A writer that shows what each record was compared by looks a read name up here instead of reading it
/// again: reading a kanji name costs MeCab several microseconds, and a list's JSON read each such name a
/// second time (over half of MeCab's work on the benchmark's mixed list in Japanese). Only names the rules
/// looked at are noted (those that start with an ideograph); their readings are kept back to back in one
/// buffer, so a million-name list with a tenth of them read keeps a few megabytes.
///
/// The threads placing a list note into one instance; ``collected()`` then gives the readings to look up.
package final class NotedReadings: Sendable {
    private struct Notes {
        var bytes: [UInt8] = []
        var entries: [ReadingsByIndex.Entry] = []
    }

    private let notes = Locked(Notes())

    package init() {}

    /// Notes that the name at `index` was compared by `reading`.
    func note(_ reading: String, at index: Int) {
        notes.withLock { notes in
            let start = notes.bytes.count
            notes.bytes.append(contentsOf: reading.utf8)
            notes.entries.append(.init(index: index, start: start, end: notes.bytes.count))
        }
    }

    /// The readings noted so far, by index; with `indices` (ascending), the name noted at `i` is `indices[i]`.
    package func collected(indices: [Int]? = nil) -> ReadingsByIndex {
        notes.withLock { notes in
            var entries = notes.entries.sorted { $0.index < $1.index }
            if let indices {
                entries = entries.map { .init(index: indices[$0.index], start: $0.start, end: $0.end) }
            }
            return ReadingsByIndex(bytes: notes.bytes, entries: entries)
        }
    }
}

/// Readings noted while a list was placed (``NotedReadings``), looked up by the index of the name.
package struct ReadingsByIndex: Sendable {
    struct Entry: Sendable {
        let index: Int
        let start: Int
        let end: Int
    }

    private let bytes: [UInt8]
    /// Ascending by index.
    private let entries: [Entry]

    fileprivate init(bytes: [UInt8], entries: [Entry]) {
        self.bytes = bytes
        self.entries = entries
    }

    /// No reading noted.
    package static let none = ReadingsByIndex(bytes: [], entries: [])

    /// Calls `body` with the UTF-8 of the reading the name at `index` was compared by, if one was noted.
    package func withReading<Result>(at index: Int, _ body: (Span<UInt8>) -> Result) -> Result? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].index < index { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].index == index else { return nil }
        let entry = entries[low]
        return body(bytes.span.extracting(entry.start..<entry.end))
    }
}
