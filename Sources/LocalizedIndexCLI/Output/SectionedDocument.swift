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

/// A record as it goes out: its fields, and the strings it was arranged by. The name parts it was resolved
/// from are not kept: a million records should cost little more than their fields.
///
/// A class, immutable: sorting and sectioning move a million of these, and moving a reference is one
/// retain where a struct of four strings and an array would be five.
final class SortedRecord: Sendable {
    /// The record's fields as read, in input order.
    let fields: [Field]
    /// The 1-based line the record starts on.
    let line: Int
    /// What a person sees for the record (its display name, or the name built from its parts).
    let displayName: String
    /// The string the record's section was chosen by.
    let sectionKey: String
    /// The string the record was sorted by within its section.
    let sortKey: String

    init(fields: [Field], line: Int, displayName: String, sectionKey: String, sortKey: String) {
        self.fields = fields
        self.line = line
        self.displayName = displayName
        self.sectionKey = sectionKey
        self.sortKey = sortKey
    }
}
