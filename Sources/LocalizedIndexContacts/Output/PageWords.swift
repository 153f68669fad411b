import Foundation
import LocalizedIndexCollation

/// The fixed words of a contacts page in one language: the record count, "No Name", the labels the
/// index bar reads out, the search field's. From `CollationData/PageWords.tsv` (one row a language, embedded at build time);
/// the count's number is formatted by ICU's data for the locale (through Foundation), so digits and
/// grouping are the language's own.
public struct PageWords: Sendable, Equatable {
    /// The language the words are in, as the file names it (`sv`, `zh_Hant`): the locale's language,
    /// or language and script for Chinese; `en` when the file has no row for the locale.
    public let language: String
    /// The count of one record, `{n}` standing for the number.
    public let countOne: String
    /// The count of any other number of records, `{n}` standing for the number. Languages whose plural
    /// forms a one/other choice cannot give say it as a label and the number ("Контактов: 5").
    public let countOther: String
    /// Shown for a record without a name.
    public let noName: String
    /// The list's accessible name.
    public let listLabel: String
    /// The index bar's accessible name.
    public let indexLabel: String
    /// An index entry's accessible name, `{title}` standing for its section's title.
    public let goTo: String
    /// The accessible name of an entry that leads to the top of the page.
    public let goToTop: String
    /// The accessible name of the search entry.
    public let searchLabel: String
    /// The page's title for the built-in sample list.
    public let sampleTitle: String
    /// The search field's label and placeholder ("Search").
    public let searchField: String
    /// Shown in place of the list when a search finds no record ("No Results").
    public let noMatch: String
    /// A printed section's heading where the section continues at the top of a column or page,
    /// `{title}` standing for its title ("D (cont.)", "D (forts.)", "D（続き）").
    public let continued: String
    /// The heading above the section of letters of no script of the list (`#`, `他`), where headings of
    /// other scripts ("Greek", "Cyrillic") come before it ("Other", "Övrigt", "その他").
    public let otherScripts: String

    private let numberLocale: CollationLocale

    /// The words for a collation locale: its language and script (after ICU's likely subtags), else its
    /// language, else English.
    ///
    /// - Parameter locale: The collation's locale.
    public init(for locale: CollationLocale) {
        let table = Self.table
        let languageAndScript = locale.languageAndScript
        let language = String(languageAndScript.prefix { $0 != "_" })
        let row = table[languageAndScript] ?? table[language] ?? table["en"] ?? Self.english
        self.language = row[0]
        countOne = row[1]
        countOther = row[2]
        noName = row[3]
        listLabel = row[4]
        indexLabel = row[5]
        goTo = row[6]
        goToTop = row[7]
        searchLabel = row[8]
        sampleTitle = row[9]
        searchField = row[10]
        noMatch = row[11]
        continued = row[12]
        otherScripts = row[13]
        numberLocale = locale
    }

    /// "1 contact", "1,234 contacts", in the words' language, with the locale's digits and grouping.
    ///
    /// - Parameter count: How many records.
    public func count(_ count: Int) -> String {
        (count == 1 ? countOne : countOther).replacingOccurrences(of: "{n}", with: formatted(count))
    }

    /// `count` as the locale writes numbers (grouping separators, its own digits where CLDR says so).
    ///
    /// - Parameter count: The number.
    public func formatted(_ count: Int) -> String {
        numberLocale.formatted(count)
    }

    /// An index entry's accessible name for a section titled `title`.
    ///
    /// - Parameter title: The section's title.
    public func goTo(_ title: String) -> String {
        goTo.replacingOccurrences(of: "{title}", with: title)
    }

    /// A printed section's heading where it continues at the top of a column or page.
    ///
    /// - Parameter title: The section's title.
    public func continued(_ title: String) -> String {
        continued.replacingOccurrences(of: "{title}", with: title)
    }

    /// The languages `PageWords.tsv` has words for, as it names them.
    public static var languages: [String] { table.keys.sorted() }

    private static let columns = 14

    private static let english = ["en", "{n} contact", "{n} contacts", "No Name", "Contacts", "Section index",
                                  "Go to {title}", "Go to the top", "Search: top of the list", "Sample contacts",
                                  "Search", "No Results", "{title} (cont.)", "Other"]

    /// The rows of `PageWords.tsv` by language (the header and malformed rows left out).
    private static let table: [String: [String]] = {
        var rows: [String: [String]] = [:]
        for fields in CollationDataFile.tabSeparatedRows("PageWords.tsv").dropFirst() where fields.count == columns {
            rows[fields[0]] = fields
        }
        return rows
    }()
}
