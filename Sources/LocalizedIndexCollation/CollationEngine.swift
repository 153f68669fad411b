import Synchronization

/// The shared, immutable machinery behind a ``LocalizedIndexCollation``: ICU's index and collator and the
/// section table over them. Built once per (locale, style, options) and cached for the process' life.
final class CollationEngine: Sendable {
    let index: ICU.AlphabeticIndex
    let collator: ICU.Collator
    let table: SectionTable
    let collationLocale: String
    let style: LocalizedIndexCollation.Style
    let rules: ReadingRules
    /// Section positions by title, for placing a name by a label found elsewhere.
    private let sectionOfTitle: [String: Int]
    /// The section of Han names by their first character, where they are placed by pinyin.
    private let hanSections = Mutex<[Unicode.Scalar: Int]>([:])

    private init(locale: CollationLocale, style: LocalizedIndexCollation.Style,
                 options: LocalizedIndexCollation.Options) throws {
        let layout = style == .uikit ? try LayoutCatalog.layout(for: locale) : nil
        var extraLocales: [String] = []
        var addedLocales: [CollationLocale] = []
        var scriptLocales: [String] = []
        if style == .uikit, case .native(let scripts) = options.otherScripts {
            scriptLocales = scripts.compactMap { ScriptLocales.byScript[$0] }
        }
        for identifier in (layout?.addLabels ?? []) + options.additionalLabelLocales + scriptLocales {
            let added = try CollationLocale(identifier)
            if !extraLocales.contains(added.icuIdentifier) {
                extraLocales.append(added.icuIdentifier)
                addedLocales.append(added)
            }
        }
        do {
            // ICU thins its labels to 99 by default, which would drop letters once several scripts are
            // added; with other scripts' letters, keep them all unless the caller set a limit.
            let labelLimit = options.maximumLabelCount ?? (scriptLocales.isEmpty ? nil : Self.nativeLabelLimit)
            index = try ICU.AlphabeticIndex(localeID: locale.icuIdentifier, addingLabelsOf: extraLocales,
                                            maximumLabelCount: labelLimit)
            collator = try ICU.Collator(
                localeID: locale.icuIdentifier,
                attributes: .init(strength: options.strength?.rawValue,
                                  numeric: options.numericOrdering ?? (style == .uikit),
                                  alternateShifted: options.ignoresPunctuation,
                                  caseFirst: nil,
                                  // uikit: canonically equivalent spellings sort as equal even when not FCD
                                  // (NFC U+00C0 U+0316 vs its NFD). icu: ICU's default (off), so the sort
                                  // stays consistent with the index's own collator.
                                  normalization: style == .uikit ? true : nil))
        } catch {
            throw CollationError(description: "\(locale.identifier): \(error)")
        }
        switch style {
        case .icu: table = SectionTable(icuBuckets: index.buckets)
        case .uikit: table = SectionTable(uikitBuckets: index.buckets, layout: layout)
        }
        let actual = collator.locale()
        collationLocale = actual.isEmpty ? "und" : ((try? ICU.Locale.languageTag(actual)) ?? actual)
        self.style = style
        rules = style == .icu ? .none : try Self.readingRules(layout: layout, addedLocales: addedLocales, options: options)
        sectionOfTitle = Dictionary(table.titles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The label limit when other scripts' letters are added: room for every letter of every script.
    static let nativeLabelLimit = 1_000

    /// The rules for the `uikit` style: Han read as pinyin where the layout says so, or where a Simplified
    /// Chinese index was added to another locale's; transliteration as ``LocalizedIndexCollation/OtherScripts`` asks.
    private static func readingRules(layout: Layout?, addedLocales: [CollationLocale],
                                     options: LocalizedIndexCollation.Options) throws -> ReadingRules {
        var rules = ReadingRules()
        let hanTransform = layout?.hanReading
            ?? addedLocales.compactMap { try? LayoutCatalog.layout(for: $0)?.hanReading }.first
        rules.hanReading = hanTransform.flatMap(Transliterators.shared)
        if layout?.kanjiReadings == "MeCab", options.readsKanjiWithMeCab { rules.kanjiReadings = JapaneseReadings.shared }
        switch options.otherScripts {
        case .group: break
        case .transliterate: rules.transliteratesOtherScripts = true
        case .native(let scripts):
            rules.transliteratesHan = true
            for script in scripts {
                guard let locale = ScriptLocales.byScript[script] else { continue }
                rules.scriptIndexes[script] = try ICU.AlphabeticIndex(
                    localeID: CollationLocale(locale).icuIdentifier, addingLabelsOf: [], maximumLabelCount: nil)
            }
        }
        return rules
    }

    /// The section of a string. In the `icu` style, its ICU bucket; in the `uikit` style, names starting
    /// with a digit go to `#`, names are read first (``ReadingRules``), Japanese kanji without a reading go
    /// to the unread section, and names in other scripts follow ``LocalizedIndexCollation/OtherScripts``.
    func section(for string: String) -> Int {
        guard let other = table.otherSection else { return table.sectionOfBucket[index.bucket(for: string)] }
        if NameScripts.startsWithDigit(string) { return other }
        let key = rules.readingKey(for: string)
        let section = table.sectionOfBucket[index.bucket(for: key)]
        guard section == other, let letter = NameScripts.firstLetter(of: key) else { return section }
        let isHan = letter.properties.isIdeographic
        if let unread = table.unreadSection,
           isHan || NameScripts.firstLetter(of: string)?.properties.isIdeographic == true { return unread }
        if !rules.scriptIndexes.isEmpty, let own = rules.scriptIndexes[ICU.scriptCode(of: letter)] {
            let bucket = own.buckets[own.bucket(for: key)]
            if bucket.kind == .normal, let section = sectionOfTitle[bucket.label] { return section }
        }
        if isHan, let cached = hanSections.withLock({ $0[letter] }) { return cached }
        guard let latin = rules.fallbackLatin(for: key, isHan: isHan) else { return section }
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
    private static let cache = Mutex<[(key: Key, engine: CollationEngine)]>([])
    private static let cacheLimit = 64

    /// The engine for these arguments, built outside the lock on first use.
    static func cached(locale: CollationLocale, style: LocalizedIndexCollation.Style,
                       options: LocalizedIndexCollation.Options) throws -> CollationEngine {
        let key = Key(locale: locale.icuIdentifier, style: style, options: options)
        if let hit = cache.withLock({ entries in entries.first { $0.key == key }?.engine }) { return hit }
        let built = try CollationEngine(locale: locale, style: style, options: options)
        return cache.withLock { entries in
            // Another thread may have built it meanwhile: keep one, so every caller shares it.
            if let raced = entries.first(where: { $0.key == key }) { return raced.engine }
            if entries.count >= cacheLimit { entries.removeFirst() }
            entries.append((key, built))
            return built
        }
    }
}
