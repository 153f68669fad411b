import Testing
@testable import LocalizedIndexCollation

/// The spelling search behind `LocaleError.suggestions`: the bounded edit distance it relies on, and that
/// hostile input (what a fuzzer or a pasted paragraph gives) is refused without a search.
@Suite("LocaleSuggestions")
struct LocaleSuggestionsTests {
    /// Levenshtein distance by its textbook recursive definition, memoised: the reference.
    static func referenceDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var memo = [[Int?]](repeating: [Int?](repeating: nil, count: b.count + 1), count: a.count + 1)
        func d(_ i: Int, _ j: Int) -> Int {
            if i == 0 { return j }
            if j == 0 { return i }
            if let known = memo[i][j] { return known }
            let value = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a[i - 1] == b[j - 1] ? 0 : 1))
            memo[i][j] = value
            return value
        }
        return d(a.count, b.count)
    }

    @Test("hand-checked distances", arguments: [
        ("kitten", "sitting", 3), ("jp", "ja", 1), ("englsh", "english", 1), ("", "abc", 3), ("sv", "sv", 0),
        ("flaw", "lawn", 2), ("日本", "日本語", 1),
    ])
    func handChecked(a: String, b: String, distance: Int) {
        #expect(LocaleSuggestions.editDistance(a, b) == distance)
        #expect(LocaleSuggestions.editDistance(b, a) == distance)
    }

    @Test("the bounded distance is the distance when within the limit, else nil")
    func boundedMatchesReference() {
        // Seeded: the same 2,000 pairs on every run, so a failure comes back until it is fixed.
        var generator = SeededNumbers(seed: 19)
        let alphabet = Array("abcde日ä".unicodeScalars)
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] }
            let limit = Int.random(in: 0...6, using: &generator)
            let reference = Self.referenceDistance(a, b)
            let bounded = LocaleSuggestions.editDistance(a, b, limit: limit)
            #expect(bounded == (reference <= limit ? reference : nil),
                    "\(String(String.UnicodeScalarView(a))) / \(String(String.UnicodeScalarView(b))) limit \(limit)")
        }
    }

    @Test("text longer than any locale name gets a clear error and no suggestions")
    func longJunk() throws {
        let junk = String(repeating: "englishx", count: 1_000)
        #expect(LocaleSuggestions.closeMatches(to: junk).isEmpty)
        #expect(throws: LocaleError.self) { try CollationLocale(junk) }
        // Just under the limit still gets the search.
        #expect(LocaleSuggestions.closeMatches(to: "englsh").contains("en (English)"))
    }
}
