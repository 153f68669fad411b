import LocalizedIndexCollation

/// Everything a renderer needs, the same for every output format: the collation, the sections with their
/// sorted records, and the index bar.
public struct SectionedDocument: Sendable {
    /// The collation the records were arranged by.
    public var collation: LocalizedIndexCollation
    /// The sections in order, each with its records sorted (empty sections only with `--empty-sections keep`).
    public var sections: [IndexSection<SortedRecord>]
    /// The index bar to show, fitted and with empty sections handled as asked.
    public var indexBar: IndexBar
    /// The index bar before fitting (every title, empty sections handled as asked): what a page refits to
    /// the height it has, by the same rules as the collation's `indexBar(slots:)`.
    public var unfittedIndexBar: IndexBar
    /// How many entries the bar was fitted to (`--index-slots`), or nil when it was not.
    public var indexSlots: Int?
    /// What the index bar does with empty sections.
    public var emptySections: LocalizedIndexCollation.EmptySections
    /// How many records came in (and so go out).
    public var recordCount: Int
    /// A title for the page or report: the input file's name, or "Sample contacts".
    public var title: String
    /// The readings the collation compared read names by, by record index (names starting with an
    /// ideograph, where the collation reads names), noted while the records were arranged; none when the
    /// document was made from sections already arranged, or sectioned and sorted by different fields.
    package var readings: ReadingsByIndex = .none
    /// For the records a search found: the key each matched, by record index (`matchedKey` in JSON); empty
    /// for a document of all the records (``RecordSearch/search(_:in:)``).
    public var matchedKeys: [Int: String] = [:]
    /// Whether the document holds a search's results (its records' ``matchedKeys``), even none.
    public var isSearchResult = false
    /// The placements the records were arranged by, when they were kept (``placement(ofRecord:)``): in the
    /// order of `placedRecords`, or of the store's records when that is nil.
    private var placements: [LocalizedIndexCollation.Placement] = []
    /// The (ascending) record indices of ``placements``; nil when they are every record's, in order.
    private var placedRecords: [Int]?

    /// Creates a document from sections already arranged.
    ///
    /// - Parameters:
    ///   - collation: The collation the records were arranged by.
    ///   - sections: The sections in order, each with its records sorted.
    ///   - indexBar: The index bar to show.
    ///   - unfittedIndexBar: The bar before fitting; nil when `indexBar` was not fitted (then it is the same).
    ///   - indexSlots: How many entries `indexBar` was fitted to, or nil.
    ///   - emptySections: What the bar did with empty sections.
    ///   - recordCount: How many records came in.
    ///   - title: A title for the page or report.
    public init(collation: LocalizedIndexCollation, sections: [IndexSection<SortedRecord>], indexBar: IndexBar,
                unfittedIndexBar: IndexBar? = nil, indexSlots: Int? = nil,
                emptySections: LocalizedIndexCollation.EmptySections = .keep,
                recordCount: Int, title: String) {
        self.collation = collation
        self.sections = sections
        self.indexBar = indexBar
        self.unfittedIndexBar = unfittedIndexBar ?? indexBar
        self.indexSlots = indexSlots
        self.emptySections = emptySections
        self.recordCount = recordCount
        self.title = title
    }

    /// Arranges `records` in `collation`'s sections, each sorted, with the index bar a user sees.
    ///
    /// Each record is filed by its section key and sorted by its sort key (the same string when the names
    /// were resolved in display order, then the keys are compared once).
    /// - Parameters:
    ///   - records: The records, as read by ``RecordCollector``.
    ///   - collation: The collation to arrange them by.
    ///   - indexSlots: Fit the index bar to this many entries, as UIKit does; nil for every title.
    ///   - includingSearch: Whether the index bar starts with UIKit's search entry (`{search}`).
    ///   - emptySections: Whether empty sections are listed, left out, or kept in the bar only.
    ///   - keepingPlacements: Whether the records are arranged by their placements, kept for the writers that
    ///     show each record's ICU sort key (``placement(ofRecord:)``): rows, SQLite, JSON with keys. Each
    ///     record is then placed once, not once to arrange it and again to write it.
    ///   - title: A title for the page or report.
    public init(arranging records: RecordStore, with collation: LocalizedIndexCollation, indexSlots: Int? = nil,
                includingSearch: Bool = false, emptySections: LocalizedIndexCollation.EmptySections = .hide,
                keepingPlacements: Bool = false, title: String) {
        self.init(arranging: records, only: nil, with: collation, indexSlots: indexSlots, includingSearch: includingSearch,
                  emptySections: emptySections, keepingPlacements: keepingPlacements, title: title)
    }

