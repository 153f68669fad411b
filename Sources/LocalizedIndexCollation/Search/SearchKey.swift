/// One string a name is found by, and how a search compares it: a query word finds the name when it is a
/// prefix of one of the name's keys at the collation's primary strength (``token``).
///
/// ```swift
/// let collation = try LocalizedIndexCollation(locale: "zh")
/// collation.searchKeys(forName: "曾志伟").keys.map(\.text)
/// // the name and its last characters: 曾志伟, 志伟, 伟; its pinyin (ICU's Han-Latin/Names, surname
/// // readings): zēngzhìwěi, zhìwěi, wěi; initials: zzw, zw, w
/// ```
public struct SearchKey: Sendable, Hashable {
    /// What a key is of the name, which decides how a match on it ranks (``SearchMatch/Rank``).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The whole name, its words joined: `johnsmith`, `杜鵑`.
        case name
        /// A word of the name as written: `John`, `Smith`.
        case word
        /// The last characters of a Chinese, Japanese or Korean name written without spaces: `鵑` of `杜鵑`,
        /// the given name `길동` of `홍길동`.
        case characters
        /// Words joined by a hyphen or an apostrophe, as one: `annalena` of `Anna-Lena` (Android's rule for
        /// hyphenated names).
        case compound
        /// A word of a reading: a kana reading (`やまだ`), its romaji (`yamada`), a pinyin syllable or the
        /// pinyin of the name's last characters (`juan`, `zhiwei`).
        case reading
        /// A whole reading, its words joined: `zengzhiwei`, `やまだたろう`, `yamadatarou`.
        case readingName
        /// The first letters of the name's words, or of its pinyin syllables, from one of them to the end
        /// (`jpj`, `pj`, `j` of John Paul Jones; `zzw` of 曾志伟); the initial consonants of a Korean name
        /// and of its given name (`ㅎㄱㄷ`, `ㄱㄷ`).
        case initials
    }

    /// The key as a person reads it: a word as written, a reading, initials.
    public var text: String
    /// What the key is of the name.
    public var kind: Kind
    /// What search compares: the key's characters' primary weights, two bytes each (a prefix of the
    /// token of any text that starts with the key's characters, at primary strength).
    public var token: [UInt8]

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - text: The key as a person reads it.
    ///   - kind: What the key is of the name.
    ///   - token: Its token (``SearchQuery/tokens`` of a query word made of the same characters).
    public init(text: String, kind: Kind, token: [UInt8]) {
        self.text = text
        self.kind = kind
        self.token = token
    }

    /// ``token`` in lowercase hexadecimal, as databases store it: a query word's hexadecimal token is a
    /// prefix of this exactly when the word finds the key (`LIKE 'word-token%'`).
    public var hexToken: String { SearchKey.hex(token) }

    /// A token in lowercase hexadecimal, as ``hexToken`` and ``SearchQuery/hexTokens`` write it.
    ///
    /// - Parameter bytes: A token (``token``, ``SearchQuery/tokens``,
    ///   ``LocalizedIndexCollation/searchToken(of:)``).
    public static func hex(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        appendHex(bytes[...], to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the lowercase hexadecimal of `bytes` to `text`, as UTF-8.
    static func appendHex(_ bytes: ArraySlice<UInt8>, to text: inout [UInt8]) {
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// Every key one name is found by (``LocalizedIndexCollation/searchKeys(forName:givenName:readings:options:)``).
public struct SearchKeys: Sendable, Hashable {
    /// The keys, each once.
    public var keys: [SearchKey]

    /// Creates keys.
    ///
    /// - Parameter keys: The keys.
    public init(keys: [SearchKey]) {
        self.keys = keys
    }

    /// How `query` finds the name these are the keys of, or nil when it does not.
    ///
    /// - Parameter query: A query made by the same collation.
    /// - Returns: The match, with its rank and the key each query word matched.
    public func match(_ query: SearchQuery) -> SearchMatch? {
        SearchMatcher(query: query).match(keys.map { SearchMatcher.Candidate(kind: $0.kind, token: $0.token[...]) })
            .map { found in SearchMatch(rank: found.rank, matchedKeys: found.keys.map { keys[$0] }) }
    }
}
