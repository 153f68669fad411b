import LocalizedIndexContacts

/// The choice of ``OutputArguments`` as a plain value: where a command writes, `--output FILE` or stdout.
struct OutputChoices: Equatable {
    var output: String?

    /// Opens the destination (a temporary file beside it until ``OutputFile/commit()``).
    func open() throws -> OutputFile { try OutputFile(path: output) }

    /// Throws when `--output` names the file the command reads (also through a link, or as stdin): called
    /// first in `run()`, before anything is read.
    func refuseOverwriting(_ input: InputChoices) throws {
        if !input.sample { try OutputFile.refuseOverwriting(input: input.input, with: output) }
    }
}
