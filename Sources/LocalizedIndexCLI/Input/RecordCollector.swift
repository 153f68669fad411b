import Foundation
import LocalizedIndexCollation

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

    /// Every record, each resolved as it is read, in input order.
    ///
    /// Two threads share the work: this one parses records, another resolves them into the store (names,
    /// keys, the record's bytes), batch by batch in the order read. Parsing and resolving each took about
    /// half of reading a million TSV rows; side by side they take the time of the longer. At most a few
    /// batches of parsed records wait at a time.
    mutating func readAll(_ reader: inout some RecordReader, resolvingWith resolver: NameResolver) throws -> RecordStore {
        let channel = BatchChannel<[ContactRecord]>(capacity: 4)
        let store = Locked<RecordStore?>(nil)
        let expectedByteCount = input.byteCount ?? 0
        let resolving = Thread {
            var records = RecordStore.Builder(expectedByteCount: expectedByteCount)
            while let batch = channel.receive() {
                for record in batch { resolver.resolve(record, into: &records) }
            }
            let finished = records.finish()
            store.withLock(when: { _ in true }) { $0 = finished }
        }
        resolving.start()

        var failure: (any Error)?
        var batch: [ContactRecord] = []
        batch.reserveCapacity(Self.batchSize)
        var count = 0
        do {
            while true {
                do {
                    guard let record = try reader.next() else { break }
                    batch.append(record)
                    count += 1
                    if batch.count == Self.batchSize {
                        channel.send(batch)
                        batch = []
                        batch.reserveCapacity(Self.batchSize)
                    }
                    if count % 65_536 == 0 { progress?.show("read \(count) records…") }
                } catch let error as InputError where policy == .skip {
                    skipped.append(error)
                    FileHandle.standardError.write(Data("skipped: \(error)\n".utf8))
                }
            }
            if !batch.isEmpty { channel.send(batch) }
        } catch {
            failure = error
        }
        // Whether reading ended or failed, the resolving thread finishes before this returns.
        channel.close()
        let records = store.withLock(when: { $0 != nil }) { $0! }
        progress?.clear()
        if let failure { throw failure }
        return records
    }

    /// Records per batch handed to the resolving thread.
    private static let batchSize = 4_096

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
