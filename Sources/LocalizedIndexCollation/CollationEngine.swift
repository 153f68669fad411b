import Synchronization

/// The shared, immutable machinery behind a ``LocalizedIndexCollation``: ICU's index and collator and the
/// section table over them. Built once per (locale, style, options) and cached for the process' life.
final class CollationEngine: Sendable {
    let index: ICU.AlphabeticIndex
    let collator: ICU.Collator
    let table: SectionTable
    let collationLocale: String

    private init(locale: CollationLocale, style: LocalizedIndexCollation.Style,
                 options: LocalizedIndexCollation.Options) throws {
        let layout = style == .uikit ? try LayoutCatalog.layout(for: locale) : nil
        var extraLocales: [String] = []
        for identifier in (layout?.addLabels ?? []) + options.additionalLabelLocales {
            let id = try CollationLocale(identifier).icuIdentifier
            if !extraLocales.contains(id) { extraLocales.append(id) }
        }
        do {
            index = try ICU.AlphabeticIndex(localeID: locale.icuIdentifier, addingLabelsOf: extraLocales,
                                            maximumLabelCount: options.maximumLabelCount)
            collator = try ICU.Collator(
                localeID: locale.icuIdentifier,
                attributes: .init(strength: options.strength?.rawValue,
                                  numeric: options.numericOrdering ?? (style == .uikit),
                                  alternateShifted: options.ignoresPunctuation,
                                  caseFirst: nil))
        } catch {
            throw CollationError(description: "\(locale.identifier): \(error)")
        }
        switch style {
        case .icu: table = SectionTable(icuBuckets: index.buckets)
        case .uikit: table = SectionTable(uikitBuckets: index.buckets, layout: layout)
        }
        let actual = collator.locale()
        collationLocale = actual.isEmpty ? "und" : ((try? ICU.Locale.languageTag(actual)) ?? actual)
    }

    /// The section of a string: its ICU bucket, through the table.
    func section(for string: String) -> Int {
        table.sectionOfBucket[index.bucket(for: string)]
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
