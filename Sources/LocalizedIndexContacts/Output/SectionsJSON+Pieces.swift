/// The document cut into pieces of about the same work, rendered on every core and written in order:
/// each piece holds up to ``ParallelRendering/chunkSize`` records, of one long section or of several
/// short ones, each run of records after the text (section titles, brackets) written before it. A
/// contact list's sections are mostly short: rendered a section at a time, they kept one core busy.
struct SectionsJSONPieces {
    struct Segment: Sendable {
        /// What the document's own writer wrote before these records.
        var text: [UInt8]
        var records: ArraySlice<SortedRecord>
        /// How deep the records' array is, and whether records of its section come before these.
        var depth: Int
        var continuing: Bool

        /// An upper bound, but for rare escapes, of the bytes the segment is written as: its text, and for
        /// each record `perStoreByte` bytes per byte it takes in the store (a record's name is written again
        /// as its section and sort key; with `--with-keys` its sort key in hex too), `perRecord` more (keys,
        /// quotes, separators) and the indentation. A buffer reserved too small grew by copying into fresh
        /// pages: twice the output's page faults; one reserved too large costs only address space, as pages
        /// never written are never touched.
        func byteCountBound(perStoreByte: Int, perRecord: Int) -> Int {
            guard let store = records.first?.store else { return text.count }
            let records = records.span
            var bound = text.count
            for position in records.indices {
                bound += perStoreByte * store.byteCount(of: records[position].index) + perRecord + 2 * depth
            }
            return bound
        }
    }

    private(set) var finished: [[Segment]] = []
    private var current: [Segment] = []
    private var filled = 0

    /// Adds `text`, then `records` (the records of one section, in an array `depth` containers deep).
    mutating func add(text: [UInt8], records: ArraySlice<SortedRecord>, depth: Int) {
        var text = text, rest = records
        repeat {
            let taken = rest.prefix(ParallelRendering.chunkSize - filled)
            current.append(Segment(text: text, records: taken, depth: depth,
                                   continuing: taken.startIndex > records.startIndex))
            text = []
            filled += taken.count
            rest = rest[taken.endIndex...]
            if filled == ParallelRendering.chunkSize { closePiece() }
        } while !rest.isEmpty
        if records.isEmpty && depth == 0 { closePiece() }  // the document's end
    }

    private mutating func closePiece() {
        guard !current.isEmpty else { return }
        finished.append(current)
        current = []
        filled = 0
    }
}
