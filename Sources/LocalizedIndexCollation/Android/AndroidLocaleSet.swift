/// A user's languages as Android's contacts provider reads them (AOSP `LocaleSet`): the primary locale, whose
/// collator orders and places every name, then the further languages of the device's list, which add their
/// index labels and decide how Han names are read.
///
/// Only the language subtag counts, and for Chinese the script (given, else ICU's likely subtags: `zh-TW` is
/// Traditional, `zh` and `zh-SG` Simplified). Japanese preferred means Han names without a reading go to `他`;
/// Simplified Chinese preferred means every name is placed by its pinyin transliteration.
struct AndroidLocaleSet: Sendable, Hashable {
    /// The primary locale, first of ``locales``.
    var primary: CollationLocale { locales[0] }
    /// The user's locales, primary first, each once.
    let locales: [CollationLocale]

    /// The locales Android always adds the labels of, after the user's (ContactLocaleUtils): English for
    /// every Latin alphabet, Ukrainian and Serbian together for Russian's Cyrillic too, and the scripts
    /// names are most often written in. No Chinese: a Han character's label depends on the Chinese locale.
    static let defaultLabelLocales = ["en", "ja", "ko", "th", "ar", "he", "el", "uk", "sr"]

    /// The set of `primary` followed by `secondary`, repeats left out.
    init(primary: CollationLocale, secondary: [CollationLocale]) {
        var locales: [CollationLocale] = []
        for locale in [primary] + secondary where !locales.contains(locale) { locales.append(locale) }
        self.locales = locales
    }

    /// Whether Japanese is preferred: the primary is Japanese, or a Japanese locale comes before any Chinese
    /// one. Han names then go to `他` (Android's Japanese variant).
    var prefersJapanese: Bool {
        for locale in locales {
            if Self.isJapanese(locale) { return true }
            if Self.isChinese(locale) { return false }
        }
        return false
    }

    /// Whether Simplified Chinese is preferred: the primary is, or a Simplified Chinese locale comes before
    /// any Japanese or Traditional Chinese one. Every name is then placed by its transliteration
    /// `Han-Latin/Names; Latin-Ascii; Any-Upper` (Han names by the pinyin of their first character).
    var prefersSimplifiedChinese: Bool {
        for locale in locales {
            if Self.isSimplifiedChinese(locale) { return true }
            if Self.isJapanese(locale) || Self.isTraditionalChinese(locale) { return false }
        }
        return false
    }

    /// The locales whose index labels the index holds, in order: the user's, then
    /// ``defaultLabelLocales``; each once (`ja-JP` and `ja` are two), at most one Chinese locale and none
    /// after a Japanese one (Chinese and Japanese labels of the same characters would conflict).
    var labelLocales: [CollationLocale] {
        var kept: [CollationLocale] = []
        var chineseAllowed = true
        let defaults = Self.defaultLabelLocales.compactMap { try? CollationLocale($0) }
        for locale in locales + defaults where !kept.contains(locale) {
            if Self.isChinese(locale) {
                guard chineseAllowed else { continue }
                chineseAllowed = false
            } else if Self.isJapanese(locale) {
                chineseAllowed = false
            }
            kept.append(locale)
        }
        return kept
    }

    // MARK: What Android asks of one locale

    /// The locale's language subtag (`zh` for `zh-Hant-TW`).
    static func language(of locale: CollationLocale) -> String { ICU.Locale.language(locale.icuIdentifier) }

    static func isChinese(_ locale: CollationLocale) -> Bool { language(of: locale) == "zh" }
    static func isJapanese(_ locale: CollationLocale) -> Bool { language(of: locale) == "ja" }
    static func isKorean(_ locale: CollationLocale) -> Bool { language(of: locale) == "ko" }
    static func isCJK(_ locale: CollationLocale) -> Bool { isChinese(locale) || isJapanese(locale) || isKorean(locale) }

    /// A Chinese locale's script: the one it names, else the likely one (`Hant` for `zh-TW` and `zh-HK`,
    /// `Hans` for `zh` and `zh-SG`); nil for other languages.
    static func scriptIfChinese(_ locale: CollationLocale) -> String? {
        guard isChinese(locale) else { return nil }
        let named = ICU.Locale.script(locale.icuIdentifier)
        if !named.isEmpty { return named }
        guard let base = try? ICU.Locale.baseName(locale.icuIdentifier),
              let likely = try? ICU.Locale.addingLikelySubtags(base) else { return nil }
        let script = ICU.Locale.script(likely)
        return script.isEmpty ? nil : script
    }

    static func isSimplifiedChinese(_ locale: CollationLocale) -> Bool { scriptIfChinese(locale) == "Hans" }
    static func isTraditionalChinese(_ locale: CollationLocale) -> Bool { scriptIfChinese(locale) == "Hant" }
}
