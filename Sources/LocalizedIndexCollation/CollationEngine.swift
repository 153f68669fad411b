import LocalizedIndexSupport

/// The shared, immutable machinery behind a ``LocalizedIndexCollation``: ICU's index and collator and the
/// section table over them. Built once per (locale, style, options) and cached for the process' life.
final class CollationEngine: Sendable {
    let index: ICU.AlphabeticIndex
    let collator: ICU.Collator
    let table: SectionTable
    let collationLocale: String
    let style: LocalizedIndexCollation.Style
    let rules: ReadingRules
    /// ``collator`` and ``index`` for the call that places each name: kept beside them, which keep it valid.
    private let placer: ICU.Placer
    /// The section of Han names by their first character, where they are placed by pinyin.
    private let hanSections = Locked<[Unicode.Scalar: Int]>([:])
    /// Android's index, which places every name in the `android` style; nil in the others.
    let android: AndroidIndex?
    /// For each section, the script (ISO 15924) of another script's letters added after the locale's own
    /// (``LocalizedIndexCollation/OtherScripts/native(scripts:)``); nil for the locale's own sections and the
    /// others (`#`, `他`); empty where no other script's letters were added. What the index bar hides first.
    let addedScripts: [String?]
    /// The ICU locale whose collation the list is in: what search keys are weighed by.
    private let localeID: String
    /// The weights search keys are made of, on first need (``searchWeights``).
    private let searchWeightsSlot = WriteOnceReference<SearchWeights>()

    /// What search compares characters by: the collation's primary weights (``SearchWeights``).
    var searchWeights: SearchWeights {
        searchWeightsSlot.value { SearchWeights(localeID: localeID) }
    }

    /// Builds the engine; every error is a ``CollationError`` (the package's data and ICU's errors wrapped).
    private init(locale: CollationLocale, style: LocalizedIndexCollation.Style,
                 options: LocalizedIndexCollation.Options) throws(CollationError) {
        if let count = options.maximumLabelCount, count < 1 {
            throw CollationError(description: "\(locale.identifier): maximumLabelCount must be at least 1, not \(count)")
        }
        // The package's own data: the layout, the locales it adds labels of, and those standing for scripts.
        let (layout, layoutLocales, scriptLocales) = try CollationError.wrapping(locale.identifier) {
            let layout = style == .uikit ? try LayoutCatalog.layout(for: locale) : nil
            var scripts: [String] = []
            if style == .uikit, case .native(let native) = options.otherScripts {
                scripts = native.compactMap { ScriptLocales.byScript[$0.code] }
            }
            return (layout, try (layout?.addLabels ?? []).map { try CollationLocale($0) },
                    try scripts.map { try CollationLocale($0) })
        }
        var extraLocales: [String] = []
        var addedLocales: [CollationLocale] = []
        for added in layoutLocales + options.additionalLabelLocales + scriptLocales
        where !extraLocales.contains(added.icuIdentifier) {
            extraLocales.append(added.icuIdentifier)
            addedLocales.append(added)
        }
        do {
            // ICU thins its labels to 99 by default, which would drop letters once several scripts are
            // added; with other scripts' letters, keep them all unless the caller set a limit.
            let labelLimit = options.maximumLabelCount ?? (scriptLocales.isEmpty ? nil : Self.nativeLabelLimit)
            // The locale's index is often built again with the scripts a list turns out to use (the
            // command-line tool builds it once before reading, once after): the first one's builder serves.
            index = try ICU.AlphabeticIndex(localeID: locale.icuIdentifier, addingLabelsOf: extraLocales,
                                            maximumLabelCount: labelLimit, continuingKeptBuilder: true)
            collator = try ICU.Collator(
                localeID: locale.icuIdentifier,
                attributes: .init(strength: options.strength?.rawValue,
                                  numeric: options.numericOrdering ?? (style == .uikit),
                                  alternateShifted: options.ignoresPunctuation,
                                  caseFirst: nil,
                                  // Canonically equivalent spellings sort as equal even when not FCD (NFC
                                  // U+00C0 U+0316 vs its NFD). ICU's default (off) gives the same keys for
                                  // FCD text, and the index's buckets are looked up on FCD text, so both
                                  // styles stay consistent with ICU's index.
                                  normalization: true))
        } catch {
            throw CollationError(description: "\(locale.identifier): \(error)")
        }
        switch style {
        case .icu: table = SectionTable(icuBuckets: index.buckets)
        case .uikit: table = SectionTable(uikitBuckets: index.buckets, layout: layout)
        case .android: preconditionFailure("the android style is built by init(android:)")
        }
        let actual = collator.locale()
        collationLocale = actual.isEmpty ? "und" : ((try? ICU.Locale.languageTag(actual)) ?? actual)
        self.style = style
        localeID = locale.icuIdentifier
        placer = ICU.Placer(collator: collator, index: index)
        let table = table
        addedScripts = Self.addedScripts(of: table, layout: layout, locale: locale, scriptsAdded: !scriptLocales.isEmpty)
        rules = style == .icu ? .none : try CollationError.wrapping(locale.identifier) {
            try Self.readingRules(layout: layout, addedLocales: addedLocales, options: options, table: table)
        }
        android = nil
    }

