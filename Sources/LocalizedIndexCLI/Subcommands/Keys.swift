import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts

extension LocalizedIndexCommand {
    /// `keys`: each record with the keys an engine sorts by, in input order, unsorted, streamed.
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys",
            abstract: "Give each record its section and collation key, in input order, for a database or engine to sort.",
            discussion: """
                Reads records as sort-contacts does and writes them in input order, unsorted, a batch at a time (memory does not grow with the input), placed on every core: every input field, then section (position in the collation's section titles), section_title, collation_key (lowercase hex of ICU's sort key of the string compared: a name's reading where one is used) and position (0-based input order); --style android adds phonebook_label and phonebook_bucket. Sorting the rows by section, collation_key (as bytes) and position gives sort-contacts' order; each row's section and collation_key are those sort-contacts gives the record with the same options.

                The sections must not depend on the input, so --other-scripts must be group or transliterate (auto and native add letters of the scripts the whole input uses). csv and tsv take their columns from the first batch of records; a later record with another field is an error (use jsonl).

                Examples:
                  localized-index keys --input people.tsv --locale zh --other-scripts group --format csv
                  localized-index keys --locale sv --other-scripts transliterate --format jsonl < names.txt
                """)

        @OptionGroup var collationArguments: CollationArguments

        @OptionGroup var inputArguments: InputArguments

        @Option(help: "csv, tsv or jsonl.")
        var format: RowFormat = .csv

        @OptionGroup var outputArguments: OutputArguments

        @Flag(name: .customLong("with-search-keys"), help: "Add a search_keys column: each key's search token (lowercase hex), space-separated (see sort-contacts --help).")
        var withSearchKeys = false

        @Option(help: ArgumentHelp("With --with-search-keys: when Han names get pinyin keys (see search --help).",
                                   valueName: "automatic|always|never"))
        var pinyin: PinyinChoice = .automatic

        /// Records read, placed and written at a time: memory holds about one batch.
        @Option(name: .customLong("batch-size"), help: .hidden)
        var batchSize = 65_536

        func validate() throws {
            if batchSize < 1 { throw ValidationError("--batch-size must be at least 1, not \(batchSize).") }
            switch inputArguments.otherScripts {
            case .group, .transliterate: break
            case .auto, .native:
                throw ValidationError("keys: --other-scripts \(inputArguments.otherScripts.rawValue)\(inputArguments.otherScripts == .auto ? " (the default)" : "") adds the letters of the scripts the whole input uses, which keys never holds: use --other-scripts group or --other-scripts transliterate (and the same with sort-contacts, for the same keys).")
            }
        }

        func run() throws {
            let (collationChoices, input) = (collationArguments.choices, inputArguments.choices)
            let locale = try collationChoices.resolvedLocale()
            let kanjiReadings = SystemKanjiReadings.readings(for: [locale], style: collationChoices.style)
            let otherScripts: LocalizedIndexCollation.OtherScripts = input.otherScripts == .group ? .group : .transliterate
            let collation = try collationChoices.makeCollation(locale: locale, otherScripts: otherScripts,
                                                               kanjiReadings: kanjiReadings)
            let opened = try input.open()
            var collector = opened.collector
            let destination = try outputArguments.choices.open()
            try KeyedRows.write(&collector, as: opened.format, options: opened.options, resolvingWith: input.names(locale: locale),
                                collation: collation, rows: format, batchSize: batchSize, title: opened.title,
                                searchKeys: withSearchKeys ? RecordSearch(collation: collation, options: .init(pinyin: pinyin.option)) : nil,
                                to: destination)
            try destination.commit()
            try collector.finish()
        }
    }
}
