import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

extension LocalizedIndexCommand {
    /// `sort-contacts`: contact records in, ready-to-display sections with an index bar out.
    struct SortContacts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sort-contacts",
            abstract: "Arrange contacts in a locale's sections, sorted, with its index bar.",
            discussion: """
                Reads CSV/TSV (with a header row), vCard, JSON Lines or plain lines, from --input or stdin, and prints the sections in order, each with its records sorted in the locale's order, and the index bar. Every record that comes in goes out exactly once; records with no usable name go to #.

                Examples:
                  localized-index sort-contacts --sample --locale sv
                  localized-index sort-contacts --input contacts.vcf --locale ja --sort-by family
                  localized-index sort-contacts --input google.csv --format html --output contacts.html
                  localized-index sort-contacts --input crm.csv --name-field "Account Name" --format json
                  cat names.txt | localized-index sort-contacts --locale zh-Hant-TW --index-slots 20
                  localized-index sort-contacts --input contacts.vcf --style android --locale en-US --add-labels zh-CN
                """)

        @OptionGroup var collationArguments: CollationArguments

        @OptionGroup var inputArguments: InputArguments

        @Option(help: ArgumentHelp(
            "text, json, markdown, html; rows for tools: csv, tsv, jsonl; or sqlite (with --output).",
            discussion: "csv, tsv and jsonl give one row per record in this order: every input field, then section (position in the section titles), section_title, collation_key (hex of the sort key of the string compared) and position (0-based input order); --style android adds phonebook_label and phonebook_bucket. ORDER BY section, collation_key, position is this order."))
        var format: SortContactsFormat = .text

        @Flag(name: .customLong("with-keys"), help: "With --format json: give each record its collationKey (hex of the sort key of sortKey) and position (0-based input order).")
        var withKeys = false

        @Flag(name: .customLong("with-search-keys"), help: ArgumentHelp(
            "With csv, tsv, jsonl: a search_keys column, each key's search token (lowercase hex), space-separated; with sqlite: a search_keys table and an FTS5 table search_fts over the tokens.",
            discussion: "A query word finds a record when its token (search --query-tokens) starts one of the record's keys' tokens: LIKE 'token%' in a database, a prefix query \"token\"* in FTS5."))
        var withSearchKeys = false

        @OptionGroup var outputArguments: OutputArguments

        @Option(name: .customLong("empty-sections"), help: ArgumentHelp(
            "hide: leave empty sections out of the list and the index bar; keep: list them; nearest: leave them out of the list but keep their titles in the bar, leading to the nearest section with records.",
            valueName: "hide|keep|nearest"))
        var emptySections: LocalizedIndexCollation.EmptySections = .hide

        @Option(name: .customLong("index-slots"), help: "Fit the index bar to this many entries, as UIKit does (• stands for left-out titles).")
        var indexSlots: Int?

        @Flag(name: .customLong("search-entry"), help: "Start the index bar with UIKit's search entry ({search}).")
        var searchEntry = false

        @Option(help: "The html page's heading and title (default: the page's word for its list in the locale's language, \"Contacts\", \"Kontakter\", \"連絡先\"; for --sample, \"Sample contacts\").")
        var title: String?

        @Flag(help: "Print how long reading, arranging and writing took, and the peak memory after each, to stderr as one JSON line.")
        var timings = false

        func validate() throws { try request.validate() }

        func run() throws { try request.run() }

        /// What the options chose, as plain values: the run ``SortContactsRequest`` describes.
        var request: SortContactsRequest {
            SortContactsRequest(
                collation: collationArguments.choices, input: inputArguments.choices, output: outputArguments.choices,
                format: format, withKeys: withKeys, withSearchKeys: withSearchKeys, emptySections: emptySections,
                indexSlots: indexSlots, searchEntry: searchEntry, title: title, timings: timings)
        }
    }
}

/// `--other-scripts`: the library's choices, plus `auto`.
enum OtherScriptsChoice: String, RawStringArgument {
    case auto, group, transliterate, native

    /// The library's option for these records: `auto` and `native` add exactly the scripts the records'
    /// section keys use (a second look at what was read).
    func resolved(for records: RecordStore) -> LocalizedIndexCollation.OtherScripts {
        switch self {
        case .group: return .group
        case .transliterate: return .transliterate
        case .auto, .native:
            return .native(scripts: records.scriptsOfFirstLetters)
        }
    }

    /// The library's option as far as it is known before any record is read: ``resolved(for:)`` itself for
    /// `group` and `transliterate`; for `auto` and `native`, no script added yet.
    var beforeReading: LocalizedIndexCollation.OtherScripts {
        switch self {
        case .group: return .group
        case .transliterate: return .transliterate
        case .auto, .native: return .native(scripts: [])
        }
    }
}

