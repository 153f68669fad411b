/// A section layout from `CollationData/Layouts/`: which sections a locale shows in the `uikit` style,
/// in which order, which of ICU's index labels each section collects, and the index-bar titles.
///
/// The data format is documented in `CollationData/README.md`. The files are read at build time, into
/// `EmbeddedCollationData.layouts` (`collation-data-embedder`): a run decodes no JSON.
struct Layout: Equatable, Sendable {
    /// One section: its title and the ICU index labels whose buckets it collects (the title itself when
    /// the data gives only a string).
    struct Section: Equatable, Sendable {
        var title: String
        var labels: [String]

        init(title: String, labels: [String]? = nil) {
            self.title = title
            self.labels = labels ?? [title]
        }
    }

    /// One index-bar title and the section title it leads to; a title with no section (`•`) leads to the
    /// section right after the one the previous title leads to.
    struct IndexTitle: Equatable, Sendable {
        var title: String
        var section: String?
    }

    /// The file's name without `.json`, such as `zh-Hant`.
    var name: String
    var description: String
    /// Language and script after likely subtags (`zh_Hant`): the locales this layout is for.
    var locales: [String]
    /// `collation` keyword values the layout also applies to; it always applies when none is given.
    var collations: [String]?
    /// Locales whose ICU index labels are added to the locale's own (ICU `addLabels`).
    var addLabels: [String]?
    var sections: [Section]
    /// The index bar when it differs from the section titles.
    var sectionIndexTitles: [IndexTitle]?
    /// An ICU transform that gives Han names the reading they are placed and sorted by (`Han-Latin/Names`
    /// for Simplified Chinese: pinyin with surname readings).
    var hanReading: String?
    /// The title of a section, after the layout's own, for Han names without a reading (Japanese `他`).
    var unreadSection: String?
    /// `MeCab`: names in kanji are read with MeCab when it is installed (Japanese).
    var kanjiReadings: String?

    /// Whether the layout describes `locale`.
    func applies(to locale: CollationLocale) -> Bool {
        applies(to: locale, languageAndScript: locale.languageAndScript)
    }

    /// Whether the layout describes `locale`, whose ``CollationLocale/languageAndScript`` the caller has
    /// (ICU's likely subtags, asked once for every layout tried).
    func applies(to locale: CollationLocale, languageAndScript: String) -> Bool {
        guard locales.contains(languageAndScript) else { return false }
        guard let collation = locale.collationType, collation != "standard" else { return true }
        return collations?.contains(collation) ?? false
    }
}
