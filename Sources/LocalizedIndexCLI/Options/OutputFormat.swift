import ArgumentParser
import LocalizedIndexContacts

/// The output formats of `titles` and `locales`.
enum OutputFormat: String, RawStringArgument {
    case text, json
}

/// The output formats of `sort-contacts`.
enum SectionsFormat: String, RawStringArgument {
    /// Section headers and records for a terminal, then the index bar; colour only on a TTY.
    case text
    /// The documented JSON shape.
    case json
    /// A heading per section and an index line of links.
    case markdown
    /// One self-contained page with sticky section headers and a clickable index bar.
    case html
}

/// The output formats of `sort-contacts`: those of ``SectionsFormat``, rows for tools and SQLite.
enum SortContactsFormat: String, RawStringArgument {
    case text, json, markdown, html
    /// Rows for tools (``RowFormat``): every input field, then section, section_title, collation_key, position.
    case csv, tsv, jsonl
    /// A SQLite database (``SectionsSQLite``): records, sections, index_bar and collation tables.
    case sqlite

    /// The row format, for csv, tsv and jsonl.
    var rowFormat: RowFormat? { RowFormat(rawValue: rawValue) }
}
