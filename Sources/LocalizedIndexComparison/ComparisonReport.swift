import LocalizedIndexContacts
/// What `localized-index compare` found: how one list is sectioned and ordered in each of several locales.
/// Built by the comparison (``LocaleComparison``), rendered by the text, Markdown, HTML and JSON writers.
public struct ComparisonReport: Sendable {
    /// One locale's column: its index and summary numbers. With `--locales all`, a column stands for every
    /// locale that sections the input identically (`groupedLocales`).
    public struct LocaleColumn: Sendable {
        /// The canonical BCP 47 tag (the first of the group).
        public var identifier: String
        /// The English display name ("Swedish").
        public var displayName: String
        /// The collation locale ICU actually uses (BCP 47).
        public var collationLocale: String
        /// The locale's section titles, in order.
        public var sectionTitles: [String]
        /// The titles of the locale's index bar.
        public var sectionIndexTitles: [String]
        /// How the records fill the locale's sections.
        public var summary: Summary
        /// Every locale this column stands for (just `identifier` unless `--locales all` grouped them).
        public var groupedLocales: [String]
        /// The index bar as a phone held upright shows it (``phoneSlots`` entries: the locale's own titles
        /// kept, other scripts one entry each), what the HTML summary shows; empty for the whole bar.
        public var phoneIndexBar: [String] = []

        /// The entries of a bar on a phone held upright: a 390 × 844 screen at 15 px an entry, as the
        /// `sort-contacts --format html` page fits it.
        public static let phoneSlots = 54
    }

    /// Summary numbers for one locale.
    public struct Summary: Sendable, Equatable {
        /// Sections with at least one record.
        public var sectionsUsed: Int
        /// Sections of the locale's index without a record.
        public var emptySections: Int
        /// Records in `#` (or, in the icu style, in ICU's underflow/inflow/overflow buckets).
        public var recordsInOther: Int
        /// The title of the largest section and its record count.
        public var largestSectionTitle: String
        /// How many records the largest section holds.
        public var largestSectionCount: Int
        /// Records in a section for names without a reading (Japanese `他`), which are not in `#`.
        public var recordsUnread: Int = 0
    }

    /// One input record across the locales.
    public struct RecordRow: Sendable {
        /// The name as shown.
        public var name: String
        /// The input line the record starts on.
        public var line: Int
        /// The record's section title in each locale, parallel to ``ComparisonReport/locales``.
        public var sections: [String]
        /// Its position in each locale's full sorted list (0-based), parallel to ``ComparisonReport/locales``.
        public var positions: [Int]
        /// Whether its section title differs between locales.
        public var sectionDiffers: Bool
        /// Whether its order relative to the other records differs (it is among the moves of some pair).
        public var orderDiffers: Bool
    }

    /// How the order of one locale differs from a base locale's: the fewest records to move (those outside
    /// a longest common subsequence of the two orders), each with the reason when it can be named.
    public struct OrderDifference: Sendable {
        /// The locale compared against: the first column.
        public var baseLocale: String
        /// The locale compared.
        public var otherLocale: String
        /// The fewest records that move between the two orders, in the base order.
        public var moves: [Move]
    }

    /// One record that changes place between two locales.
    public struct Move: Sendable {
        /// The record's displayed name.
        public var name: String
        /// The record's line in the input.
        public var line: Int
        /// Its 0-based position in the base locale's order and in the other locale's.
        public var basePosition: Int
        /// The record's 0-based position in the other locale's order.
        public var otherPosition: Int
        /// Why, when it can be named: "Ä is a letter after Z in sv", "ch is one letter in cs", "strokes vs
        /// pinyin", "no reading", …; nil when no rule explains it.
        public var reason: String?
    }

    /// A title for the report: the input file's name, or "Sample contacts".
    public var title: String
    /// The style compared in (`uikit`, `icu` or `android`).
    public var style: String
    /// How many records were compared.
    public var recordCount: Int
    /// The compared locales (or groups of locales), the base first.
    public var locales: [LocaleColumn]
    /// Records whose section or order differs come first, then the rest (unless `--only-differences`).
    public var records: [RecordRow]
    /// For each locale after the first, the records that move against the first.
    public var orderDifferences: [OrderDifference]
    /// How many records differ in section or order (all of them, also with `--only-differences`).
    public var differingRecordCount: Int = 0
    /// Whether `records` holds only the differing records (`--only-differences`).
    public var onlyDifferences: Bool = false
    /// Whether the columns are groups of locales (`--locales all`).
    public var grouped: Bool = false
}
