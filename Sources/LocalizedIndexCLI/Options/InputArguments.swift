import ArgumentParser
import LocalizedIndexContacts

/// The input and name options `sort-contacts` and `compare` share (``InputChoices`` reads by them).
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

    func validate() throws { try choices.validate() }

    /// What these options chose, as plain values.
    var choices: InputChoices {
        InputChoices(input: input, inputFormat: inputFormat, encoding: encoding, noHeader: noHeader, nameField: nameField,
                     readingField: readingField, otherScripts: otherScripts, sortBy: sortBy, sample: sample,
                     onError: onError)
    }
}
