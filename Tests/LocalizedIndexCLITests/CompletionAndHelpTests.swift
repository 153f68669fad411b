import ArgumentParser
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

@Suite("help and shell completion")
struct CompletionAndHelpTests {
    @Test("completion scripts name every subcommand and option", arguments: [CompletionShell.bash, .zsh, .fish])
    func completion(shell: CompletionShell) {
        let script = LocalizedIndexCommand.completionScript(for: shell)
        for word in ["sort-contacts", "titles", "locales", "input-format", "empty-sections", "index-slots"] {
            #expect(script.contains(word), "\(shell) script lacks \(word)")
        }
    }

    @Test("sort-contacts --help shows examples")
    func helpExamples() {
        let help = LocalizedIndexCommand.helpMessage(for: LocalizedIndexCommand.SortContacts.self)
        #expect(help.contains("Examples:"))
        #expect(help.contains("localized-index sort-contacts --sample --locale sv"))
    }

    /// The ICU version is Debian 12's libicu-dev (`pkg-config --modversion icu-uc` prints 72.1), which the
    /// package is built against.
    @Test("--version names the package version and the ICU it runs on")
    func version() throws {
        do {
            _ = try LocalizedIndexCommand.parseAsRoot(["--version"])
            Issue.record("--version did not exit")
        } catch {
            let message = LocalizedIndexCommand.fullMessage(for: error)
            #expect(message.wholeMatch(of: /localized-index \d+\.\d+\.\d+ \(ICU 72\.1\)/) != nil, "\(message)")
            #expect(LocalizedIndexCommand.exitCode(for: error) == .success)
        }
    }
}
