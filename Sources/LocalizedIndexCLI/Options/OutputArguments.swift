import ArgumentParser
import LocalizedIndexContacts

/// Where a command writes: `--output FILE`, or stdout.
struct OutputArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file instead of stdout; it appears only when the run succeeds.", valueName: "file"))
    var output: String?

    /// What this option chose, as a plain value.
    var choices: OutputChoices { OutputChoices(output: output) }
}
