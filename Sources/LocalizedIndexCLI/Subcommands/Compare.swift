import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison

extension LocalizedIndexCommand {
    /// `compare`: one list in several locales side by side: indexes, sections, order differences.
    struct Compare: ParsableCommand {
        /// The locales of the 20 most spoken languages that ICU has: the default of `--locales`.
        static let defaultLocales = LocaleComparison.mostSpokenLanguages

        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Compare how several locales section and order one list.",
            discussion: """
                Reads a list as sort-contacts does (same input and name options) and shows, for the chosen locales: each locale's section titles and index bar, aligned; each record's section in every locale, the records whose section or order differs listed first and marked; for each locale against the first, the fewest records that move (those outside a longest common subsequence of the two orders) with the reason where a rule names it; and per locale the sections used, empty sections, records in # and the largest section.

                Without --locales: \(defaultLocales.joined(separator: " ")) (the 20 most spoken languages). --locales all runs every locale ICU has and groups those that section and order the input identically (same section titles and index bar, every record in the same section, the same order) into one column, listed in groupedLocales and named by its most spoken language; the largest group comes first and is the base.

                Reasons, from the locales' own indexes: a record that changes section, by its first letters: "strokes vs pinyin" (Han under a stroke count in one locale, a Latin letter in the other), "no reading in ja" (他), "Ä is a letter after Z in sv" (or "Ø sorts as Ö, a letter after Z in sv", "Aa sorts as Å, a letter after Z in da"), "Ch is one letter in cs", "Č is a letter of its own in cs", "Ü sorts as Y in sv". A record that stays in its section: the reason of the record it passes, with that record's name in parentheses, or the same letter rules at the first characters where the two names differ ("ü sorts as y in sv"). Otherwise no reason (null).

                JSON (--format json), keys in this order:
                  {"title", "style", "recordCount", "differingRecordCount",
                   "onlyDifferences", "grouped",
                   "locales": [{"identifier", "displayName", "collationLocale",
                     "groupedLocales", "sectionTitles", "sectionIndexTitles",
                     "summary": {"sectionsUsed", "emptySections",
                       "recordsInOther", "recordsUnread",
                       "largestSectionTitle", "largestSectionCount"}}],
                   "records": [{"name", "line", "sections", "positions",
                     "sectionDiffers", "orderDiffers"}],
                   "orderDifferences": [{"baseLocale", "otherLocale",
                     "moves": [{"name", "line", "basePosition",
                       "otherPosition", "reason"}]}]}
                "sections" (titles) and "positions" (0-based, in each locale's full order) are parallel to "locales"; "orderDifferences" has one entry per locale after the first, against the first; "reason" is a string or null.

                Examples:
                  localized-index compare --sample --locales sv,de,cs,zh-Hant,ja
                  localized-index compare --sample --style android --locales en,ja-JP,zh-CN,zh-TW
                  localized-index compare --input contacts.csv --only-differences
                  localized-index compare --input names.txt --format markdown
                  localized-index compare --input names.txt --locales all \\
                      --format json --output behaviours.json
                """)

        @Option(help: ArgumentHelp(
            "The locales to compare, comma-separated (BCP 47, ICU or POSIX), or all for every locale ICU has, grouped by behaviour.",
            valueName: "locales"))
        var locales: String?

        @Option(help: "uikit: UIKit's layouts with # last; icu: ICU's buckets exactly; android: Android's contacts index, each compared locale the primary language.")
        var style: LocalizedIndexCollation.Style = .uikit

        @Option(name: .customLong("add-labels"), help: ArgumentHelp(
            "Add the index labels of these locales (comma-separated) to every compared locale, such as en for A–Z; with --style android, the further languages after each compared locale.",
            valueName: "locales"))
        var addLabels: String?

        @Option(name: .customLong("max-labels"), help: "At most this many index labels (ICU's limit; default 99, 300 with --style android).")
        var maxLabels: Int?

        @OptionGroup var inputArguments: InputArguments

        @Option(help: "text, json, markdown or html.")
        var format: SectionsFormat = .text

        @OptionGroup var outputArguments: OutputArguments

        @Flag(name: .customLong("only-differences"), help: "List only the records whose section or order differs.")
        var onlyDifferences = false

        @Option(help: "The html page's heading (default: the input file's name).")
        var title: String?

        func validate() throws {
            if let maxLabels, maxLabels < 1 { throw ValidationError("--max-labels must be at least 1, not \(maxLabels).") }
            if title != nil && format != .html { throw ValidationError("--title applies to --format html.") }
        }

        /// The locales asked for, validated (an unknown one fails before a long read), and whether they are
        /// all of ICU's.
        func resolvedLocales() throws -> (locales: [CollationLocale], all: Bool) {
            let names = locales.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
                ?? Self.defaultLocales
            if names.count == 1, names[0].lowercased() == "all" { return (CollationLocale.available, true) }
            guard !names.isEmpty else { throw CommandFailure("--locales names no locale") }
            var resolved: [CollationLocale] = []
            for name in names {
                if name.lowercased() == "all" { throw CommandFailure("--locales all cannot be combined with other locales") }
                let locale: CollationLocale
                do { locale = try CollationLocale(name) } catch { throw CommandFailure(error.description) }
                if resolved.contains(where: { $0.identifier == locale.identifier }) {
                    throw CommandFailure("--locales names \(locale.identifier) twice")
                }
                resolved.append(locale)
            }
            return (resolved, false)
        }

        func run() throws {
            let (input, output) = (inputArguments.choices, outputArguments.choices)
            try output.refuseOverwriting(input)
            let (locales, all) = try resolvedLocales()
            let additionalLabelLocales = try CollationChoices.labelLocales(addLabels)
            var read = try input.read(locale: locales.first ?? .root)  // full names split as the base locale writes them
            let options = LocalizedIndexCollation.Options(
                additionalLabelLocales: additionalLabelLocales, maximumLabelCount: maxLabels,
                otherScripts: input.otherScripts.resolved(for: read.records),
                kanjiReadings: SystemKanjiReadings.readings(for: locales, style: style))
            let comparison = LocaleComparison(locales: locales, style: style, options: options,
                                              groupsLocales: all, onlyDifferences: onlyDifferences)
            let report = try comparison.report(records: read.records, title: read.title)
            read.records = .empty  // the report holds what it needs; free the records before rendering

            let destination = try output.open()
            switch format {
            case .json: try ComparisonJSON.write(report, to: destination)
            case .text: try ComparisonText.write(report, to: destination, colour: destination.isTerminal)
            case .markdown: try ComparisonMarkdown.write(report, to: destination)
            case .html: try ComparisonHTML.write(report, heading: title, to: destination)
            }
            try destination.commit()
            try read.collector.finish()
        }
    }
}
