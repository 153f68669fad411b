import LocalizedIndexCollation

/// Everything a renderer needs, the same for every output format: the collation, the sections with their
/// sorted records, and the index bar.
struct SectionedDocument {
    /// The collation the records were arranged by.
    var collation: LocalizedIndexCollation
    /// The sections in order, each with its records sorted (empty sections only with `--empty-sections keep`).
    var sections: [IndexSection<SortedRecord>]
    /// The index bar to show, fitted and with empty sections handled as asked.
    var indexBar: IndexBar
    /// How many records came in (and so go out).
    var recordCount: Int
    /// A title for the page or report: the input file's name, or "Sample contacts".
    var title: String
}
