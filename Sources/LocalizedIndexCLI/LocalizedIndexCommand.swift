import ArgumentParser
import LocalizedIndexCollation

/// `localized-index`: sections, index bars and locale-correct sorting for name lists, in any ICU locale.
public struct LocalizedIndexCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "localized-index",
        abstract: "Sections, index bars and locale-correct sorting for name lists, in any locale ICU knows.",
        discussion: """
            The sections and index bar of UIKit's UILocalizedIndexedCollation, on Linux, over the system ICU.

            Examples:
              localized-index titles --locale sv
              localized-index sort-contacts --sample --locale ja --format json
              localized-index locales --format json
            """,
        version: "localized-index \(packageVersion) (ICU \(LocalizedIndexCollation.icuVersion))",
        subcommands: [SortContacts.self, Keys.self, Titles.self, Locales.self, Compare.self],
        defaultSubcommand: SortContacts.self
    )

    /// The package's version, which `--version` prints with the ICU version the tool runs on.
    static let packageVersion = "1.0.0"

    public init() {}
}
