import LocalizedIndexSupport
import Foundation
import LocalizedIndexCollation

/// Reads every record of an input, applying `--on-error`, and shows progress on a terminal.
///
/// With `skip`, each bad record is reported on stderr with its line and the run goes on, but ``finish()``
/// still fails, so nothing is dropped silently.
public struct RecordCollector {
    /// The input being read.
    public let input: InputFile
    /// What happens to a record that cannot be read.
    public let policy: ErrorPolicy
    package private(set) var skipped: [InputError] = []
    private let progress: ProgressLine?

    /// Creates a collector of the records of `input`; progress shows on stderr when it is a terminal.
    public init(input: InputFile, policy: ErrorPolicy) {
        self.input = input
        self.policy = policy
        progress = isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// Every record of the input, read as `format` (see ``InputFormat/detect(_:)``), each name resolved in
    /// `names`' order, in input order.
    ///
    /// - Throws: ``ContactFileError`` when the input cannot be read as `format` (a missing name field, say);
    ///   ``InputError`` for the first bad record when the policy is ``ErrorPolicy/fail``.
    public mutating func readAll(as format: InputFormat, options: InputFormat.ReaderOptions = .init(),
                                 resolvingWith names: NameResolver) throws -> RecordStore {
        var reader = try format.reader(for: input, options: options)
        return try readAll(&reader, resolvingWith: names)
    }

    /// Every record, each resolved as it is read, in input order.
    ///
    /// Two threads share the work: this one reads batches of records, another resolves them into the store
    /// (names, keys, the record's bytes) in the order read. Reading and resolving each took about half of
    /// reading a million TSV rows; side by side they take the time of the longer. At most a few batches
    /// wait at a time.
    package mutating func readAll<Reader: BatchReader>(
        _ reader: inout Reader, resolvingWith names: NameResolver, sideBySideFrom threshold: Int = sideBySideThreshold
    ) throws -> RecordStore {
        if let size = input.byteCount, size < threshold {
            return try readAllOnThisThread(&reader, resolvingWith: names)
        }
        let channel = BatchChannel<Reader.Batch>(capacity: 4)
        let store = Locked<RecordStore?>(nil)
        let expectedByteCount = input.byteCount ?? 0
        let resolver = reader.resolver(names: names)
        let resolving = Thread {
            var records = RecordStore.Builder(expectedByteCount: expectedByteCount)
            while let batch = channel.receive() { resolver.resolve(batch, into: &records) }
            let finished = records.finish()
            store.withLock(when: { _ in true }) { $0 = finished }
        }
        resolving.start()

        var failure: (any Error)?
        var count = 0
        do {
            while var batch = try reader.nextBatch(limit: Self.batchSize, reject: { try reject($0) }) {
                // Resolving is the slower side (splitting full names, say): this thread takes some of its work.
                if channel.isBacklogged { resolver.prepare(&batch) }
                channel.send(batch)
                if (count + batch.count) / 65_536 > count / 65_536 { progress?.show("read \(count + batch.count) records…") }
                count += batch.count
            }
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

    /// The size of input (bytes of a file) from which ``readAll(_:resolvingWith:sideBySideFrom:)`` reads and
    /// resolves on two threads. Below it (about 2,500 names) starting a thread and handing batches over cost
    /// more than the overlap saves: 1,000 names read in 1.7 ms on one thread, 2.3 ms on two; 10,000 in 10.9
    /// ms on two, 11.6 ms on one. Input of unknown size (a pipe) is read on two threads.
    package static let sideBySideThreshold = 128 << 10

    /// Every record, each batch resolved as soon as it is read, on this thread.
    private mutating func readAllOnThisThread<Reader: BatchReader>(
        _ reader: inout Reader, resolvingWith names: NameResolver
    ) throws -> RecordStore {
        let resolver = reader.resolver(names: names)
        var records = RecordStore.Builder(expectedByteCount: input.byteCount ?? 0)
        while let batch = try reader.nextBatch(limit: Self.batchSize, reject: { try reject($0) }) {
            resolver.resolve(batch, into: &records)
        }
        return records.finish()
    }

    /// The records a batch at a time, in input order, read as `format`, each batch resolved into a store of
    /// its own and given to `body` before the next is read: memory holds one batch, however long the input.
    ///
    /// - Throws: As ``readAll(as:options:resolvingWith:)``, and what `body` throws.
    public mutating func readBatches(
        as format: InputFormat, options: InputFormat.ReaderOptions = .init(), resolvingWith names: NameResolver,
        limit: Int, _ body: (RecordStore) throws -> Void
    ) throws {
        var reader = try format.reader(for: input, options: options)
        try readBatches(&reader, resolvingWith: names, limit: limit, body)
    }

    private mutating func readBatches<Reader: BatchReader>(
        _ reader: inout Reader, resolvingWith names: NameResolver, limit: Int, _ body: (RecordStore) throws -> Void
    ) throws {
        let resolver = reader.resolver(names: names)
        while let batch = try reader.nextBatch(limit: limit, reject: { try reject($0) }) {
            var records = RecordStore.Builder()
            resolver.resolve(batch, into: &records)
            try body(records.finish())
        }
    }

    /// A record that cannot be read: with `skip`, reported and kept for ``finish()``; with `fail`, the end.
    private mutating func reject(_ error: InputError) throws {
        guard policy == .skip else { throw error }
        skipped.append(error)
        StandardError.write("skipped: \(error)\n")
    }

    /// Records per batch handed to the resolving thread: small enough that the two threads overlap on a
    /// short input too. The first batch is read before any is resolved and the last is resolved after reading
    /// has ended, so at 4,096 a file of 10,000 names was three batches, read and resolved mostly in turn;
    /// at 512 its read phase took 7.7 ms instead of 9.1 (4,000 names 4.9 instead of 6.0; 100,000 and a
    /// million the same either way, the batches being handed over without waiting).
    private static let batchSize = 512

    /// Fails when records were skipped, after the output was written.
    public func finish() throws {
        guard !skipped.isEmpty else { return }
        throw ContactFileError("\(input.name): \(skipped.count) record\(skipped.count == 1 ? "" : "s") skipped (listed above)")
    }
}

/// What reading does with a record it cannot read (`--on-error`).
public enum ErrorPolicy: String, CaseIterable, Sendable {
    /// Stop at the first bad record.
    case fail
    /// Report each bad record on stderr, go on, and fail at the end (``RecordCollector/finish()``).
    case skip
}

/// One line of progress on stderr, rewritten in place.
struct ProgressLine {
    func show(_ text: String) { StandardError.write("\r\u{1B}[K\(text)") }
    func clear() { StandardError.write("\r\u{1B}[K") }
}
