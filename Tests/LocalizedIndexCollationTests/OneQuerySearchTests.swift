import Foundation
import Testing
@testable import LocalizedIndexCollation

/// The one-off search the `search` command runs (``LocalizedIndexCollation/search(_:count:name:options:)``,
/// which makes a name's keys only when its prefilter says the query may find it) finds exactly what an index
/// of every key finds, with the same ranks and matched keys: on the package's peer input (794 hostile names
/// and 1,200 generated ones in every script), some with kana readings and given names, for queries made
/// from the names themselves and a few that once told the two apart.
@Suite("search: one query without an index finds what the index finds")
struct OneQuerySearchTests {
    static let names: [String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peer-input.tsv")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().filter { !$0.isEmpty }.map(String.init))
    }()

    /// Kana readings given to every seventh name, so romaji keys are made of readings too.
    /// Readings with words in other scripts (`2`, `Bob`: keys of their own, not romaji), and small kana the
    /// romaji transform leaves as they are (`ㇰ`, which weighs as `ク`: `ミㇰ` is `mi` and `ㇰ`).
    static let kanaReadings = ["やまだ たろう", "スズキ ハナコ", "かとう2", "ゟ", "ーあ", "きむ 2", "ミㇰㇱ", "Bob やま"]

    static func searchable(_ position: Int) -> LocalizedIndexCollation.SearchableName {
        let name = names[position]
        let readings = position % 7 == 0 ? [kanaReadings[position / 7 % kanaReadings.count]] : []
        let given = position % 3 == 0 ? String(name.unicodeScalars.dropFirst()) : nil
        return .init(name, givenName: given, readings: readings)
    }

    /// Queries a person might type: the first letters of words of every 250th name, its whole words, their
    /// last letters, its initials; and fixed ones (circled and fullwidth letters, digits that two keys share, consonants).
    static let queries: [String] = {
        var queries = ["ⓨ", "２", "2 2", "2", "ㄱ", "ㄱㅁ", "홍길ㄷ", "zhang w", "yamada", "ｶ", "ostlund", "jpj", "ß", "ss",
                       "ゟ", "a a", "wang", "li", "김", "ㅇㅅ", "山", "たろう", "taro", "tarou", "く", "ㇰ", "2 き", "bob",
                       "bob bob", "やま bob"]
        for name in stride(from: 0, to: names.count, by: 250).map({ names[$0] }) {
            let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "." }).map(String.init)
            for word in words.prefix(3) {
                queries += [String(word.prefix(1)), String(word.prefix(2)), word, String(word.dropFirst()), String(word.suffix(1))]
            }
            queries.append(String(words.compactMap(\.first)))
            queries.append(words.reversed().joined(separator: " "))
        }
        return queries
    }()

    @Test("the same results, ranks and matched keys as the index", arguments: ["en", "sv", "zh", "ja", "ko"])
    func sameAsIndex(locale: String) throws {
        let collation = try LocalizedIndexCollation(locale: locale)
        let names = Self.names
        let index = collation.searchIndex(count: names.count, name: Self.searchable)
        var compared = 0
        for text in Self.queries {
            guard let query = try? collation.searchQuery(text) else { continue }
            let expected = index.search(query)
            let found = collation.search(query, count: names.count, name: Self.searchable, options: .init())
            #expect(found == expected, "\(locale) \(text): \(found.count) found, the index \(expected.count)")
            compared += 1
        }
        #expect(compared > 80)
    }
}
