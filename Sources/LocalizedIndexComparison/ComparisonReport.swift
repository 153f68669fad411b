import LocalizedIndexContacts
/// What `localized-index compare` found: how one list is sectioned and ordered in each of several locales.
/// Built by the comparison (``LocaleComparison``), rendered by the text, Markdown, HTML and JSON writers.
package struct ComparisonReport: Sendable {
    /// One locale's column: its index and summary numbers. With `--locales all`, a column stands for every
    /// locale that sections the input identically (`groupedLocales`).
    package struct LocaleColumn: Sendable {
        /// The canonical BCP 47 tag (the first of the group).
        package var identifier: String
        /// The English display name ("Swedish").
        package var displayName: String
        /// The collation locale ICU actually uses (BCP 47).
        package var collationLocale: String
        package var sectionTitles: [String]
        package var sectionIndexTitles: [String]
        package var summary: Summary
        /// Every locale this column stands for (just `identifier` unless `--locales all` grouped them).
        package var groupedLocales: [String]
    }

    /// Summary numbers for one locale.
    package struct Summary: Sendable, Equatable {
        /// Sections with at least one record.
        package var sectionsUsed: Int
        /// Sections of the locale's index without a record.
        package var emptySections: Int
        /// Records in `#` (or, in the icu style, in ICU's underflow/inflow/overflow buckets).
        package var recordsInOther: Int
        /// The title of the largest section and its record count.
        package var largestSectionTitle: String
        package var largestSectionCount: Int
        /// Records in a section for names without a reading (Japanese `他`), which are not in `#`.
        package var recordsUnread: Int = 0
    }

    /// One input record across the locales.
    package struct RecordRow: Sendable {
        /// The name as shown.
        package var name: String
        /// The input line the record starts on.
        package var line: Int
        /// The record's section title in each locale, parallel to ``ComparisonReport/locales``.
        package var sections: [String]
        /// Its position in each locale's full sorted list (0-based), parallel to ``ComparisonReport/locales``.
        package var positions: [Int]
        /// Whether its section title differs between locales.
        package var sectionDiffers: Bool
        /// Whether its order relative to the other records differs (it is among the moves of some pair).
        package var orderDiffers: Bool
    }

    /// How the order of one locale differs from a base locale's: the fewest records to move (those outside
    /// a longest common subsequence of the two orders), each with the reason when it can be named.
    package struct OrderDifference: Sendable {
        package var baseLocale: String
        package var otherLocale: String
        package var moves: [Move]
    }

    /// One record that changes place between two locales.
    package struct Move: Sendable {
        package var name: String
        package var line: Int
        /// Its 0-based position in the base locale's order and in the other locale's.
        package var basePosition: Int
        package var otherPosition: Int
        /// Why, when it can be named: "Ä is a letter after Z in sv", "ch is one letter in cs", "strokes vs
        /// pinyin", "no reading", …; nil when no rule explains it.
        package var reason: String?
    }

    /// A title for the report: the input file's name, or "Sample contacts".
    package var title: String
    package var style: String
    package var recordCount: Int
    package var locales: [LocaleColumn]
    /// Records whose section or order differs come first, then the rest (unless `--only-differences`).
    package var records: [RecordRow]
    package var orderDifferences: [OrderDifference]
    /// How many records differ in section or order (all of them, also with `--only-differences`).
    package var differingRecordCount: Int = 0
    /// Whether `records` holds only the differing records (`--only-differences`).
    package var onlyDifferences: Bool = false
    /// Whether the columns are groups of locales (`--locales all`).
    package var grouped: Bool = false
}
