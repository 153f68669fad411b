extension CollationEngine {
    /// The engine of the `android` style: Android's index (``AndroidIndex``) for `locale` as the primary
    /// locale and ``LocalizedIndexCollation/Options/additionalLabelLocales`` as the user's further languages.
    ///
    /// - Throws: ``CollationError`` when ICU cannot build the index or the collator.
    convenience init(android locale: CollationLocale, options: LocalizedIndexCollation.Options) throws(CollationError) {
        if let count = options.maximumLabelCount, count < 1 {
            throw CollationError(description: "\(locale.identifier): maximumLabelCount must be at least 1, not \(count)")
        }
        let android: AndroidIndex
        do {
            android = try AndroidIndex(
                primary: locale, secondary: options.additionalLabelLocales, maximumLabelCount: options.maximumLabelCount,
                attributes: .init(strength: options.strength?.rawValue, numeric: options.numericOrdering,
                                  alternateShifted: options.ignoresPunctuation, caseFirst: nil, normalization: nil))
        } catch {
            throw CollationError(description: "\(locale.identifier): \(error)")
        }
        self.init(android: android)
    }
}
