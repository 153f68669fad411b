/// CSV or TSV records as they were read: one value per column, record after record, all in one buffer.
package struct DelimitedBatch: RecordBatch {
    /// The values: record `r`'s value of column `c` is value `r × columnCount + c`.
    package var values: FieldValues
    /// The line each record starts on.
    package var lines: [Int] = []
    /// The records' full names split ahead (``DelimitedResolver/prepare(_:)``), when they were.
    package var splitNames: SplitNames?

    package var count: Int { lines.count }
}

extension DelimitedReader: BatchReader {
    /// The most values a batch reserves room for ahead; a batch of more grows as it reads them.
    static let reservedValuesLimit = 1 << 16

    /// Reads up to `limit` records as bytes: no string, field or record value is made on this thread.
    package mutating func nextBatch(limit: Int, reject: (InputError) throws -> Void) throws -> DelimitedBatch? {
        // Room for the values of `limit` records, but no more than `reservedValuesLimit`: a header of 40,000
        // columns would otherwise reserve 160 million values (2.6 GB) for a file of one record.
        let values = FieldValues(reservingValues: min(limit * columns.count, Self.reservedValuesLimit), bytes: limit * 64)
        var batch = DelimitedBatch(values: values)
        batch.lines.reserveCapacity(limit)
        // The input's lines taken once for the batch: one run-time exclusivity check, not one a line.
        return try input.withLines { lines in
            while batch.count < limit {
                do {
                    guard let line = try nextRecord(into: &batch.values, from: &lines) else {
                        return batch.count == 0 ? nil : batch
                    }
                    batch.lines.append(line)
                } catch let error as InputError {
                    try reject(error)
                }
            }
            return batch
        }
    }

    package func resolver(names: NameResolver) -> DelimitedResolver {
        DelimitedResolver(columns: columns, mapping: mapping, names: names,
                          displayColumn: mapping.displayColumnPosition,
                          keyDecidingColumns: mapping.keyDecidingPositions)
    }
}

/// Resolves CSV and TSV batches straight from their bytes: strings only for the columns that hold a part of
/// the name, the fields copied into the store as they are.
package struct DelimitedResolver: BatchResolver {
    package let columns: [String]
    package let mapping: ColumnMapping
    package let names: NameResolver
    /// The column holding the displayed name, whose value most records show as is.
    package let displayColumn: Int?
    /// The columns that decide a record's key before its displayed name when present (``ColumnMapping/keyDecidingPositions``).
    package let keyDecidingColumns: [Int]

    /// Sorted by given or family name, the column whose one-column names are split from their bytes: no string
    /// is made for the name, its parts or its key.
    private var splitNameColumn: Int? {
        names.splitsNames && mapping.namesOnlyByDisplay ? displayColumn : nil
    }

    /// Splits the batch's full names, as ``resolve(_:into:)`` would.
    package func prepare(_ batch: inout DelimitedBatch) {
        batch.splitNames = splitNames(of: batch)
    }

    /// The batch's full names split, when its records are placed by their split one-column names.
    private func splitNames(of batch: DelimitedBatch) -> SplitNames? {
        guard let column = splitNameColumn, let splitter = names.splitter else { return nil }
        let values = batch.values
        return SplitNames(count: batch.count, in: values.bytes.span, by: splitter, familyFirst: names.order == .family) { record in
            values.range(at: record * columns.count + column)
        }
    }

    package func resolve(_ batch: DelimitedBatch, into store: inout RecordStore.Builder) {
        let numbers = FieldNumbers(columns.map { store.fieldNumber(named: $0) })
        let width = columns.count
        let values = batch.values
        let bytes = values.bytes.span
        // Sorted by the name as displayed, a record with a displayed name and none of the parts that
        // would decide before it is shown, sectioned and sorted by that name as it is: the store refers to
        // its field, and no string is made (for nearly every record of a contact list).
        let plainNameColumn = names.order == .display ? displayColumn : nil
        // Taken out of the resolver once: binding it per record copied it, a retain and release of each of
        // its word lists and sets; so is the split column, a property worked out from the mapping.
        let splitColumn = splitNameColumn
        let splitter = names.splitter
        // Not optional: binding an optional one per record copied it.
        let splitNames = batch.splitNames ?? splitNames(of: batch) ?? SplitNames()
        let keys = splitNames.keys.span
        for record in 0..<batch.count {
            let first = record * width, line = batch.lines[record]
            if let column = plainNameColumn,
               NameResolver.startsPresent(bytes.extracting(values.range(at: first + column))),
               keyDecidingColumns.allSatisfy({ values.range(at: first + $0).isEmpty }) {
                let value = bytes.extracting(values.range(at: first + column))
                store.beginRecord(line: line, namedByField: column, value: value, fieldCount: width)
            } else if let column = splitColumn, let split = splitNames.outcome(of: record) {
                let value = bytes.extracting(values.range(at: first + column))
                switch split {
                case .asWritten:
                    store.beginRecord(line: line, namedByField: column, value: value, fieldCount: width)
                case .split(keyed: false):
                    store.beginRecord(line: line, namedByField: column, value: value, fieldCount: width,
                                      key: nil, splitBy: splitter)
                case .split(keyed: true):
                    store.beginRecord(line: line, namedByField: column, value: value, fieldCount: width,
                                      key: keys.extracting(splitNames.keyRange(of: record)), splitBy: splitter)
                }
            } else {
                var name = PersonName()
                mapping.fill(&name) { column in
                    values.range(at: first + column).isEmpty ? nil : values.string(at: first + column)
                }
                let resolved = names.resolve(name)
                // Not `displayColumn.flatMap { … name.display … }`: a closure capturing `name` copies all its parts.
                var displayNameField: (Int, String)?
                if let column = displayColumn, let shown = name.display { displayNameField = (column, shown) }
                store.beginRecord(line: line, displayName: resolved.displayName, sectionKey: resolved.key,
                                  sortKey: resolved.key, fieldCount: width, displayNameField: displayNameField,
                                  splitBy: resolved.split == nil ? nil : splitter)
            }
            store.appendFields(numbered: numbers, of: bytes) { values.range(at: first + $0) }
            store.endRecord()
        }
    }
}

