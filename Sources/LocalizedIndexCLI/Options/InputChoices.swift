import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexSupport

/// The choices of ``InputArguments`` as plain values, and the one way records are read: the format's reader,
/// `--on-error`, and the name resolver, each record resolved as it is read.
struct InputChoices: Equatable {
    var input: String?
    var inputFormat: InputFormat?
    var encoding: String?
    var noHeader = false
    var nameField: String?
    var readingField: String?
    var otherScripts: OtherScriptsChoice = .auto
    var sortBy: NameOrder = .display
    var sample = false
    var onError: ErrorPolicy = .fail

    /// Throws what ArgumentParser reports for options that exclude each other.
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

    /// Reads every record once, as `sort-contacts` does, splitting full names as `locale` writes them.
    func read(locale: CollationLocale) throws -> Read {
        let opened = try open()
        var collector = opened.collector
        let records = try collector.readAll(as: opened.format, options: opened.options,
                                            resolvingWith: names(locale: locale))
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

    /// The input's size in bytes when it is a regular file; nil for stdin, a pipe or the sample.
    var fileByteCount: Int? {
        guard !sample, let input, input != "-" else { return nil }
        guard let status = SystemCall.status(ofPath: input), status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// How records' names and keys are resolved (`--sort-by`): sorted by given or family name, full names
    /// without parts are split as `locale` writes them.
    func names(locale: CollationLocale) -> NameResolver {
        NameResolver(order: sortBy, splitter: sortBy == .display ? nil : NameSplitter(locale: locale))
    }
}
