/// The search keys of many names, kept to find them: a query finds its names without looking at most keys
/// (``LocalizedIndexCollation/searchIndex(names:givenNames:readings:options:parallelism:)``).
///
/// Names are found by position, the order they were given in; a query's results come best rank first
/// (``SearchMatch/Rank``), equal ranks in that order: give the names in section order (as
/// ``LocalizedIndexCollation/sections(of:on:keepingEmptySections:parallelism:)`` arranges them) for the
/// order a list shows.
///
/// ```swift
/// let names = sections.flatMap { $0.items.map(\.name) }
/// let index = collation.searchIndex(names: names)
/// for result in index.search(try collation.searchQuery("zhang w")) {
///     print(names[result.position], result.match.rank, result.match.matchedKeys.map(\.text))
/// }
/// ```
///
/// Keys are held in a few arrays (a token arena, one entry per key), grouped by the first weight of their
/// token: a query looks only at the keys that start as its most telling word does. Their texts are not kept:
/// the keys of a name found are made again to show what matched.
public struct NameSearchIndex: Sendable {
    /// A name a query found.
    public struct Result: Sendable, Hashable {
        /// The name's position among those the index was made of.
        public var position: Int
        /// How the query found it.
        public var match: SearchMatch
    }

    /// One key: its name's position, kind, and where its token is.
    struct Entry: Sendable {
        var position: UInt32
        var kind: UInt8
        var tokenStart: UInt32
        var tokenEnd: UInt32
    }

    private let tokens: [UInt8]
    /// The name at a position, as its keys were made of it.
    private let name: @Sendable (Int) -> LocalizedIndexCollation.SearchableName
    /// A maker of the keys as they were made: a name's keys are made again for their texts.
    private let newMaker: @Sendable () -> SearchKeyMaker
    /// Every key, name by name.
    private let entries: [Entry]
    /// The keys of name `n`: `entries[positionStarts[n] ..< positionStarts[n + 1]]`.
    private let positionStarts: [UInt32]
    /// Entries grouped by the first weight of their token (keys without a weight in group 0):
    /// group `g` is `byFirstWeight[groupStarts[g] ..< groupStarts[g + 1]]`.
    private let byFirstWeight: [UInt32]
    private let groupStarts: [UInt32]

    /// How many names the index holds.
    public var count: Int { positionStarts.count - 1 }

    init(builder: Builder, name: @escaping @Sendable (Int) -> LocalizedIndexCollation.SearchableName,
         newMaker: @escaping @Sendable () -> SearchKeyMaker) {
        tokens = builder.tokens
        self.name = name
        self.newMaker = newMaker
        entries = builder.entries
        positionStarts = builder.positionStarts
        // Counting sort of the entries by their first weight.
        var counts = [UInt32](repeating: 0, count: 65_537)
        for entry in entries { counts[Self.group(of: entry, in: tokens) + 1] += 1 }
        for group in 1..<counts.count { counts[group] += counts[group - 1] }
        groupStarts = counts
        var next = counts
        var grouped = [UInt32](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            let group = Self.group(of: entry, in: tokens)
            grouped[Int(next[group])] = UInt32(index)
            next[group] += 1
        }
        byFirstWeight = grouped
    }

    /// The group of `entry`: its token's first weight, 0 for a token without one.
    private static func group(of entry: Entry, in tokens: [UInt8]) -> Int {
        guard entry.tokenEnd - entry.tokenStart >= 2 else { return 0 }
        return Int(tokens[Int(entry.tokenStart)]) << 8 | Int(tokens[Int(entry.tokenStart) + 1])
    }

