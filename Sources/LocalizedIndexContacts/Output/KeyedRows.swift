import LocalizedIndexCollation

/// `keys`: every record of an input with the keys an engine sorts by (the columns of the row outputs), in input order,
/// unsorted, a batch at a time: memory holds one batch however long the input, and each batch is placed on
/// every core (`LocalizedIndexCollation.placements(ofIndices:sectionedBy:sortedBy:parallelism:)`).
public enum KeyedRows {
    /// Reads the input of `collector` as `format` and writes its rows to `output` (committed by the caller).
    ///
    /// - Parameters:
    ///   - collector: The collector reading the input (its error policy applies).
    ///   - format: The input's format.
    ///   - options: The reader options (name and reading fields, header).
    ///   - names: How each record's name and keys are resolved.
    ///   - collation: Its sections must not depend on the input (no `LocalizedIndexCollation.OtherScripts.native(scripts:)`
    ///     made from it), so that each batch is placed as the whole input would be.
    ///   - rowFormat: csv, tsv or jsonl.
    ///   - batchSize: Records read, placed and written at a time.
    ///   - title: The input's name, for messages.
    ///   - searchKeys: What makes each record's `search_keys` column; nil for none.
    ///   - output: Where the rows go.
    /// - Throws: ``ContactFileError`` for an input field named like an added key, and in csv and tsv for a
    ///   field the first batch lacked (the header is written by then); the collector's errors.
    public static func write(
        _ collector: inout RecordCollector, as format: InputFormat, options: InputFormat.ReaderOptions,
        resolvingWith names: NameResolver, collation: LocalizedIndexCollation, rows rowFormat: RowFormat,
        batchSize: Int, title: String, searchKeys: RecordSearch? = nil, to output: OutputFile
    ) throws {
        let added = AddedKeys.rows(style: collation.style)
        var writer: RowWriter?
        var position = 0
        try collector.readBatches(as: format, options: options, resolvingWith: names, limit: batchSize) { store in
            // Whether rows end with the given and family names of split full names is decided by the first
            // batch, whose header is written first.
            let rows = writer ?? RowWriter(format: rowFormat, columns: store.fieldNames, collation: collation,
                                           nameColumns: store.hasSplitNames, searchKeys: searchKeys)
            try AddedKeys.check(store.fieldNames, against: added + (rows.nameColumns ? AddedKeys.rowNameParts : [])
                                    + (searchKeys == nil ? [] : [AddedKeys.rowSearchKeys]), file: title)
            if writer == nil {
                writer = rows
                try output.write(rows.header)
            }
            let column: [Int]
            switch rows.columnMap(for: store) {
            case .success(let map): column = map
            case .failure(let unknown):
                throw ContactFileError("\(title): a record after the first \(position) has the field '\(unknown.name)', which the first records lack, so the \(rowFormat.rawValue) header has no column for it; use --format jsonl")
            }
            let placements = collation.placements(ofIndices: 0..<store.count, concurrentlySectionedBy: { store.sectionString(of: $0) },
                                                  sortedBy: { store.sortString(of: $0) })
            // The batch's rows rendered on every core, in chunks written in order.
            let start = position
            try ParallelRendering.render(Array(placements.indices), render: { chunk, bytes in
                var generator = rows.searchKeyGenerator()
                for index in chunk {
                    rows.appendRow(index, of: store, column: column, placement: placements[index], position: start + index,
                                   searchKeys: &generator, to: &bytes)
                }
            }, write: output.write)
            position += store.count
        }
        if writer == nil {
            try output.write(RowWriter(format: rowFormat, columns: [], collation: collation, searchKeys: searchKeys).header)
        }
    }
}
