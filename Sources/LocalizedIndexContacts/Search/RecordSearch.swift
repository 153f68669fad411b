import LocalizedIndexCollation

/// Search keys for the records of a contact file, as a phone makes them for its contacts: of the name as
/// shown without its title and suffix ("Mr. Foo" is found by `foo`, not `mr`, as Android's lookup keys drop
/// them), the given name of a Korean name, and the readings the record was placed by (a phonetic field,
/// `SORT-AS`, a reading column).
///
/// ```swift
/// let search = RecordSearch(collation: collation)
/// let found = search.index(of: document).search(try collation.searchQuery("zhang w"))
/// ```
public struct RecordSearch: Sendable {
    /// What a search is made of, behind one reference: a row writer copies the search for every row.
    private final class Storage: Sendable {
        let collation: LocalizedIndexCollation
        let options: LocalizedIndexCollation.SearchOptions
        let splitter: NameSplitter

        init(collation: LocalizedIndexCollation, options: LocalizedIndexCollation.SearchOptions) {
            self.collation = collation
            self.options = options
            splitter = NameSplitter(locale: collation.locale)
        }
    }

    private let storage: Storage

    /// The collation the keys are made by.
    public var collation: LocalizedIndexCollation { storage.collation }
    /// When Han names get pinyin keys.
    public var options: LocalizedIndexCollation.SearchOptions { storage.options }

    /// Search keys made by `collation`, names split as its locale writes them.
    ///
    /// - Parameters:
    ///   - collation: The collation the records were arranged by.
    ///   - options: When Han names get pinyin keys.
    public init(collation: LocalizedIndexCollation, options: LocalizedIndexCollation.SearchOptions = .init()) {
        storage = Storage(collation: collation, options: options)
    }

    /// The index of the records of `document`, in the document's order: position `p` of the index is
    /// ``positions(of:)``'s `p`-th record.
    ///
    /// - Parameter document: The arranged records.
    /// - Returns: The index; its results come in the document's order within a rank.
    public func index(of document: SectionedDocument) -> NameSearchIndex {
        let records = Self.positions(of: document)
        // A record's inputs are worked out where its keys are made, on every core.
        return collation.searchIndex(count: records.count, name: { searchableName(of: records[$0]) }, options: options)
    }

    /// The records of `document` in its order: what the positions of ``index(of:)`` count.
    public static func positions(of document: SectionedDocument) -> [SortedRecord] {
        document.sections.flatMap(\.items)
    }

    /// The records of `document` that `query` finds, as a document of their own: the same sections (those
    /// left without a record left out), each record with the key it matched (``SectionedDocument/matchedKeys``),
    /// and the index bar of the sections left.
    ///
    /// - Parameters:
    ///   - query: A query made by ``collation``.
    ///   - document: The arranged records.
    /// - Returns: The records found; a document of no section when none is.
    public func search(_ query: SearchQuery, in document: SectionedDocument) -> SectionedDocument {
        document.keeping(matchedKeys(of: query, in: Self.positions(of: document)))
    }

    /// The records of `records` that `query` finds, arranged: the document ``search(_:in:)`` gives for the
    /// document of all of them (``SectionedDocument/init(arranging:with:indexSlots:includingSearch:emptySections:keepingPlacements:title:)``),
    /// for less: only the records found are sorted.
    ///
    /// - Parameters:
    ///   - query: A query made by ``collation``.
    ///   - records: The records, as read by ``RecordCollector``.
    ///   - indexSlots: Fit the index bar to this many entries, as UIKit does; nil for every title.
    ///   - includingSearch: Whether the index bar starts with UIKit's search entry (`{search}`).
    ///   - emptySections: Whether empty sections are listed, left out, or kept in the bar only.
    ///   - keepingPlacements: Whether the records' placements are kept for the writers of sort keys
    ///     (``SectionedDocument/placement(ofRecord:)``).
    ///   - title: A title for the page or report.
    /// - Returns: The records found, in their sections; a document of no section when none is.
    public func search(_ query: SearchQuery, arranging records: RecordStore, indexSlots: Int? = nil,
                       includingSearch: Bool = false, emptySections: LocalizedIndexCollation.EmptySections = .hide,
                       keepingPlacements: Bool = false, title: String) -> SectionedDocument {
        let matched = matchedKeys(of: query, in: (0..<records.count).map { records[$0] })
        // Listing empty sections takes knowing which sections have a record at all: all are arranged then.
        let subset = emptySections == .keep ? nil : matched.keys.sorted()
        let document = SectionedDocument(arranging: records, only: subset, with: collation, indexSlots: indexSlots,
                                         includingSearch: includingSearch, emptySections: emptySections,
                                         keepingPlacements: keepingPlacements, title: title)
        return document.keeping(matched)
    }

