/// Makes the search keys of one name after another, keeping the weights of the characters it has met: what
/// a thread that makes the keys of many names uses. (``LocalizedIndexCollation/searchKeys(forName:givenName:readings:options:)``
/// starts afresh each call, weighing every character again.)
///
/// ```swift
/// var generator = SearchKeyGenerator(collation: collation)
/// for contact in contacts {
///     var column: [UInt8] = []
///     generator.appendHexTokens(forName: contact.name, to: &column)   // a database's search_keys column
/// }
/// ```
///
/// Not `Sendable`: one per thread.
public struct SearchKeyGenerator {
    private var maker: SearchKeyMaker
    private var buffer = SearchKeyBuffer()

    /// A generator of keys as `collation` makes them.
    ///
    /// - Parameters:
    ///   - collation: The collation whose locale and weights decide the keys.
    ///   - options: When Han names get pinyin keys.
    public init(collation: LocalizedIndexCollation, options: LocalizedIndexCollation.SearchOptions = .init()) {
        maker = collation.engine.searchKeyMaker(options: options, locale: collation.locale,
                                                additionalLocales: collation.options.additionalLabelLocales)
    }

    /// The keys of a name (``LocalizedIndexCollation/searchKeys(forName:givenName:readings:options:)``).
    ///
    /// - Parameters:
    ///   - name: The name as written, without title and suffix.
    ///   - givenName: The given name, when known.
    ///   - readings: Readings of the name.
    /// - Returns: The keys, with their texts.
    public mutating func keys(forName name: String, givenName: String? = nil, readings: [String] = []) -> SearchKeys {
        var list = SearchKeyList()
        maker.makeKeys(name: name, givenName: givenName, readings: readings, into: &list)
        return SearchKeys(keys: list.keys)
    }

    /// Appends the distinct tokens of a name's keys (``SearchKey/hexToken``), space-separated, in the keys'
    /// order: a database's search column, made without the keys' texts.
    ///
    /// - Parameters:
    ///   - name: The name as written, without title and suffix.
    ///   - givenName: The given name, when known.
    ///   - readings: Readings of the name.
    ///   - bytes: Where the UTF-8 of the list goes; nothing is appended for a name without keys.
    public mutating func appendHexTokens(forName name: String, givenName: String? = nil, readings: [String] = [],
                                         to bytes: inout [UInt8]) {
        buffer.removeAll()
        maker.makeKeys(name: name, givenName: givenName, readings: readings, into: &buffer)
        bytes.reserveCapacity(bytes.count + buffer.tokenByteCount * 2 + 64)
        buffer.forEachDistinctToken { index, token in
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            SearchKey.appendHex(token, to: &bytes)
        }
    }
}