    /// The engine of the `android` style over Android's index (``init(android:options:)``).
    init(android: AndroidIndex) {
        index = android.index
        collator = android.collator
        table = android.table
        collationLocale = android.collationLocale
        style = .android
        placer = android.placer
        rules = .none
        self.android = android
        addedScripts = []
        localeID = android.localeSet.primary.icuIdentifier
    }

    /// The script of each section of `table` that other scripts' letters added (``addedScripts``): past the
    /// layout's own sections when there is a layout, else lettered sections whose title is not in the
    /// locale's script.
    private static func addedScripts(of table: SectionTable, layout: Layout?, locale: CollationLocale,
                                     scriptsAdded: Bool) -> [String?] {
        guard scriptsAdded else { return [] }
        let likely = (try? ICU.Locale.addingLikelySubtags(locale.icuIdentifier)) ?? locale.icuIdentifier
        let localeScript = ICU.Locale.script(likely)
        return table.titles.indices.map { section in
            guard table.kinds[section] == .letter, let first = table.titles[section].unicodeScalars.first else { return nil }
            if let layout, section < layout.sections.count { return nil }
            let script = ICU.scriptCode(of: first)
            return layout == nil && script == localeScript ? nil : script
        }
    }

    /// The label limit when other scripts' letters are added: room for every letter of every script.
    static let nativeLabelLimit = 1_000

    /// The rules for the `uikit` style: Han read as pinyin where the layout says so, or where a Simplified
    /// Chinese index was added to another locale's; transliteration as ``LocalizedIndexCollation/OtherScripts`` asks.
    private static func readingRules(layout: Layout?, addedLocales: [CollationLocale],
                                     options: LocalizedIndexCollation.Options,
                                     table: SectionTable) throws -> ReadingRules {
        let hanReading = layout?.hanReading
            ?? addedLocales.compactMap { try? LayoutCatalog.layout(for: $0)?.hanReading }.first
        let kanjiReadings = layout?.kanjiReadings == "MeCab" ? options.kanjiReadings?.reader : nil
        switch options.otherScripts {
        case .group:
            return ReadingRules(hanReading: hanReading, kanjiReadings: kanjiReadings)
        case .transliterate:
            return ReadingRules(hanReading: hanReading, kanjiReadings: kanjiReadings, transliteratesOtherScripts: true)
        case .native(let scripts):
            var localeIDs: [String: String] = [:]
            for script in scripts {
                if let locale = ScriptLocales.byScript[script.code] {
                    localeIDs[script.code] = try CollationLocale(locale).icuIdentifier
                }
            }
            return ReadingRules(hanReading: hanReading, kanjiReadings: kanjiReadings, transliteratesHan: true,
                                scriptIndexes: ScriptIndexes(localeIDs: localeIDs, sectionOfTitle: table.sectionOfTitle))
        }
    }

