extension LocalizedIndexCollation {
    /// How sections are arranged.
    ///
    /// ```swift
    /// try LocalizedIndexCollation(locale: "en").sectionTitles.last              // "#"
    /// try LocalizedIndexCollation(locale: "en", style: .icu).sectionTitles.last  // "…"
    /// ```
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        /// UIKit's layouts: lettered sections then `#`, always last, for everything else (digits, symbols,
        /// emoji, blank names, scripts the layout does not cover). Where UIKit's layout for a locale is known
        /// it is reproduced (English, Swedish, Japanese, Korean, Arabic, Simplified and Traditional Chinese);
        /// every other locale gets ICU's index labels, then `#`. Digit runs sort as numbers.
        case uikit
        /// ICU's `AlphabeticIndex` buckets exactly as ICU gives them, underflow, inflow and overflow labelled
        /// `…`, in ICU's order, sorted by ICU's default collator for the locale: for parity checks and for
        /// users who want ICU's behaviour.
        case icu
        /// Android's contacts index, as its contacts provider files names (AOSP `ContactLocaleUtils`): each
        /// section is the bucket Android stores as `phonebook_bucket` (same number) titled with its
        /// `phonebook_label`, for a backend that gives an Android app the sections the device shows.
        ///
        /// The locale is the user's primary language, ``Options/additionalLabelLocales`` the further
        /// languages of the device's list, in order. The labels are the primary locale's, the further
        /// languages', then Android's own (Latin, Greek, Cyrillic with Ukrainian and Serbian letters, Hebrew,
        /// Arabic, Thai, Hangul, kana), up to 300; `…` for what falls before, between and after them (titles
        /// repeat: tell sections apart by number); `#` near the end, for names starting with a digit (after
        /// spaces and `+ ( ) . - #`) and for empty names; the overflow `…` last. Han names are placed by
        /// pinyin when Simplified Chinese is preferred (the primary, or a further language before any
        /// Japanese or Traditional Chinese one), by stroke count in Traditional Chinese, and under `他` when
        /// Japanese is preferred (Android reads no kanji; give readings). Names in a section are sorted by the
        /// primary locale's collator at primary strength, as Android's `PHONEBOOK` collation sorts them.
        ///
        /// A Japanese primary locale gets the collation Android ships, kana and Han before Latin (upstream
        /// ICU puts Latin first). Labels come from this machine's ICU 72, the same as on Android on every
        /// case of AOSP's tests; see the package's README for the one place ICU's data differs from
        /// Android's expectations.
        case android
    }

    /// Options for the labels, the sort and the reading of names. `nil` means the style's and locale's
    /// default.
    ///
    /// ```swift
    /// let options = LocalizedIndexCollation.Options(additionalLabelLocales: [try CollationLocale("en")],
    ///                                               otherScripts: .native(scripts: ["Cyrl"]))
    /// let collation = try LocalizedIndexCollation(locale: "ru", options: options)
    /// ```
    public struct Options: Sendable, Hashable {
        /// Locales whose index labels are added to the locale's own (ICU's `addLabels`), such as English
        /// to show A–Z beside Cyrillic. Their sections follow ICU's order.
        ///
        /// In the ``Style/android`` style these are the user's further languages, the device's language list
        /// after the primary locale, in order (Simplified Chinese for a device set to English, then Chinese):
        /// they add their labels and decide, as Android does, whether Han names are read as pinyin or go under
        /// `他`.
        public var additionalLabelLocales: [CollationLocale]
        /// At most this many labels (ICU's `setMaxLabelCount`; ICU's default is 99, Android's 300 in the
        /// ``Style/android`` style). At least 1: a smaller count is a ``CollationError`` when the collation is
        /// made.
        public var maximumLabelCount: Int?
        /// Whether digit runs compare as numbers ("Item 2" before "Item 10"). Default: on in the `uikit`
        /// style, as UIKit sorts; ICU's default (off) in the `icu` and `android` styles.
        public var numericOrdering: Bool?
        /// The collation strength for sorting; default: the locale's (tertiary almost everywhere), primary
        /// in the ``Style/android`` style (Android's `PHONEBOOK` collation).
        public var strength: Strength?
        /// Whether spaces and punctuation are ignored when sorting (ICU's "shifted" alternate handling).
        public var ignoresPunctuation: Bool?
        /// Where names in scripts the index has no letters for go (`uikit` style): `#` by default. The `icu`
        /// and `android` styles place them as ICU and Android do (`…`).
        public var otherScripts: OtherScripts
        /// Readings for Japanese names in kanji (``KanjiReadings/mecab(library:arguments:)``), placing and
        /// sorting them by their kana in the `uikit` style; without them such names go to `他` (always in the
        /// `android` style: Android reads no kanji). Locales that do not read kanji ignore it.
        public var kanjiReadings: KanjiReadings?

        /// Makes options; every argument defaults to the style's and locale's own behaviour.
        ///
        /// - Parameters:
        ///   - additionalLabelLocales: Locales whose index labels are added (``additionalLabelLocales``).
        ///   - maximumLabelCount: At most this many labels, at least 1; nil for ICU's default (99).
        ///   - numericOrdering: Whether digit runs compare as numbers; nil for the style's default.
        ///   - strength: The collation strength; nil for the locale's.
        ///   - ignoresPunctuation: Whether spaces and punctuation are ignored; nil for the locale's default.
        ///   - otherScripts: Where names in scripts the index has no letters for go.
        ///   - kanjiReadings: Readings for Japanese names in kanji; nil to place such names under `他`.
        public init(
            additionalLabelLocales: [CollationLocale] = [],
            maximumLabelCount: Int? = nil,
            numericOrdering: Bool? = nil,
            strength: Strength? = nil,
            ignoresPunctuation: Bool? = nil,
            otherScripts: OtherScripts = .group,
            kanjiReadings: KanjiReadings? = nil
        ) {
            self.additionalLabelLocales = additionalLabelLocales
            self.maximumLabelCount = maximumLabelCount
            self.numericOrdering = numericOrdering
            self.strength = strength
            self.ignoresPunctuation = ignoresPunctuation
            self.otherScripts = otherScripts
            self.kanjiReadings = kanjiReadings
        }
    }

    /// How many differences the sort looks at (ICU's collation strength).
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "en", options: .init(strength: .primary))
    /// collation.comparator.compare("resume", "Résumé")   // .orderedSame
    /// ```
    public enum Strength: Int32, Sendable, Hashable, CaseIterable, Codable {
        /// Base letters only: `a` = `á` = `A`.
        case primary = 0
        /// Accents too: `a` < `á`, but `a` = `A`.
        case secondary = 1
        /// Case too: `a` < `A` (the default of almost every locale).
        case tertiary = 2
        /// Punctuation under ``Options/ignoresPunctuation`` too.
        case quaternary = 3
        /// Every code point.
        case identical = 15
    }
}
