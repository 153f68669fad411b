import LocalizedIndexSupport
import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison

extension LocalizedIndexCommand {
    /// `titles`: what a locale's index shows.
    struct Titles: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "titles",
            abstract: "Show a locale's section titles and index bar.",
            discussion: """
                Examples:
                  localized-index titles --locale sv
                  localized-index titles --locale zh-Hant-TW --format json
                  localized-index titles --locale ru --add-labels en --style icu
                  localized-index titles --locale en-US --add-labels zh-CN --style android
                """)

        @OptionGroup var collationArguments: CollationArguments

        @Option(help: "text or json.")
        var format: OutputFormat = .text

        @OptionGroup var outputArguments: OutputArguments

        func run() throws {
            let choices = collationArguments.choices
            let collation = try choices.makeCollation(locale: try choices.resolvedLocale())
            let output = try outputArguments.choices.open()
            switch format {
            case .json: try output.write(Self.json(for: collation))
            case .text: try output.write(Self.text(for: collation))
            }
            try output.commit()
        }

        /// The documented JSON shape: `{"locale", "collationLocale", "style", "sectionTitles",
        /// "sectionIndexTitles", "indexTitleSections"}`.
        static func json(for collation: LocalizedIndexCollation) -> [UInt8] {
            let bar = collation.indexBar()
            var writer = JSONWriter()
            writer.object { json in
                json.field("locale", collation.locale.identifier)
                json.field("collationLocale", collation.collationLocale)
                json.field("style", collation.style.rawValue)
                json.field("sectionTitles", collation.sectionTitles)
                json.field("sectionIndexTitles", bar.titles)
                // Every entry of the bar without a search entry leads to a section.
                json.field("indexTitleSections", bar.sections.compactMap { $0 })
            }
            writer.finish()
            return writer.bytes
        }

        static func text(for collation: LocalizedIndexCollation) -> String {
            let bar = collation.indexBar()
            return """
            locale:           \(collation.locale.identifier) (\(collation.locale.displayName))
            collation locale: \(collation.collationLocale)
            style:            \(collation.style.rawValue)
            sections (\(collation.sectionTitles.count)): \(collation.sectionTitles.joined(separator: " "))
            index bar (\(bar.titles.count)): \(bar.titles.joined(separator: " "))

            """
        }
    }
}
