import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison
import LocalizedIndexSQLite

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

        @OptionGroup var outputArguments: OutputArguments

        @Option(name: .customLong("empty-sections"), help: ArgumentHelp(
            "hide: leave empty sections out of the list and the index bar; keep: list them; nearest: leave them out of the list but keep their titles in the bar, leading to the nearest section with records.",
            valueName: "hide|keep|nearest"))
        var emptySections: LocalizedIndexCollation.EmptySections = .hide

        @Option(name: .customLong("index-slots"), help: "Fit the index bar to this many entries, as UIKit does (• stands for left-out titles).")
        var indexSlots: Int?

        @Flag(name: .customLong("search-entry"), help: "Start the index bar with UIKit's search entry ({search}).")
        var searchEntry = false

        @Option(help: "The html page's heading and title (default: the input file's name; for --sample, \"Sample contacts\" in the locale's language).")
        var title: String?

        @Flag(help: "Print how long reading, arranging and writing took, and the peak memory after each, to stderr as one JSON line.")
        var timings = false

        func validate() throws {
            if let indexSlots, indexSlots < 1 { throw ValidationError("--index-slots must be at least 1, not \(indexSlots).") }
            if title != nil && format != .html { throw ValidationError("--title applies to --format html.") }
            if withKeys && format != .json { throw ValidationError("--with-keys applies to --format json; the row formats and sqlite always have the keys.") }
            if format == .sqlite && (outputArguments.output == nil || outputArguments.output == "-") {
                throw ValidationError("--format sqlite writes a database file: give it with --output FILE.")
            }
        }

        func run() throws {
            try outputArguments.refuseOverwriting(inputArguments)
            let locale = try collationArguments.resolvedLocale()  // an unknown locale fails before a long read
            var clock = PhaseClock()
            let read = try inputArguments.read()
            let records = read.records
            try Self.checkFieldNames(records, format: format, withKeys: withKeys, style: collationArguments.style,
                                     file: read.title)
            clock.end("read")
            let kanjiReadings = SystemKanjiReadings.readings(for: [locale], style: collationArguments.style)
            let collation = try collationArguments.makeCollation(
                otherScripts: inputArguments.otherScripts.resolved(for: records), kanjiReadings: kanjiReadings)
            clock.end("collation")
            let document = SectionedDocument(
                arranging: records, with: collation, indexSlots: indexSlots, includingSearch: searchEntry,
                emptySections: emptySections, title: read.title)
            let sections = document.sections
            clock.end("arrange")

            let destination = try outputArguments.open()
            switch self.format {
            case .json: try SectionsJSON.write(document, withKeys: withKeys, to: destination)
            case .csv, .tsv, .jsonl: try SectionsRows.write(document, format: format.rowFormat!, to: destination)
            case .sqlite: try SectionsSQLite.write(document, store: records, to: destination, name: outputArguments.output ?? "")
            case .text: try SectionsText.write(document, to: destination, colour: destination.isTerminal)
            case .markdown: try SectionsMarkdown.write(document, to: destination)
            case .html:
                let heading = title ?? (inputArguments.sample ? PageWords(for: collation.locale).sampleTitle : nil)
                try SectionsHTML.write(document, heading: heading, to: destination)
            }
            try destination.commit()
            clock.end("output")
            if timings { clock.report(records: records.count) }
            Self.reportUnread(sections, kanjiReadings: kanjiReadings, style: collation.style)
            try read.collector.finish()
        }

        /// Throws when an input field has the name of a key the output adds to every record.
        private static func checkFieldNames(_ records: RecordStore, format: SortContactsFormat, withKeys: Bool,
                                            style: LocalizedIndexCollation.Style, file: String) throws {
            let added: [String]
            switch format {
            case .json: added = withKeys ? AddedKeys.jsonWithKeys : AddedKeys.json
            case .csv, .tsv, .jsonl: added = AddedKeys.rows(style: style)
            // SQLite's column names ignore ASCII case.
            case .sqlite:
                try AddedKeys.check(records.fieldNames, against: AddedKeys.rows(style: style), file: file, ignoringCase: true)
                return
            case .text, .markdown, .html: return
            }
            try AddedKeys.check(records.fieldNames, against: added, file: file)
        }

        /// Says how many names could not be read (Japanese kanji without a reading) and what would help.
        private static func reportUnread(_ sections: [IndexSection<SortedRecord>],
                                         kanjiReadings: LocalizedIndexCollation.KanjiReadings?,
                                         style: LocalizedIndexCollation.Style) {
            let unread = sections.filter { $0.kind == .unread }.reduce(0) { $0 + $1.items.count }
            guard unread > 0 else { return }
            let title = sections.first { $0.kind == .unread }?.title ?? ""
            let help = style == .android
                ? "Android reads no kanji; give readings (phonetic fields, --reading-field)"
                : kanjiReadings != nil
                ? "MeCab knows no reading for them; give readings (phonetic fields, --reading-field)"
                : "give readings (phonetic fields, --reading-field) or install MeCab (mecab-ipadic-utf8)"
            FileHandle.standardError.write(Data(
                "note: \(unread) name\(unread == 1 ? "" : "s") without a reading went to \(title); \(help)\n".utf8))
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
}

