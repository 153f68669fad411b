/// Close matches for a locale that does not exist: by identifier spelling (`jp` → `ja`), by English name
/// (`english` → `en`), by the language's own name (`Deutsch` → `de`), and, for a known language with an
/// unknown region or script (`sv_SW`), the locales ICU has for that language.
enum LocaleSuggestions {
    /// Inputs longer than this (in Unicode scalars) get no spelling suggestions: no locale tag or language
    /// name is that long, and the edit distance would cost time for nothing.
    static let longestQuery = 64

    private struct Candidate {
        var tag: String
        var name: String
        /// Lowercased tag, English name and native name, each as scalars for the edit distance.
        var spellings: (tag: [Unicode.Scalar], name: [Unicode.Scalar], nativeName: [Unicode.Scalar])
        var loweredNames: [String]
    }

    /// One candidate per language that ICU has (regional variants would only crowd the list).
    private static let candidates: [Candidate] = {
        var seen = Set<String>()
        return ICU.Locale.available.compactMap { id -> Candidate? in
            guard ICU.Locale.region(id).isEmpty, seen.insert(id).inserted,
                  let tag = try? ICU.Locale.languageTag(id) else { return nil }
            let name = ICU.Locale.displayName(id)
            let nativeName = ICU.Locale.displayName(id, in: id).lowercased()
            return Candidate(tag: tag, name: name,
                             spellings: (scalars(tag.lowercased()), scalars(name.lowercased()), scalars(nativeName)),
                             loweredNames: [name.lowercased(), nativeName])
        }
    }()

    /// The candidates' lowered names as UTF-8, sorted, each with its candidate: names starting with a
    /// query are one binary search away.
    private static let sortedNames: [(name: [UInt8], candidate: Int)] = candidates.enumerated()
        .flatMap { index, candidate in candidate.loweredNames.map { (Array($0.utf8), index) } }
        .sorted { $0.name.lexicographicallyPrecedes($1.name) }

    /// For each spelling (tag, name, native name), the candidates by the spelling's length in scalars: only
    /// spellings within the tolerance of the query's length can be within that edit distance of it.
    private static let byLength: (tag: [Int: [Int]], name: [Int: [Int]], nativeName: [Int: [Int]]) = {
        func index(_ spelling: (Candidate) -> [Unicode.Scalar]) -> [Int: [Int]] {
            Dictionary(grouping: candidates.indices, by: { spelling(candidates[$0]).count })
        }
        return (index(\.spellings.tag), index(\.spellings.name), index(\.spellings.nativeName))
    }()

    /// Up to `limit` suggestions such as "en (English)", best first.
    static func closeMatches(to input: String, limit: Int = 4) -> [String] {
        let query = input.trimmingWhitespace().lowercased()
            .replacingUnderscores()
            .split(separator: ".").first.map(String.init) ?? ""
        let queryScalars = scalars(query)
        guard !queryScalars.isEmpty, queryScalars.count <= longestQuery else { return [] }
        let language = scalars(String(query.prefix { $0 != "-" }))
        let tolerance = max(1, query.count / 4)
        var scores: [Int: Int] = [:]  // candidate → best score, lower is better
        func consider(_ candidate: Int, _ score: Int) { scores[candidate] = min(score, scores[candidate] ?? .max) }

        // A name that is the query, or starts with it as a word: 0; starts with it otherwise: 1.
        let word = Array(query.utf8)
        var position = lowerBound(of: word)
        while position < sortedNames.count, sortedNames[position].name.starts(with: word) {
            let (name, candidate) = sortedNames[position]
            if name.count == word.count || name[word.count] == UInt8(ascii: " ") { consider(candidate, 0) }
            else if query.count >= 3 { consider(candidate, 1) }
            position += 1
        }
        // Otherwise spellings within the tolerance: 1 + the edit distance (the language subtag alone against
        // a tag: 2 + it).
        func nearby(_ index: [Int: [Int]], _ length: Int, _ tolerance: Int) -> [Int] {
            tolerance < 0 ? [] : (length - tolerance...length + tolerance).flatMap { index[$0] ?? [] }
        }
        for candidate in nearby(byLength.tag, queryScalars.count, tolerance) {
            if let distance = editDistance(queryScalars, candidates[candidate].spellings.tag, limit: tolerance) {
                consider(candidate, 1 + distance)
            }
        }
        for candidate in nearby(byLength.tag, language.count, tolerance - 1) {
            if let distance = editDistance(language, candidates[candidate].spellings.tag, limit: tolerance - 1) {
                consider(candidate, 2 + distance)
            }
        }
        for candidate in nearby(byLength.name, queryScalars.count, tolerance) {
            if let distance = editDistance(queryScalars, candidates[candidate].spellings.name, limit: tolerance) {
                consider(candidate, 1 + distance)
            }
        }
        for candidate in nearby(byLength.nativeName, queryScalars.count, tolerance) {
            if let distance = editDistance(queryScalars, candidates[candidate].spellings.nativeName, limit: tolerance) {
                consider(candidate, 1 + distance)
            }
        }
        // Best first, ties by tag (the order of the "tag (name)" strings, since a tag is followed by " ("
        // and no tag character sorts before a space); strings made only for those shown.
        return scores.sorted { ($0.value, candidates[$0.key].tag) < ($1.value, candidates[$1.key].tag) }
            .prefix(limit).map { "\(candidates[$0.key].tag) (\(candidates[$0.key].name))" }
    }

    /// The first position in ``sortedNames`` whose name is not before `word`.
    private static func lowerBound(of word: [UInt8]) -> Int {
        var low = 0, high = sortedNames.count
        while low < high {
            let middle = (low + high) / 2
            if sortedNames[middle].name.lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The locales ICU has for `language`, the language alone first, then those whose region or script is
    /// spelled most like `subtag`.
    static func locales(ofLanguage language: String, near subtag: String, limit: Int = 4) -> [String] {
        let subtag = subtag.lowercased()
        let matches = ICU.Locale.available.filter { ICU.Locale.language($0) == language }
        let ranked = matches.map { id -> (Int, String) in
            let parts = [ICU.Locale.region(id), ICU.Locale.script(id)].filter { !$0.isEmpty }
            let distance = parts.isEmpty ? -1 : parts.map { editDistance($0.lowercased(), subtag) }.min()!
            return (distance, id)
        }
        return ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).compactMap { _, id in
            (try? ICU.Locale.languageTag(id)).map { "\($0) (\(ICU.Locale.displayName(id)))" }
        }
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = scalars(a), b = scalars(b)
        return editDistance(a, b, limit: max(a.count, b.count))!
    }

    /// Levenshtein distance of `a` and `b` when it is at most `limit`, else `nil`; stops as soon as every
    /// entry of a row exceeds the limit, so unrelated or very different spellings cost little.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Two rows of the table. (Arrays: this runs some hundreds of times for one mistyped locale, a
        // fraction of a millisecond in all, and only when a locale is refused.)
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
}

private extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
