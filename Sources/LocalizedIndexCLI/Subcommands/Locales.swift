import LocalizedIndexSupport
import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison

extension LocalizedIndexCommand {
    /// `locales`: every locale ICU has data for, with what its index gives.
    struct Locales: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "locales",
            abstract: "List every supported locale with its English name and number of sections.",
            discussion: """
                Every locale ICU has data for. The section count is the uikit style's (with #) unless --style icu or android (each locale the primary language, alone).

                Examples:
                  localized-index locales
                  localized-index locales --format json
                """)

        @Option(help: "text or json.")
        var format: OutputFormat = .text

        @OptionGroup var outputArguments: OutputArguments

        @Option(help: "uikit, icu or android: whose section count to show.")
        var style: LocalizedIndexCollation.Style = .uikit

        func run() throws {
            let rows = try CollationLocale.available.map { locale in
                (locale, try LocalizedIndexCollation(locale: locale, style: style).sectionTitles.count)
            }
            let output = try outputArguments.choices.open()
            switch format {
            case .json:
                var writer = JSONWriter()
                writer.array { json in
                    for (locale, count) in rows {
                        json.object(inline: true) { entry in
                            entry.field("identifier", locale.identifier)
                            entry.field("displayName", locale.displayName)
                            entry.field("sectionCount", count)
                        }
                    }
                }
                writer.finish()
                try output.write(writer.bytes)
            case .text:
                let width = rows.map(\.0.identifier.count).max() ?? 0
                for (locale, count) in rows {
                    let padding = String(repeating: " ", count: width - locale.identifier.count)
                    try output.write("\(locale.identifier)\(padding)  \(String(repeating: " ", count: max(0, 3 - String(count).count)))\(count)  \(locale.displayName)\n")
                }
            }
            try output.commit()
        }
    }
}

