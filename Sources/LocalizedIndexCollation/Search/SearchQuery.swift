/// What a person typed to find a name, split into words and weighed as the collation weighs the names'
/// keys (``LocalizedIndexCollation/searchQuery(_:)``).
///
/// Words are what the name's words are: runs of letters, digits and marks, split at spaces and punctuation
/// (`last-n` is `last` and `n`) and where Han, kana or Hangul meet other letters (`D杜` is `D` and `杜`).
///
/// ```swift
/// let query = try collation.searchQuery("zhang w")
/// query.words       // ["zhang", "w"]
/// query.hexTokens   // what a database compares a key's hexToken to, word by word
/// ```
public struct SearchQuery: Sendable, Hashable {
    /// The query as typed.
    public let text: String
    /// Its words, as typed.
    public let words: [String]
    /// Each word's token (``SearchKey/token``): a word finds a key whose token starts with it.
    public let tokens: [[UInt8]]

    /// The most words a query may have.
    public static let maximumWordCount = 32
    /// The most UTF-8 bytes a query may have: longer than any name, so that a query pasted by mistake fails
    /// at once.
    public static let maximumByteCount = 1_024

    init(text: String, words: [String], tokens: [[UInt8]]) {
        self.text = text
        self.words = words
        self.tokens = tokens
    }

    /// Each word's token in lowercase hexadecimal (``SearchKey/hexToken``).
    public var hexTokens: [String] { tokens.map(SearchKey.hex) }
}

/// A query that cannot be searched for.
public enum SearchQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The query has no letter or digit.
    case empty
    /// The query is longer than ``SearchQuery/maximumByteCount`` bytes or has more than
    /// ``SearchQuery/maximumWordCount`` words.
    case tooLong(byteCount: Int, wordCount: Int)

    public var description: String {
        switch self {
        case .empty:
            "the query has no letter or digit to search for"
        case .tooLong(let bytes, let words):
            "the query is too long (\(bytes) bytes, \(words) words; a query has at most \(SearchQuery.maximumByteCount) bytes and \(SearchQuery.maximumWordCount) words)"
        }
    }
}

/// How a query found a name.
public struct SearchMatch: Sendable, Hashable {
    /// How close a match is, best first: results come in this order, equal ranks in the order the names were
    /// given (section order, for names given as ``LocalizedIndexCollation/sections(of:on:keepingEmptySections:parallelism:)``
    /// arranges them).
    public enum Rank: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The query's words, joined, are the whole name or a whole reading (`john smith`, `zhangwei`).
        case wholeName
        /// The query's words, joined, start the name or a reading (`john sm`, `zhangw`).
        case namePrefix
        /// Each query word starts a different word or reading of the name, in any order (`smith j`).
        case wordPrefix
        /// Some query word matched only initials (`jpj`, `zzw`, `ㄱㄷ`).
        case initials

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How close the match is.
    public var rank: Rank
    /// The keys that matched: for ``Rank/wholeName`` and ``Rank/namePrefix`` the whole name or reading,
    /// otherwise the key each query word matched, in the query's order.
    public var matchedKeys: [SearchKey]

    /// Creates a match.
    public init(rank: Rank, matchedKeys: [SearchKey]) {
        self.rank = rank
        self.matchedKeys = matchedKeys
    }
}
