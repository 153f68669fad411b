import ArgumentParser
import LocalizedIndexContacts

/// Where a command writes: `--output FILE`, or stdout.
struct OutputArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file instead of stdout; it appears only when the run succeeds.", valueName: "file"))
    var output: String?

    /// Opens the destination (a temporary file beside it until ``OutputFile/commit()``).
    func open() throws -> OutputFile { try OutputFile(path: output) }

    /// Throws when `--output` names the file the command reads (also through a link, or as stdin): called
    /// first in `run()`, before anything is read.
    func refuseOverwriting(_ input: InputArguments) throws {
        if !input.sample { try OutputFile.refuseOverwriting(input: input.input, with: output) }
    }
}
