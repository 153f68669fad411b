extension LocalizedIndexCollation {
    /// How search keys read names beyond what the collation itself reads.
    public struct SearchOptions: Sendable, Hashable {
        /// When Han names get pinyin keys.
        public enum Pinyin: Sendable, Hashable {
            /// Where Android makes them: Simplified Chinese is the collation's locale, or one of its further
            /// locales (``Options/additionalLabelLocales``) while the locale is not Chinese, Japanese or
            /// Korean.
            case automatic
            /// In any locale but a Japanese one (a Japanese list never reads Han names as Chinese, as
            /// Android).
            case always
            /// Never.
            case never
        }

        /// When Han names get pinyin keys.
        public var pinyin: Pinyin

        /// Options for search keys.
        ///
        /// - Parameter pinyin: When Han names get pinyin keys; ``Pinyin/automatic`` by default.
        public init(pinyin: Pinyin = .automatic) {
            self.pinyin = pinyin
        }
    }

    /// The keys a name is found by, as phones make them: its words and the whole name, initials, words
    /// joined at a hyphen, and by the collation's locale the pinyin of a Han name, the initial consonants of a
    /// Korean one, the romaji of a reading in kana (``SearchKey/Kind``). Compared at the collation's primary
    /// strength: `ostlund` finds `Östlund` in English, not in Swedish, where `Ö` is a letter of its own.
    ///
    /// ```swift
    /// let korean = try LocalizedIndexCollation(locale: "ko")
    /// korean.searchKeys(forName: "홍길동").keys.map(\.text)   // ["홍길동", "홍길동", "ㅎㄱㄷ", "ㄱㄷ", "길동"]
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name as written. Leave out a title and a suffix (`Dr.`, `Jr.`): a name is not found
    ///     by them, as on Android (the contact layer's `NameSplitter` finds them).
    ///   - givenName: The given name, when known: a Korean name's given-name keys are made of it (without it,
    ///     of the name after its first syllable).
    ///   - readings: Readings of the name (a phonetic field, `SORT-AS`): their words are keys too. The
    ///     collation's own reading (MeCab's, for a Japanese name in kanji) is added.
    ///   - options: When Han names get pinyin keys.
    /// - Returns: The keys.
    public func searchKeys(forName name: String, givenName: String? = nil, readings: [String] = [],
                           options: SearchOptions = SearchOptions()) -> SearchKeys {
        var maker = engine.searchKeyMaker(options: options, locale: locale, additionalLocales: self.options.additionalLabelLocales)
        var list = SearchKeyList()
        maker.makeKeys(name: name, givenName: givenName, readings: readings, into: &list)
        return SearchKeys(keys: list.keys)
    }

    /// A query for names, weighed as this collation weighs their keys.
    ///
    /// ```swift
    /// let query = try collation.searchQuery("john sm")
    /// collation.searchKeys(forName: "John Smith").match(query)?.rank   // .namePrefix
    /// ```
    ///
    /// - Parameter text: What a person typed: one or more words.
    /// - Returns: The query.
    /// - Throws: ``SearchQueryError/empty`` for a query without a letter or digit;
    ///   ``SearchQueryError/tooLong(byteCount:wordCount:)`` past ``SearchQuery/maximumByteCount`` bytes or
    ///   ``SearchQuery/maximumWordCount`` words.
    /// - Complexity: O(*n*) in the query's length.
    public func searchQuery(_ text: String) throws(SearchQueryError) -> SearchQuery {
        guard text.utf8.count <= SearchQuery.maximumByteCount else {
            throw .tooLong(byteCount: text.utf8.count, wordCount: 0)
        }
        let normalized = ICU.nfc(text)
        let words = SearchKeyMaker.words(of: normalized)
        guard !words.isEmpty else { throw .empty }
        guard words.count <= SearchQuery.maximumWordCount else {
            throw .tooLong(byteCount: text.utf8.count, wordCount: words.count)
        }
        var maker = engine.searchKeyMaker(options: SearchOptions(pinyin: .never), locale: locale, additionalLocales: [])
        return SearchQuery(text: text, words: words.map { String($0.text) }, tokens: words.map { maker.token(of: $0.text) })
    }

    /// An index of the keys of many names, to find them by queries (``NameSearchIndex``).
    ///
    /// ```swift
    /// let index = collation.searchIndex(names: contacts.map(\.name), readings: { [contacts[$0].phonetic].compactMap { $0 } })
    /// ```
    ///
    /// - Parameters:
    ///   - names: The names, in the order equal ranks come in (section order, for a list's order).
    ///   - givenNames: Each name's given name, by position, when known (``searchKeys(forName:givenName:readings:options:)``).
    ///   - readings: Each name's readings, by position.
    ///   - options: When Han names get pinyin keys.
    ///   - parallelism: ``Parallelism/automatic`` makes the keys on every core, from 2,000 names on.
    ///     `givenNames` and `readings` are then called from several threads.
    /// - Returns: The index; the same for either parallelism.
    public func searchIndex(names: [String], givenNames: (@Sendable (Int) -> String?)? = nil,
                            readings: (@Sendable (Int) -> [String])? = nil, options: SearchOptions = SearchOptions(),
                            parallelism: Parallelism = .automatic) -> NameSearchIndex {
        searchIndex(count: names.count, name: { position in
            SearchableName(names[position], givenName: givenNames?(position), readings: readings?(position) ?? [])
        }, options: options, parallelism: parallelism)
    }

    /// A name as search keys are made of it (``searchKeys(forName:givenName:readings:options:)``).
    public struct SearchableName: Sendable, Hashable {
        /// The name as written, without title and suffix.
        public var name: String
        /// The given name, when known.
        public var givenName: String?
        /// Readings of the name.
        public var readings: [String]

        /// A name, its given name and readings.
        public init(_ name: String, givenName: String? = nil, readings: [String] = []) {
            self.name = name
            self.givenName = givenName
            self.readings = readings
        }
    }

    /// An index of the keys of `count` names, each asked for by position when its keys are made (from several
    /// threads with ``Parallelism/automatic``): for names kept elsewhere, or worked out from a record.
    ///
    /// - Parameters:
    ///   - count: How many names.
    ///   - name: The name at a position, in the order equal ranks come in.
    ///   - options: When Han names get pinyin keys.
    ///   - parallelism: ``Parallelism/automatic`` makes the keys on every core, from 2,000 names on.
    /// - Returns: The index; the same for either parallelism.
    public func searchIndex(count: Int, name: @escaping @Sendable (Int) -> SearchableName,
                            options: SearchOptions = SearchOptions(), parallelism: Parallelism = .automatic) -> NameSearchIndex {
        searchIndex(count: count, name: name, options: options, parallelism: parallelism, scope: .all)
    }

    /// ``searchIndex(count:name:options:parallelism:)`` for one query: the keys it cannot match left out
    /// (romaji and pinyin for a query without Latin letters, initial consonants for one without Hangul), so a
    /// one-off search makes fewer. It finds the same names, with the same matched keys.
    package func searchIndex(count: Int, name: @escaping @Sendable (Int) -> SearchableName, options: SearchOptions,
                             for query: SearchQuery) -> NameSearchIndex {
        searchIndex(count: count, name: name, options: options, parallelism: .automatic, scope: SearchKeyMaker.Scope(for: query))
    }

    private func searchIndex(count: Int, name: @escaping @Sendable (Int) -> SearchableName, options: SearchOptions,
                             parallelism: Parallelism, scope: SearchKeyMaker.Scope) -> NameSearchIndex {
        let parts = Arrangement.parts(of: count, parallelism: parallelism)
        let builders = Locked([NameSearchIndex.Builder?](repeating: nil, count: parts.count))
        let engine = self.engine, locale = self.locale, additional = self.options.additionalLabelLocales
        Threads.forEach(parts) { part, range in
            var maker = engine.searchKeyMaker(options: options, locale: locale, additionalLocales: additional)
            maker.scope = scope
            var builder = NameSearchIndex.Builder()
            for position in range {
                let searchable = name(position)
                maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings,
                               into: &builder)
                builder.endName()
            }
            builders.withLock { $0[part] = builder }
        }
        var whole = NameSearchIndex.Builder()
        for builder in builders.withLock({ $0 }) { if let builder { whole.append(builder) } }
        return NameSearchIndex(builder: whole) { position in
            let searchable = name(position)
            var maker = engine.searchKeyMaker(options: options, locale: locale, additionalLocales: additional)
            maker.scope = scope
            var list = SearchKeyList()
            maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings, into: &list)
            return SearchKeys(keys: list.keys)
        }
    }
}

