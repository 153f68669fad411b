import Foundation

/// Reads every record of an input, applying `--on-error`, and shows progress on a terminal.
///
/// With `skip`, each bad record is reported on stderr with its line and the run goes on, but ``finish()``
/// still fails, so nothing is dropped silently.
struct RecordCollector {
    let input: InputFile
    let policy: ErrorPolicy
    private(set) var skipped: [InputError] = []
    private let progress: ProgressLine?

    init(input: InputFile, policy: ErrorPolicy) {
        self.input = input
        self.policy = policy
        progress = isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// Every record, each resolved as it is read, so the name parts of only one record are held at a time.
    mutating func readAll(_ reader: inout some RecordReader, resolvingWith resolver: NameResolver) throws -> [SortedRecord] {
        var records: [SortedRecord] = []
        while true {
            do {
                guard let record = try reader.next() else { break }
                records.append(resolver.resolve(record))
                if records.count % 65_536 == 0 { progress?.show("read \(records.count) records…") }
            } catch let error as InputError where policy == .skip {
                skipped.append(error)
                FileHandle.standardError.write(Data("skipped: \(error)\n".utf8))
            }
        }
        progress?.clear()
        return records
    }

    /// Fails when records were skipped, after the output was written.
    func finish() throws {
        guard !skipped.isEmpty else { return }
        throw CommandFailure("\(input.name): \(skipped.count) record\(skipped.count == 1 ? "" : "s") skipped (listed above)")
    }
}

/// One line of progress on stderr, rewritten in place.
struct ProgressLine {
    func show(_ text: String) { FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8)) }
    func clear() { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
}
