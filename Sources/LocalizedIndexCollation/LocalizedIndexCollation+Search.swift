import LocalizedIndexSupport

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
    /// - Note: Each call weighs the name's characters afresh; for many names, one ``SearchKeyGenerator`` a
    ///   thread keeps what it weighed.
    public func searchKeys(forName name: String, givenName: String? = nil, readings: [String] = [],
                           options: SearchOptions = SearchOptions()) -> SearchKeys {
        var generator = SearchKeyGenerator(collation: self, options: options)
        return generator.keys(forName: name, givenName: givenName, readings: readings)
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

    /// The token of `text` as it is, character by character, without splitting it into words: the weights a
    /// page that searches in the browser looks a typed character up by (``SearchKey/token``).
    ///
    /// - Parameter text: Any text; a character without a primary weight (a mark) adds nothing.
    /// - Returns: Two bytes for each primary weight.
    public func searchToken(of text: String) -> [UInt8] {
        var maker = engine.searchKeyMaker(options: SearchOptions(pinyin: .never), locale: locale, additionalLocales: [])
        return maker.token(of: ICU.nfc(text)[...])
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
        let jobs = Self.searchJobs(count: count)
        let builders = Locked([NameSearchIndex.Builder?](repeating: nil, count: jobs.count))
        let engine = self.engine, locale = self.locale, additional = self.options.additionalLabelLocales
        Threads.forEach(jobs, onThreads: Arrangement.threadCount(for: count, parallelism: parallelism), state: {
            engine.searchKeyMaker(options: options, locale: locale, additionalLocales: additional)
        }) { maker, job, range in
            var builder = NameSearchIndex.Builder()
            for position in range {
                let searchable = name(position)
                maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings,
                               into: &builder)
                builder.endName()
            }
            builders.withLock { $0[job] = builder }
        }
        var whole = NameSearchIndex.Builder()
        for builder in builders.withLock({ $0 }) { if let builder { whole.append(builder) } }
        return NameSearchIndex(builder: whole, name: name) {
            engine.searchKeyMaker(options: options, locale: locale, additionalLocales: additional)
        }
    }

    /// The names `query` finds among `count` names, without an index: what an index of them finds
    /// (``NameSearchIndex/search(_:)``), with the same matched keys, for less than making one: a name's keys
    /// are made only when the query may find it (the first weights its keys may start with, ``SearchKeyMaker``'s
    /// `mayMatch`), its romaji only when a query word may start one, their texts only for a name found.
    ///
    /// - Parameters:
    ///   - query: A query made by this collation.
    ///   - count: How many names.
    ///   - name: The name at a position, in the order equal ranks come in; called from several threads.
    ///   - options: When Han names get pinyin keys.
    ///   - roughName: Cheaper to have than `name`, a name whose words and readings include those of
    ///     `name(position)` (the name as shown, its title too): the prefilter tries it first.
    /// - Returns: The names found, best rank first, equal ranks in position order.
    package func search(_ query: SearchQuery, count: Int, name: @escaping @Sendable (Int) -> SearchableName,
                        options: SearchOptions,
                        roughName: (@Sendable (Int) -> SearchableName)? = nil) -> [NameSearchIndex.Result] {
        let jobs = Self.searchJobs(count: count)
        let found = Locked([[NameSearchIndex.Result]](repeating: [], count: jobs.count))
        let engine = self.engine, locale = self.locale, additional = self.options.additionalLabelLocales
        var folding = SearchFolding(weights: engine.searchWeights)
        let prefilter = SearchKeyMaker.Prefilter(query: query, folding: &folding)
        let threads = Arrangement.threadCount(for: count, parallelism: .automatic)
        Threads.forEach(jobs, onThreads: threads, state: {
            engine.searchKeyMaker(options: options, locale: locale, additionalLocales: additional)
        }) { maker, job, range in
            let matcher = SearchMatcher(query: query)
            var keys = SearchKeyBuffer(), results: [NameSearchIndex.Result] = []
            for position in range {
                var rough: (name: SearchableName, needed: SearchKeyMaker.KeysNeeded)?
                if let roughName {
                    let roughly = roughName(position)
                    guard let needed = maker.mayMatch(roughly, prefilter) else { continue }
                    rough = (roughly, needed)
                }
                let searchable = name(position)
                // The same words and readings (no title left out), a given name among them: the same answer.
                let same = rough.map {
                    searchable.name == $0.name.name && searchable.readings == $0.name.readings
                        && (searchable.givenName.map(searchable.name.hasSuffix) ?? true)
                } ?? false
                guard let needed = same ? rough?.needed : maker.mayMatch(searchable, prefilter) else { continue }
                maker.makesRomaji = needed.romaji
                keys.removeAll()
                maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings, into: &keys)
                guard let match = matcher.match(keys.candidates) else { continue }
                // The keys made again come in the same order: the texts of those matched.
                var texts = SearchKeyTexts(picking: match.keys)
                maker.makeKeys(name: searchable.name, givenName: searchable.givenName, readings: searchable.readings, into: &texts)
                let matched = SearchMatch(rank: match.rank, matchedKeys: match.keys.map { keys.key($0, text: texts.texts[$0] ?? "") })
                results.append(NameSearchIndex.Result(position: position, match: matched))
            }
            found.withLock { $0[job] = results }
        }
        return found.withLock { $0 }.joined().sorted { ($0.match.rank, $0.position) < ($1.match.rank, $1.position) }
    }

    /// `0 ..< count` in jobs of ``searchJobSize`` names, taken by the threads one after another: the names of
    /// one script come together in a list, and some scripts' keys cost more than others'.
    static func searchJobs(count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: searchJobSize).map { $0..<min($0 + searchJobSize, count) }
    }

    /// Names a search job holds.
    static let searchJobSize = 512
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
        let reading: ((String) -> String?)? = rules.kanjiReadings == nil ? nil : { name in
            let read = rules.readingKey(for: name)
            return read == name ? nil : read
        }
        return SearchKeyMaker(folding: SearchFolding(weights: searchWeights), pinyin: pinyin, reading: reading)
    }
}