    /// Arranges the records of `records` at `subset` (ascending record indices; nil for all): each in the
    /// section and at the place it has among all of them, for a search that finds a few records of many and
    /// needs to sort only those.
    package init(arranging records: RecordStore, only subset: [Int]?, with collation: LocalizedIndexCollation,
                 indexSlots: Int? = nil, includingSearch: Bool = false,
                 emptySections: LocalizedIndexCollation.EmptySections = .hide, keepingPlacements: Bool = false,
                 title: String) {
        let keepEmpty = emptySections == .keep
        let readings = NotedReadings()
        let count = subset?.count ?? records.count
        @Sendable func record(_ position: Int) -> Int { subset?[position] ?? position }
        var placements: [LocalizedIndexCollation.Placement] = []
        if keepingPlacements {
            let sortString: (@Sendable (Int) -> String)? = records.sortsBySectionString ? nil : { @Sendable in records.sortString(of: record($0)) }
            placements = collation.placements(ofIndices: 0..<count, concurrentlySectionedBy: { records.sectionString(of: record($0)) },
                                              sortedBy: sortString)
        }
        let arranged: [IndexSection<Int>] = if keepingPlacements {
            collation.sections(ofPlacements: placements, keepingEmptySections: keepEmpty)
        } else if records.sortsBySectionString {
            collation.sections(ofIndices: 0..<count, concurrentlyOnUTF8: { index, place in
                                   records.withSectionKeyUTF8(of: record(index)) { place($0) }
                               },
                               keepingEmptySections: keepEmpty, notingReadingsIn: readings)
        } else {
            collation.sections(ofIndices: 0..<count, concurrentlySectionedBy: { records.sectionString(of: record($0)) },
                               sortedBy: { records.sortString(of: record($0)) }, keepingEmptySections: keepEmpty)
        }
        let sections = arranged.map { section in
            IndexSection(title: section.title, index: section.index, kind: section.kind,
                         items: section.items.map { records[record($0)] })
        }
        let withItems = Set(sections.filter { !$0.items.isEmpty }.map(\.index))
        let unfitted = collation.indexBar(
            includingSearch: includingSearch, sectionsWithItems: withItems, emptySections: emptySections)
        let indexBar = indexSlots == nil ? unfitted : collation.indexBar(
            slots: indexSlots, includingSearch: includingSearch, sectionsWithItems: withItems,
            emptySections: emptySections)
        self.init(collation: collation, sections: sections, indexBar: indexBar, unfittedIndexBar: unfitted,
                  indexSlots: indexSlots, emptySections: emptySections, recordCount: records.count, title: title)
        self.readings = readings.collected(indices: subset)
        self.placements = placements
        self.placedRecords = subset
    }

    /// The placement record `index` of the store was arranged by (its section, the strings the collation
    /// compared and its ICU sort key), when the document was arranged keeping placements; nil otherwise, or
    /// for a record the document does not hold.
    public func placement(ofRecord index: Int) -> LocalizedIndexCollation.Placement? {
        guard !placements.isEmpty else { return nil }
        guard let placedRecords else { return placements.indices.contains(index) ? placements[index] : nil }
        // Ascending record indices: a binary search.
        var low = 0, high = placedRecords.count
        while low < high {
            let middle = (low + high) / 2
            if placedRecords[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < placedRecords.count && placedRecords[low] == index ? placements[low] : nil
    }

    /// The document of the records in `matched` (record index → the key it matched), in the same order: the
    /// sections left without a record left out (an empty section listed by `--empty-sections keep` stays),
    /// the index bar made again for the sections left.
    ///
    /// - Parameter matched: The key each record kept matched, by record index.
    public func keeping(_ matched: [Int: String]) -> SectionedDocument {
        let keepEmpty = emptySections == .keep
        let kept = sections.compactMap { section -> IndexSection<SortedRecord>? in
            let items = section.items.filter { matched[$0.index] != nil }
            guard !items.isEmpty || (keepEmpty && section.items.isEmpty) else { return nil }
            return IndexSection(title: section.title, index: section.index, kind: section.kind, items: items)
        }
        let withItems = Set(kept.filter { !$0.items.isEmpty }.map(\.index))
        let includingSearch = unfittedIndexBar.entries.first?.section == nil && !unfittedIndexBar.entries.isEmpty
        let unfitted = collation.indexBar(includingSearch: includingSearch, sectionsWithItems: withItems,
                                          emptySections: emptySections)
        let bar = indexSlots == nil ? unfitted : collation.indexBar(
            slots: indexSlots, includingSearch: includingSearch, sectionsWithItems: withItems, emptySections: emptySections)
        var document = SectionedDocument(collation: collation, sections: kept, indexBar: bar, unfittedIndexBar: unfitted,
                                         indexSlots: indexSlots, emptySections: emptySections,
                                         recordCount: matched.count, title: title)
        document.readings = readings
        document.placements = placements
        document.placedRecords = placedRecords
        document.matchedKeys = matched
        document.isSearchResult = true
        return document
    }
}
