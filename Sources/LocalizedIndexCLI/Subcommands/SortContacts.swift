import ArgumentParser
import LocalizedIndexCollation

extension LocalizedIndexCommand {
    /// `sort-contacts`: records in, ready-to-display sections with an index bar out.
    struct SortContacts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sort-contacts",
            abstract: "Arrange a list of names in a locale's sections, sorted, with its index bar.",
            discussion: """
                Reads one record per line (from --input, or stdin when it is absent or -) and prints the sections in order, each with its records sorted in the locale's order.

                Examples:
                  localized-index sort-contacts --sample --locale sv
                  localized-index sort-contacts --input names.txt --locale ja --format json
                  cat names.txt | localized-index sort-contacts --locale zh-Hant-TW --output sections.json --format json
                """)

        @OptionGroup var collationArguments: CollationArguments

        @Option(name: .shortAndLong, help: ArgumentHelp("The input file; - or absent for stdin.", valueName: "file"))
        var input: String?

        @Option(name: .customLong("input-format"), help: "The input's format: lines (one name per line).")
        var inputFormat: InputFormat = .lines

        @Flag(help: "Use the built-in sample list instead of an input.")
        var sample = false

        @Option(help: "text or json.")
        var format: OutputFormat = .text

        @OptionGroup var outputArguments: OutputArguments

        @Option(name: .customLong("empty-sections"), help: "hide: leave sections without records out; keep: list them too.")
        var emptySections: EmptySections = .hide

        func validate() throws {
            if sample && input != nil { throw ValidationError("--sample and --input exclude each other.") }
        }

        func run() throws {
            let collation = try collationArguments.makeCollation()
            let records: [ContactRecord]
            if sample {
                records = SampleContacts.names.enumerated().map { ContactRecord(fields: [("name", $1)], name: $1, line: $0 + 1) }
            } else {
                records = try LinesReader.records(from: InputSource.read(path: input))
            }
            let sections = collation.sections(of: records, by: \.name, keepingEmptySections: emptySections == .keep)
            let destination = try outputArguments.open()
            switch format {
            case .json: try SectionsJSON.write(sections, recordCount: records.count, collation: collation, to: destination)
            case .text: try SectionsText.write(sections, collation: collation, to: destination)
            }
            try destination.commit()
        }
    }
}

/// The input formats `sort-contacts` reads.
enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    case lines
}

/// What to do with sections that no record falls in.
enum EmptySections: String, ExpressibleByArgument, CaseIterable {
    case hide, keep
}
