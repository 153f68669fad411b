/// Close matches for a locale that does not exist: by identifier spelling (`jp` → `ja`), by English name
/// (`english` → `en`), by the language's own name (`Deutsch` → `de`), and, for a known language with an
/// unknown region or script (`sv_SW`), the locales ICU has for that language.
enum LocaleSuggestions {
    private struct Candidate {
        var tag: String
        var name: String
        var loweredTag: String
        var loweredName: String
        var loweredNativeName: String
    }

    /// One candidate per language that ICU has (regional variants would only crowd the list).
    private static let candidates: [Candidate] = {
        var seen = Set<String>()
        return ICU.Locale.available.compactMap { id -> Candidate? in
            guard ICU.Locale.region(id).isEmpty, seen.insert(id).inserted,
                  let tag = try? ICU.Locale.languageTag(id) else { return nil }
            let name = ICU.Locale.displayName(id)
            return Candidate(tag: tag, name: name, loweredTag: tag.lowercased(), loweredName: name.lowercased(),
                             loweredNativeName: ICU.Locale.displayName(id, in: id).lowercased())
        }
    }()

    /// Up to `limit` suggestions such as "en (English)", best first.
    static func closeMatches(to input: String, limit: Int = 4) -> [String] {
        let query = input.trimmingWhitespace().lowercased()
            .replacingUnderscores()
            .split(separator: ".").first.map(String.init) ?? ""
        guard !query.isEmpty else { return [] }
        let tolerance = max(1, query.count / 4)
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            var score = Int.max
            let names = [candidate.loweredName, candidate.loweredNativeName]
            if names.contains(where: { $0 == query || $0.hasPrefix(query + " ") }) { score = 0 }
            else if query.count >= 3, names.contains(where: { $0.hasPrefix(query) }) { score = 1 }
            else {
                let distance = min(editDistance(query, candidate.loweredTag),
                                   editDistance(String(query.prefix { $0 != "-" }), candidate.loweredTag) + 1,
                                   editDistance(query, candidate.loweredName),
                                   editDistance(query, candidate.loweredNativeName))
                if distance <= tolerance { score = 1 + distance }
            }
            return score == Int.max ? nil : (score, "\(candidate.tag) (\(candidate.name))")
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
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
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

private extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
