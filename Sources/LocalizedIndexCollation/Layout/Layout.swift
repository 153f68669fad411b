/// A section layout from `CollationData/Layouts/`: which sections a locale shows in the `uikit` style,
/// in which order, which of ICU's index labels each section collects, and the index-bar titles.
///
/// The data format is documented in `CollationData/README.md`.
struct Layout: Decodable, Sendable {
    /// One section: its title and the ICU index labels whose buckets it collects (the title itself when
    /// the data gives only a string).
    struct Section: Decodable, Sendable {
        var title: String
        var labels: [String]

        init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.title = title
                labels = [title]
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            labels = try container.decodeIfPresent([String].self, forKey: .labels) ?? [title]
        }

        private enum CodingKeys: String, CodingKey { case title, labels }
    }

    /// One index-bar title and the section title it leads to; a title with no section (`•`) leads to the
    /// section right after the one the previous title leads to.
    struct IndexTitle: Decodable, Sendable {
        var title: String
        var section: String?
    }

    /// The file's name without `.json`, such as `zh-Hant`.
    var name: String = ""
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

    private enum CodingKeys: String, CodingKey {
        case description, locales, collations, addLabels, sections, sectionIndexTitles, hanReading, unreadSection,
             kanjiReadings
    }

    /// Whether the layout describes `locale`.
    func applies(to locale: CollationLocale) -> Bool {
        Self.applies(locales: locales, collations: collations, to: locale)
    }

    /// Whether a layout for `locales` (language and script) and `collations` is the one of `locale`.
    static func applies(locales: [String], collations: [String]?, to locale: CollationLocale) -> Bool {
        guard locales.contains(locale.languageAndScript) else { return false }
        guard let collation = locale.collationType, collation != "standard" else { return true }
        return collations?.contains(collation) ?? false
    }
}
