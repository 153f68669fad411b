/// A reader whose records are read in batches on one thread and resolved into a ``RecordStore`` on
/// another (``RecordCollector/readAll(_:resolvingWith:)``).
///
/// A format can keep a batch in whatever form is cheapest to hand over: CSV and TSV as bytes
/// (``DelimitedBatch``), the other formats as ``ContactRecord`` values (``RecordBatches``).
package protocol BatchReader {
    associatedtype Batch: RecordBatch
    associatedtype Resolver: BatchResolver<Batch>

    /// Reads up to `limit` records; nil once the input has no more.
    ///
    /// - Parameter reject: Called with each record that cannot be read, in input order; it throws to end
    ///   the read (`--on-error fail`) or returns to go on without the record (`skip`).
    /// - Throws: What `reject` throws, and errors reading the input itself.
    mutating func nextBatch(limit: Int, reject: (InputError) throws -> Void) throws -> Batch?

    /// What turns this reader's batches into stored records, with names resolved by `names`: made once,
    /// before reading, and used on the resolving thread.
    func resolver(names: NameResolver) -> Resolver
}

/// Records read together, handed from the reading thread to the resolving one.
package protocol RecordBatch: Sendable {
    /// How many records the batch holds.
    var count: Int { get }
}

/// Appends a batch's records to a store, in order.
package protocol BatchResolver<Batch>: Sendable {
    associatedtype Batch: RecordBatch

    func resolve(_ batch: Batch, into store: inout RecordStore.Builder)

    /// Does ahead, on the reading thread, work ``resolve(_:into:)`` would do, while the resolving thread is
    /// behind; the batch resolves to the same records either way.
    func prepare(_ batch: inout Batch)
}

extension BatchResolver {
    package func prepare(_ batch: inout Batch) {}
}

extension Array: RecordBatch where Element == ContactRecord {}

/// Any ``RecordReader`` read in batches of its records.
package struct RecordBatches<Reader: RecordReader>: BatchReader {
    package var reader: Reader
    /// Set once the reader has returned nil.
    private var ended = false

    package init(_ reader: Reader) {
        self.reader = reader
    }

    package mutating func nextBatch(limit: Int, reject: (InputError) throws -> Void) throws -> [ContactRecord]? {
        var batch: [ContactRecord] = []
        batch.reserveCapacity(limit)
        while !ended && batch.count < limit {
            do {
                if let record = try reader.next() { batch.append(record) } else { ended = true }
            } catch let error as InputError {
                try reject(error)
            }
        }
        return batch.isEmpty && ended ? nil : batch
    }

    package func resolver(names: NameResolver) -> ContactRecordResolver { ContactRecordResolver(names: names) }
}

/// Resolves ``ContactRecord`` batches one record at a time.
package struct ContactRecordResolver: BatchResolver {
    package var names: NameResolver

    package func resolve(_ batch: [ContactRecord], into store: inout RecordStore.Builder) {
        for record in batch { names.resolve(record, into: &store) }
    }
}