    /// The key each record of `records` that `query` finds matched, by record index.
    private func matchedKeys(of query: SearchQuery, in records: [SortedRecord]) -> [Int: String] {
        var matched: [Int: String] = [:]
        let found = collation.search(query, count: records.count, name: { searchableName(of: records[$0]) }, options: options,
                                     roughName: { roughName(of: records[$0]) })
        for result in found {
            matched[records[result.position].index] = result.match.matchedKeys.map(\.text).joined(separator: " ")
        }
        return matched
    }

    /// A generator of these keys, for one thread (``keys(of:using:)``, ``appendTokenList(of:using:to:)``).
    public func keyGenerator() -> SearchKeyGenerator {
        SearchKeyGenerator(collation: collation, options: options)
    }

    /// The keys of one record.
    ///
    /// - Parameters:
    ///   - record: A record as read.
    ///   - generator: This thread's ``keyGenerator()``.
    public func keys(of record: SortedRecord, using generator: inout SearchKeyGenerator) -> SearchKeys {
        let input = searchableName(of: record)
        return generator.keys(forName: input.name, givenName: input.givenName, readings: input.readings)
    }

    /// The keys of one record, with a generator of their own (for many records, ``keys(of:using:)``).
    ///
    /// - Parameter record: A record as read.
    public func keys(of record: SortedRecord) -> SearchKeys {
        var generator = keyGenerator()
        return keys(of: record, using: &generator)
    }

    /// Appends the record's keys' tokens, each once, in lowercase hexadecimal, space-separated: the
    /// `search_keys` column of the row outputs.
    ///
    /// - Parameters:
    ///   - record: A record as read.
    ///   - generator: This thread's ``keyGenerator()``.
    ///   - bytes: Where the column's UTF-8 goes.
    public func appendTokenList(of record: SortedRecord, using generator: inout SearchKeyGenerator, to bytes: inout [UInt8]) {
        let input = searchableName(of: record)
        generator.appendHexTokens(forName: input.name, givenName: input.givenName, readings: input.readings, to: &bytes)
    }

    /// The name as shown, title and suffix too, and the strings the record was placed by: what a search tells
    /// most records apart by, before splitting their names (``searchableName(of:)``'s words are among these).
    func roughName(of record: SortedRecord) -> LocalizedIndexCollation.SearchableName {
        let strings = record.store.searchedStrings(of: record.index)
        return LocalizedIndexCollation.SearchableName(strings.displayName, readings: strings.otherKeys)
    }

    /// What a record's keys are made of: its name without title and suffix, a Korean name's given name, and
    /// the readings it was placed by.
    func searchableName(of record: SortedRecord) -> LocalizedIndexCollation.SearchableName {
        let strings = record.store.searchedStrings(of: record.index)
        let display = strings.displayName
        var name = display, given: String?
        let utf8 = display.utf8Span.span
        let layout = storage.splitter.layout(of: utf8)
        switch layout.style {
        case .western?:
            if !layout[.prefix].isEmpty || !layout[.suffix].isEmpty {
                let personal = layout.parts(of: utf8).personalName
                if !personal.isEmpty { name = personal }
            }
        case .korean?:
            given = layout.string(.given, of: utf8)
        case .chinese?, .japanese?, nil:
            break
        }
        // The strings the record was placed by, when they are a reading and not its name in another order.
        let readings = strings.wasSplit ? [] : strings.otherKeys
        return LocalizedIndexCollation.SearchableName(name, givenName: given, readings: readings)
    }
}
