import ArgumentParser
import LocalizedIndexContacts

/// Where a command writes: `--output FILE`, or stdout.
struct OutputArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file instead of stdout; it appears only when the run succeeds.", valueName: "file"))
    var output: String?

    /// Opens the destination (a temporary file beside it until ``OutputFile/commit()``).
    func open() throws -> OutputFile { try OutputFile(path: output) }
}
