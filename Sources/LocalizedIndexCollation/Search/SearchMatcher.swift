/// Whether and how a query finds one name, from the name's keys: each query word must start a different key
/// (a matching in the bipartite graph of words and the keys they start, found by augmenting paths, so a query
/// of many words costs words × keys, never more), the closest rank first.
struct SearchMatcher {
    /// A key as the matcher sees it.
    struct Candidate {
        var kind: SearchKey.Kind
        var token: ArraySlice<UInt8>
    }

    /// What matched: the rank, and the candidates that make it (the whole name's or reading's for the first
    /// two ranks, one per query word otherwise).
    struct Found {
        var rank: SearchMatch.Rank
        var keys: [Int]
    }

    let words: [[UInt8]]
    /// The words' tokens one after another: what the whole name or a reading is compared with.
    let joined: [UInt8]

    init(query: SearchQuery) {
        words = query.tokens
        joined = query.tokens.flatMap { $0 }
    }

    /// The match of the name whose keys are `candidates`, or nil.
    func match(_ candidates: [Candidate]) -> Found? {
        // Which keys each word starts.
        var starts = [[Int]](repeating: [], count: words.count)
        for (word, token) in words.enumerated() {
            for (index, candidate) in candidates.enumerated() where Self.hasPrefix(candidate.token, token) {
                starts[word].append(index)
            }
            if starts[word].isEmpty { return nil }
        }
        // A different key for each word: without initials, else with them.
        let withoutInitials = starts.map { $0.filter { candidates[$0].kind != .initials } }
        let assignment: [Int]
        let rank: SearchMatch.Rank
        if let found = Self.assignment(withoutInitials, keyCount: candidates.count) {
            (assignment, rank) = (found, .wordPrefix)
        } else if let found = Self.assignment(starts, keyCount: candidates.count) {
            (assignment, rank) = (found, .initials)
        } else {
            return nil
        }
        // The whole name or a reading, joined: the same, or started by the query.
        var prefix: Int?
        for (index, candidate) in candidates.enumerated() where candidate.kind == .name || candidate.kind == .readingName {
            if candidate.token.elementsEqual(joined) { return Found(rank: .wholeName, keys: [index]) }
            if prefix == nil, Self.hasPrefix(candidate.token, joined[...]) { prefix = index }
        }
        if let prefix { return Found(rank: .namePrefix, keys: [prefix]) }
        return Found(rank: rank, keys: assignment)
    }

    /// Whether `token` starts with `prefix`.
    @inline(__always)
    static func hasPrefix(_ token: ArraySlice<UInt8>, _ prefix: some Collection<UInt8>) -> Bool {
        token.count >= prefix.count && token.prefix(prefix.count).elementsEqual(prefix)
    }

    static func hasPrefix(_ token: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Bool {
        hasPrefix(token, prefix[...])
    }

    /// A different key for every word, each one the word may take (`options[word]`), or nil when there is
    /// none: Kuhn's augmenting paths.
    static func assignment(_ options: [[Int]], keyCount: Int) -> [Int]? {
        var owner = [Int](repeating: -1, count: keyCount)
        for word in options.indices {
            var visited = [Bool](repeating: false, count: keyCount)
            guard augment(word, options, &owner, &visited) else { return nil }
        }
        var assigned = [Int](repeating: -1, count: options.count)
        for (key, word) in owner.enumerated() where word >= 0 { assigned[word] = key }
        return assigned
    }

    /// Finds a key for `word`, moving words that hold keys it could take to others.
    private static func augment(_ word: Int, _ options: [[Int]], _ owner: inout [Int], _ visited: inout [Bool]) -> Bool {
        for key in options[word] where !visited[key] {
            visited[key] = true
            if owner[key] < 0 || augment(owner[key], options, &owner, &visited) {
                owner[key] = word
                return true
            }
        }
        return false
    }
}