    /// The section of a string. In the `icu` style, its ICU bucket; in the `uikit` style, names starting
    /// with a digit go to `#`, names are read first (``ReadingRules``), Japanese kanji without a reading go
    /// to the unread section, and names in other scripts follow ``LocalizedIndexCollation/OtherScripts``.
    ///
    /// Canonically equivalent spellings get the same section: ICU's bucket is looked up on FCD text, and
    /// what decides between scripts (the first letter, the letters a transliteration starts from) is read
    /// from the NFC form, since it depends on the order of the characters (U+094D U+1DCA and
    /// U+1DCA U+094D once went to `#` and `R`).
    func section(for string: String) -> Int {
        if let android { return android.section(for: string) }
        return section(for: string, reading: table.otherSection == nil ? string : rules.readingKey(for: string))
    }

    /// The section of `sectionString`, appending the sort key of `sortString` to `arena`. A name is read only
    /// once when both are the same string (reading Han names costs a transform), and then its bucket and key
    /// come from one ICU call.
    func place(sectioning sectionString: String, sorting sortString: String, keys arena: inout SortKeyArena) -> Int {
        if let android { return android.place(sectioning: sectionString, sorting: sortString, keys: &arena) }
        let reading = rules.readingKey(for: sectionString)
        guard sortString == sectionString else {
            arena.append(rules.readingKey(for: sortString), collator: collator)
            return section(for: sectionString, reading: reading)
        }
        return place(sectionString, readAs: reading, keys: &arena)
    }

    /// ``place(sectioning:sorting:keys:)`` of `string`, sectioned and sorted by it, whose reading under
    /// ``rules`` is `reading`.
    private func place(_ string: String, readAs reading: String, keys arena: inout SortKeyArena) -> Int {
        let placed = arena.append(reading, placer: placer)
        return section(for: string, reading: reading, bucketOfReading: placed.bucket,
                       startsWithDigit: reading == string ? placed.startsWithDigit : nil)
    }

    /// ``place(sectioning:sorting:keys:)`` of the string whose valid UTF-8 is `utf8`, sectioned and sorted by
    /// it, making no string of it where the rules read it as written and it does not land in the section of
    /// other scripts, where its letters decide: nearly every name of a list. Where the rules read it, its
    /// reading is noted in `readings` under `index`, when given.
    func place(utf8: Span<UInt8>, keys arena: inout SortKeyArena,
               notingReadingIn readings: NotedReadings? = nil, at index: Int = 0) -> Int {
        guard android == nil, rules.readsAsWritten(utf8: utf8) else {
            let string = String(validUTF8: utf8)
            guard android == nil, let readings else { return place(sectioning: string, sorting: string, keys: &arena) }
            let reading = rules.readingKey(for: string)
            readings.note(reading, at: index)
            return place(string, readAs: reading, keys: &arena)
        }
        let placed = arena.append(utf8: utf8, placer: placer)
        if let section = section(ofBucket: placed.bucket, startsWithDigit: placed.startsWithDigit) { return section }
        let string = String(validUTF8: utf8)
        return section(byLettersOf: string, reading: string)
    }

    /// The section of `string`, whose reading under ``rules`` is `key` and whose bucket in ``index``, if
    /// already known, is `bucketOfReading`; `startsWithDigit` is ``NameScripts/startsWithDigit(_:)`` of
    /// `string`, if already known.
    private func section(for string: String, reading key: String, bucketOfReading: Int? = nil,
                         startsWithDigit: Bool? = nil) -> Int {
        // In the icu style nothing is read (the reading is the string) and no digit decides.
        let digit = table.otherSection != nil && (startsWithDigit ?? NameScripts.startsWithDigit(string))
        return section(ofBucket: bucketOfReading ?? index.bucket(for: key), startsWithDigit: digit)
            ?? section(byLettersOf: string, reading: key)
    }