    /// The keys of the name at `position`.
    ///
    /// - Parameter position: A position, less than ``count``.
    public func keys(of position: Int) -> SearchKeys {
        var maker = newMaker(), list = SearchKeyList()
        let searchable = name(position)
        maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings, into: &list)
        return SearchKeys(keys: list.keys)
    }

    /// The names `query` finds, best rank first, equal ranks in position order.
    ///
    /// - Parameter query: A query made by the collation the index was made by.
    /// - Returns: The names found; none for a query no name matches.
    /// - Complexity: The keys that start as the query's longest word does, and the keys of the names they
    ///   belong to; O(*n*) in the query's length.
    public func search(_ query: SearchQuery) -> [Result] {
        guard let telling = query.tokens.max(by: { $0.count < $1.count }) else { return [] }
        let matcher = SearchMatcher(query: query)
        var seen = [Bool](repeating: false, count: count)
        var candidates: [Int] = []
        let groupRange: Range<Int>
        if telling.count >= 2 {
            let group = Int(telling[0]) << 8 | Int(telling[1])
            groupRange = Int(groupStarts[group])..<Int(groupStarts[group + 1])
        } else {
            groupRange = 0..<byFirstWeight.count
        }
        for slot in groupRange {
            let entry = entries[Int(byFirstWeight[slot])]
            let position = Int(entry.position)
            guard !seen[position], SearchMatcher.hasPrefix(token(entry), telling) else { continue }
            seen[position] = true
            candidates.append(position)
        }
        var results: [Result] = []
        // One maker for every name found: it keeps the weights of the characters it met.
        var maker = newMaker()
        for position in candidates {
            let range = entryRange(of: position)
            let keys = range.map { SearchMatcher.Candidate(kind: Self.kind(entries[$0].kind), token: token(entries[$0])) }
            guard let found = matcher.match(keys) else { continue }
            // The keys made again come in the same order: the texts of those matched.
            var texts = SearchKeyTexts(picking: found.keys)
            let searchable = name(position)
            maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings, into: &texts)
            let matched = found.keys.map { key(entries[range.lowerBound + $0], text: texts.texts[$0] ?? "") }
            results.append(Result(position: position, match: SearchMatch(rank: found.rank, matchedKeys: matched)))
        }
        results.sort { ($0.match.rank, $0.position) < ($1.match.rank, $1.position) }
        return results
    }

    private func entryRange(of position: Int) -> Range<Int> {
        Int(positionStarts[position])..<Int(positionStarts[position + 1])
    }

    private func token(_ entry: Entry) -> ArraySlice<UInt8> {
        tokens[Int(entry.tokenStart)..<Int(entry.tokenEnd)]
    }

    private func key(_ entry: Entry, text: String) -> SearchKey {
        SearchKey(text: text, kind: Self.kind(entry.kind), token: Array(token(entry)))
    }

    static func kind(_ code: UInt8) -> SearchKey.Kind { SearchKey.Kind.allCases[Int(code)] }

    static func code(_ kind: SearchKey.Kind) -> UInt8 {
        UInt8(SearchKey.Kind.allCases.firstIndex(of: kind) ?? 0)
    }

    /// Collects the keys of names, name after name, into the index's arrays.
    struct Builder: SearchKeySink {
        var tokens: [UInt8] = []
        var entries: [Entry] = []
        var positionStarts: [UInt32] = [0]

        var wantsText: Bool { false }

        /// Adds a key of the name being added (the one after those ended with ``endName()``).
        mutating func add(_ kind: SearchKey.Kind, token: ArraySlice<UInt8>, text: String) {
            let tokenStart = UInt32(tokens.count)
            tokens.append(contentsOf: token)
            entries.append(Entry(position: UInt32(positionStarts.count - 1), kind: NameSearchIndex.code(kind),
                                 tokenStart: tokenStart, tokenEnd: UInt32(tokens.count)))
        }

        /// Ends the name being added.
        mutating func endName() {
            positionStarts.append(UInt32(entries.count))
        }

        /// Appends the names of `other`, after these.
        mutating func append(_ other: Builder) {
            let tokenShift = UInt32(tokens.count)
            let positionShift = UInt32(positionStarts.count - 1), entryShift = UInt32(entries.count)
            tokens += other.tokens
            entries += other.entries.map { entry in
                var entry = entry
                entry.position += positionShift
                entry.tokenStart += tokenShift
                entry.tokenEnd += tokenShift
                return entry
            }
            positionStarts += other.positionStarts.dropFirst().map { $0 + entryShift }
        }
    }
}
