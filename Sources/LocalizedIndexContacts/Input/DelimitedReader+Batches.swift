/// CSV or TSV records as they were read: one value per column, record after record, all in one buffer.
package struct DelimitedBatch: RecordBatch {
    /// The values: record `r`'s value of column `c` is value `r × columnCount + c`.
    package var values: FieldValues
    /// The line each record starts on.
    package var lines: [Int] = []

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
        while batch.count < limit {
            do {
                guard let line = try nextRecord(into: &batch.values) else { return batch.count == 0 ? nil : batch }
                batch.lines.append(line)
            } catch let error as InputError {
                try reject(error)
            }
        }
        return batch
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

    package func resolve(_ batch: DelimitedBatch, into store: inout RecordStore.Builder) {
        let numbers = columns.map { store.fieldNumber(named: $0) }
        let width = columns.count
        let values = batch.values
        values.bytes.withUnsafeBufferPointer { bytes in
            func value(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[values.range(at: index)])
            }
            // Sorted by the name as displayed, a record with a displayed name and none of the parts that
            // would decide before it is shown, sectioned and sorted by that name as it is: the store refers to
            // its field, and no string is made (for nearly every record of a contact list).
            let plainNameColumn = names.order == .display ? displayColumn : nil
            // Sorted by given or family name, a one-column export's names are split from their bytes: no
            // string is made for the name, its parts or its key.
            let splitNameColumn = names.splitsNames && mapping.namesOnlyByDisplay ? displayColumn : nil
            // Taken out of the resolver once: binding it per record copied it, a retain and release of each of
            // its word lists and sets.
            let splitter = names.splitter
            let utf8 = values.bytes.span
            var key: [UInt8] = [], layout = NameLayout()
            for record in 0..<batch.count {
                let first = record * width, line = batch.lines[record]
                if let column = plainNameColumn, NameResolver.startsPresent(value(first + column)),
                   keyDecidingColumns.allSatisfy({ value(first + $0).isEmpty }) {
                    store.beginRecord(line: line, namedByField: column, value: value(first + column), fieldCount: width)
                } else if let column = splitNameColumn, let splitter,
                          NameResolver.startsPresent(value(first + column)), !value(first + column).contains(0x40) {
                    // ("@": an e-mail address is not split.)
                    let name = utf8.extracting(values.range(at: first + column))
                    splitter.layout(of: name, into: &layout)
                    if layout.style == nil || layout.isEmpty {  // no letter: as written
                        store.beginRecord(line: line, namedByField: column, value: value(first + column), fieldCount: width)
                    } else {
                        key.removeAll(keepingCapacity: true)
                        let keyed = layout.appendKey(familyFirst: names.order == .family, of: name, to: &key)
                        store.beginRecord(line: line, namedByField: column, value: value(first + column), fieldCount: width,
                                          key: keyed ? key : nil, splitBy: splitter)
                    }
                } else {
                    var name = PersonName()
                    mapping.fill(&name) { column in
                        let bytes = value(first + column)
                        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
                    }
                    let resolved = names.resolve(name)
                    // Not `displayColumn.flatMap { … name.display … }`: a closure capturing `name` copies all its parts.
                    var displayNameField: (Int, String)?
                    if let column = displayColumn, let shown = name.display { displayNameField = (column, shown) }
                    store.beginRecord(line: line, displayName: resolved.displayName, sectionKey: resolved.key,
                                      sortKey: resolved.key, fieldCount: width, displayNameField: displayNameField,
                                      splitBy: resolved.split == nil ? nil : splitter)
                }
                for column in 0..<width { store.appendField(number: numbers[column], value: value(first + column)) }
                store.endRecord()
            }
        }
    }
}
