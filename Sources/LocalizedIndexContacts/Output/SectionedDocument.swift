import LocalizedIndexCollation

/// Everything a renderer needs, the same for every output format: the collation, the sections with their
/// sorted records, and the index bar.
package struct SectionedDocument {
    /// The collation the records were arranged by.
    package var collation: LocalizedIndexCollation
    /// The sections in order, each with its records sorted (empty sections only with `--empty-sections keep`).
    package var sections: [IndexSection<SortedRecord>]
    /// The index bar to show, fitted and with empty sections handled as asked.
    package var indexBar: IndexBar
    /// How many records came in (and so go out).
    package var recordCount: Int
    /// A title for the page or report: the input file's name, or "Sample contacts".
    package var title: String

    package init(collation: LocalizedIndexCollation, sections: [IndexSection<SortedRecord>], indexBar: IndexBar,
                 recordCount: Int, title: String) {
        self.collation = collation
        self.sections = sections
        self.indexBar = indexBar
        self.recordCount = recordCount
        self.title = title
    }
}