extension CollationEngine {
    /// A key maker for one thread: the collation's weights, its own reading of kanji names, and pinyin as
    /// `options` and the locales decide.
    func searchKeyMaker(options: LocalizedIndexCollation.SearchOptions, locale: CollationLocale,
                        additionalLocales: [CollationLocale]) -> SearchKeyMaker {
        let rules = self.rules
        let readsPinyin: Bool
        switch options.pinyin {
        case .never: readsPinyin = false
        case .always: readsPinyin = !AndroidLocaleSet.isJapanese(locale)
        case .automatic:
            // Android's rule for lookup keys (ContactLocaleUtils.getNameLookupKeys).
            readsPinyin = AndroidLocaleSet.isSimplifiedChinese(locale)
                || (!AndroidLocaleSet.isCJK(locale) && additionalLocales.contains(where: AndroidLocaleSet.isSimplifiedChinese))
        }
        let pinyin: ((String) -> String?)?
        if !readsPinyin {
            pinyin = nil
        } else if rules.hanReading != nil {
            pinyin = { rules.readingKey(for: $0) }  // the reading the list is sorted by
        } else {
            pinyin = { Transliterators.hanReading(Transliterators.hanNames, of: $0) }
        }
        return SearchKeyMaker(folding: SearchFolding(weights: searchWeights), pinyin: pinyin, reading: { name in
            guard rules.kanjiReadings != nil else { return nil }
            let read = rules.readingKey(for: name)
            return read == name ? nil : read
        })
    }
}