    /// The section a name's bucket in ``index`` decides, with whether it starts with a digit (which sends it
    /// to `#` where there is one); nil where that is the section of other scripts and the name's letters
    /// decide instead (``section(byLettersOf:reading:)``).
    private func section(ofBucket bucket: Int, startsWithDigit: Bool) -> Int? {
        let section = table.sectionOfBucket[bucket]
        guard let other = table.otherSection else { return section }
        if startsWithDigit { return other }
        guard section == other, table.unreadSection != nil || rules.placesOtherScripts else { return section }
        return nil
    }

    /// The section of `string`, whose reading under ``rules`` is `key`, when its bucket is the section of
    /// other scripts: the unread section for Han (Japanese), else a script's own index or the Latin letter a
    /// transliteration starts with; the section of other scripts where none applies. Asked only where
    /// ``section(ofBucket:startsWithDigit:)`` gave nil, so there is a section of other scripts.
    private func section(byLettersOf string: String, reading key: String) -> Int {
        guard let other = table.otherSection else { preconditionFailure("letters decide only beside a section of other scripts") }
        guard let first = NameScripts.firstLetter(of: key) else { return other }
        // Whether a name starts with an ideograph does not depend on how its marks are ordered (ideographs
        // are starters), so the text as it is will do here.
        let isHan = NameScripts.isIdeographic(first)
        if let unread = table.unreadSection,
           isHan || NameScripts.firstLetter(of: string).map(NameScripts.isIdeographic) == true { return unread }
        guard rules.placesOtherScripts else { return other }
        // Which letter and script decide does depend on it (U+094D U+1DCA and U+1DCA U+094D once went to
        // `#` and `R`): from here on, the NFC form.
        let key = ICU.nfc(key)
        guard let letter = NameScripts.firstLetter(of: key) else { return other }
        if !rules.scriptIndexes.isEmpty,
           let section = rules.scriptIndexes.section(for: key, script: ICU.scriptCode(of: letter)) { return section }
        if isHan, let cached = hanSections.withLock({ $0[letter] }) { return cached }
        guard let latin = rules.fallbackLatin(for: key, isHan: isHan) else { return other }
        let placed = table.sectionOfBucket[index.bucket(for: latin)]
        // A Han name's letter comes from its first character read as a surname: remember it per character,
        // since transliterating costs tens of microseconds and lists repeat surnames.
        if isHan { hanSections.withLock { $0[letter] = placed } }
        return placed
    }

    /// The string a name is sorted by: its reading where the rules read names, else the name.
    func sortString(for string: String) -> String {
        rules.readingKey(for: string)
    }

    // MARK: Cache

    private struct Key: Hashable {
        var locale: String
        var style: LocalizedIndexCollation.Style
        var options: LocalizedIndexCollation.Options
    }

    /// Engines by key, oldest first, so the bound drops the least recently built.
    private static let cache = Locked<[(key: Key, engine: CollationEngine)]>([])
    private static let cacheLimit = 64

    /// The engine for these arguments, built outside the lock on first use.
    static func cached(locale: CollationLocale, style: LocalizedIndexCollation.Style,
                       options: LocalizedIndexCollation.Options) throws(CollationError) -> CollationEngine {
        let key = Key(locale: locale.icuIdentifier, style: style, options: options)
        if let hit = cache.withLock({ entries in entries.first { $0.key == key }?.engine }) { return hit }
        let built = style == .android
            ? try CollationEngine(android: locale, options: options) : try CollationEngine(locale: locale, style: style, options: options)
        return cache.withLock { entries in
            // Another thread may have built it meanwhile: keep one, so every caller shares it.
            if let raced = entries.first(where: { $0.key == key }) { return raced.engine }
            if entries.count >= cacheLimit { entries.removeFirst() }
            entries.append((key, built))
            return built
        }
    }
}
