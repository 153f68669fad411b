import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison

/// The input and name options `sort-contacts` and `compare` share, and the one way records are read: the
/// format's reader, `--on-error`, and the name resolver, each record resolved as it is read.
struct InputArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The input file; - or absent for stdin.", valueName: "file"))
    var input: String?

    @Option(name: .customLong("input-format"), help: "csv, tsv, vcard, jsonl or lines; detected from the extension or content when absent.")
    var inputFormat: InputFormat?

    @Option(help: ArgumentHelp(
        "The input's charset (UTF-8, UTF-16LE, Shift_JIS, windows-1252, … any name ICU knows); default: a byte-order mark, UTF-16 told by its NULs, else UTF-8, or for CSV, TSV, JSON Lines and lines a charset ICU's detector is sure of.",
        valueName: "charset"))
    var encoding: String?

    @Flag(name: .customLong("no-header"), help: "The first row of a CSV or TSV file is a contact, not column names: columns are 'column 1', 'column 2', …; the name is column 1 unless --name-field says otherwise.")
    var noHeader = false

    @Option(name: .customLong("name-field"), help: ArgumentHelp(
        "The CSV column or JSON key holding the name (default: a name, display, Full Name or FN column…).", valueName: "field"))
    var nameField: String?

    @Option(name: .customLong("reading-field"), help: ArgumentHelp(
        "The CSV column or JSON key holding a reading of the name (kana for Japanese), which places and sorts it.", valueName: "field"))
    var readingField: String?

    @Option(name: .customLong("other-scripts"), help: ArgumentHelp(
        "Names in scripts the locale's index has no letters for. auto: add the letters of exactly the scripts the input uses; group: under #; transliterate: under the letter of their Latin transliteration; native: add the letters of every script the input uses (as auto).",
        valueName: "auto|group|transliterate|native"))
    var otherScripts: OtherScriptsChoice = .auto

    @Option(name: .customLong("sort-by"), help: "display: the name as shown; given: given name first; family: family name first.")
    var sortBy: NameOrder = .display

    @Flag(help: "Use the built-in sample list instead of an input.")
    var sample = false

    @Option(name: .customLong("on-error"), help: "fail: stop at the first bad record; skip: report each bad record on stderr, go on, and exit non-zero at the end.")
    var onError: ErrorPolicy = .fail

    func validate() throws {
        if sample && input != nil { throw ValidationError("--sample and --input exclude each other.") }
    }

    /// What was read: the records, a title for reports, and the collector whose ``RecordCollector/finish()``
    /// fails the run (after the output is written) when records were skipped.
    struct Read {
        var records: RecordStore
        var title: String
        var collector: RecordCollector
    }

    /// Reads every record once, as `sort-contacts` does.
    func read() throws -> Read {
        let opened = try open()
        var collector = opened.collector
        let records = try collector.readAll(as: opened.format, options: opened.options, resolvingWith: names)
        return Read(records: records, title: opened.title, collector: collector)
    }

    /// The collector that reads the input (applying `--on-error`), the input's format and reader options,
    /// and a title for reports: for commands that read the records a batch at a time (`keys`).
    func open() throws -> (collector: RecordCollector, format: InputFormat, options: InputFormat.ReaderOptions, title: String) {
        let inputFile = sample
            ? InputFile(name: "sample", bytes: Array(SampleContacts.names.joined(separator: "\n").utf8))
            : try InputFile(path: input, encoding: encoding)
        let format = sample ? .lines : try inputFormat ?? InputFormat.detect(inputFile)
        return (RecordCollector(input: inputFile, policy: onError), format,
                .init(nameField: nameField, readingField: readingField, hasHeader: !noHeader),
                sample ? "Sample contacts" : inputFile.name)
    }

    /// How records' names and keys are resolved (`--sort-by`).
    var names: NameResolver { NameResolver(order: sortBy) }
}
