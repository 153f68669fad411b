import LocalizedIndexCollation

/// `sort-contacts --format csv|tsv|jsonl`: every record as a row (the input's fields, then the keys of
/// ``AddedKeys/rows(style:)``, then, when full names were split to place records, their `given` and
/// `family` names, then with search keys their tokens, in a search's results the key matched), in the
/// document's order, with its section, section title, collation key and position;
/// rendered on every core, to the same bytes.
public enum SectionsRows {
    /// Writes the rows of `document` in `format` to `output` (committed by the caller).
    ///
    /// - Parameters:
    ///   - document: The arranged records.
    ///   - format: csv, tsv or jsonl.
    ///   - searchKeys: What makes each record's `search_keys` column; nil for none.
    ///   - output: Where the rows go.
    public static func write(_ document: SectionedDocument, format: RowFormat, searchKeys: RecordSearch? = nil,
                             to output: OutputFile) throws {
        let indices = document.sections.flatMap { $0.items.map(\.index) }
        guard let store = document.sections.lazy.compactMap(\.items.first).first?.store else {
            // No record: a header of the added columns alone.
            try output.write(RowWriter(format: format, columns: [], collation: document.collation, searchKeys: searchKeys,
                                       matchedKeys: document.isSearchResult ? [:] : nil).header)
            return
        }
        let collation = document.collation
        let writer = RowWriter(format: format, columns: store.fieldNames, collation: collation,
                               nameColumns: store.hasSplitNames, searchKeys: searchKeys,
                               matchedKeys: document.isSearchResult ? document.matchedKeys : nil)
        let column = Array(store.fieldNames.indices)
        try output.write(writer.header)
        try ParallelRendering.render(indices, render: { chunk, bytes in
            var generator = writer.searchKeyGenerator()
            for index in chunk {
                // The placement the document was arranged by; one made from sections already arranged has none.
                let placement = document.placement(ofRecord: index)
                    ?? collation.placement(sectionedBy: store.sectionString(of: index), sortedBy: store.sortString(of: index))
                writer.appendRow(index, of: store, column: column, placement: placement, position: index,
                                 searchKeys: &generator, to: &bytes)
            }
        }, write: output.write)
    }
}