/// How each full name of a batch sorts once split: the keys of ``DelimitedResolver``'s one-column names, made
/// on whichever thread has the time (``DelimitedResolver/prepare(_:)``), all in one buffer.
package struct SplitNames: Sendable {
    /// How one name sorts.
    enum Outcome: Equatable {
        /// Without a letter: as written.
        case asWritten
        /// By its parts; `keyed`: by the key made of them (a name of another tradition has none: as written).
        case split(keyed: Bool)
    }

    /// What is kept of one name: how it sorts (nil when it is not split: none, or an e-mail address) and
    /// where its key ends in ``keys``, the next key starting there.
    private struct Entry {
        var keyEnd = 0
        var outcome: Outcome?
    }

    /// Per name, its entry: written in place, room made for all once.
    private var entries: [Entry] = []
    /// The keys, name after name, each written straight here (``keyRange(of:)``).
    private(set) var keys: [UInt8] = []

    /// No name.
    init() {}

    /// Splits `count` names, the name of record `r` (valid UTF-8) being `bytes[range(r)]`, keeping the keys of
    /// those that have one. The keys are written into room made once for them all: a key is at most three times
    /// its name's bytes and four (each word's bytes, a space before it and a dot after it, a space between
    /// parts), and the names are within `bytes`, so that neither growing the buffer nor sizing it costs per
    /// name.
    init(count: Int, in bytes: Span<UInt8>, by splitter: NameSplitter, familyFirst: Bool, range: (Int) -> Range<Int>) {
        var entries = [Entry](repeating: Entry(), count: count)
        keys.append(addingCapacity: 3 * bytes.count + 4 * count) { output in
            // Written through one span: no check that the array is unique per name.
            var written = entries.mutableSpan
            // Reused from name to name: splitting allocates nothing per name. (Declared here, not captured: a
            // captured layout was copied for every key written.)
            var layout = NameLayout()
            for record in 0..<count {
                let name = bytes.extracting(range(record))
                written[record].keyEnd = output.count
                guard splitter.keyLayout(of: name, into: &layout) else { continue }
                let outcome: Outcome
                if layout.style == nil {
                    outcome = .asWritten
                } else if layout.style != .western {
                    // Compared as written; its parts (a name with a letter has some) are split where shown.
                    outcome = .split(keyed: false)
                } else if layout.isEmpty {
                    outcome = .asWritten
                } else {
                    outcome = .split(keyed: layout.writeKey(familyFirst: familyFirst, of: name, to: &output))
                }
                written[record] = Entry(keyEnd: output.count, outcome: outcome)
            }
        }
        self.entries = entries
    }

    /// How name `index` sorts; nil when it is not split.
    func outcome(of index: Int) -> Outcome? {
        entries[index].outcome
    }

    /// Where the key of name `index` is in ``keys``, one that ``outcome(of:)`` says is keyed.
    func keyRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : entries[index - 1].keyEnd)..<entries[index].keyEnd
    }
}
