import LocalizedIndexSupport
import ArgumentParser
import Foundation
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
        subcommands: [SortContacts.self, Search.self, Keys.self, Titles.self, Locales.self, Compare.self],
        defaultSubcommand: SortContacts.self
    )

    /// The package's version, which `--version` prints with the ICU version the tool runs on.
    static let packageVersion = "1.0.0"

    public init() {}

    /// Parses the arguments and runs the command, as `ParsableCommand.main()` does, except that plain
    /// `sort-contacts` arguments are parsed directly (``parseAndRun(_:)``) and a failure's message passes through
    /// ``MessageText`` line by line: argument-parser's own messages quote the value given
    /// (`The value '…' is invalid for '--format'`), which must not put control characters on stderr.
    public static func main() {
        ProcessSignals.install()
        do {
            try parseAndRun(Array(CommandLine.arguments.dropFirst()))
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }  // --help, --version, a completion script: stdout
            } else if !message.isEmpty {
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { MessageText.sanitized(String($0)) }
                StandardError.write(lines.joined(separator: "\n") + "\n")
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// Runs the command `arguments` (without the program's name) give, parsed by ArgumentParser's
    /// `parseAsRoot(_:)`. Throws what parsing or the command throws.
    public static func parseAndRun(_ arguments: [String]) throws {
        var command = try parseAsRoot(arguments)
        try command.run()
    }
}
