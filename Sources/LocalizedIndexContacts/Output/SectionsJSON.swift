import LocalizedIndexCollation

/// The documented JSON shape of `sort-contacts`:
///
/// ```
/// {"locale", "collationLocale", "style", "icuVersion": "72.1", "collationVersion": "153.120.42",
///  "sectionTitles": [every section's title],
///  "sectionIndexTitles": [the index bar's titles], "indexTitleSections": [section per title, null for search],
///  "recordCount": N,
///  "sections": [{"title", "section": <index in sectionTitles>,
///                "records": [{<every input field>…, "sectionKey": "…", "sortKey": "…",
///                             with --with-keys: "collationKey": "<hex>", "position": <input order>}]}]}
/// ```
///
/// `sectionKey` and `sortKey` are the strings the collation compared (a name's pinyin or kana reading when
/// it read one: `LocalizedIndexCollation.Placement`); `collationKey` is the lowercase hex of the sort key
/// of `sortKey` (`SortKey.bytes`), and `position` the record's 0-based place in the input: records are in
/// the order of (section, collationKey bytes, position). An input field named like a key the output adds is
/// an error (``AddedKeys/check(_:against:file:ignoringCase:)``), so no record has a key twice.
/// Written as it goes, so a million records never sit in memory as text; the records of a long section are
/// rendered on every core (`ParallelRendering`), to the same bytes.
public enum SectionsJSON {
    /// Writes `document` in the documented JSON shape to `output` (committed by the caller); with
    /// `withKeys`, each record's `collationKey` and `position` too.
    public static func write(_ document: SectionedDocument, withKeys: Bool = false, to output: OutputFile) throws {
        let collation = document.collation
        var writer = JSONWriter()
        try writer.object { json in
            json.field("locale", collation.locale.identifier)
            json.field("collationLocale", collation.collationLocale)
            json.field("style", collation.style.rawValue)
            json.field("icuVersion", LocalizedIndexCollation.icuVersion)
            json.field("collationVersion", collation.collationVersion)
            json.field("sectionTitles", collation.sectionTitles)
            json.field("sectionIndexTitles", document.indexBar.titles)
            json.key("indexTitleSections")
            json.array(inline: true) { json in
                for section in document.indexBar.sections {
                    if let section { json.value(section) } else { json.null() }
                }
            }
            json.field("recordCount", document.recordCount)
            json.key("sections")
            try json.array { json in
                for section in document.sections {
                    try json.object { json in
                        json.field("title", section.title)
                        json.field("section", section.index)
                        json.key("records")
                        try json.array { json in
                            try output.write(json.drain())
                            let depth = json.depth
                            if let store = section.items.first?.store {
                                let keys = EncodedKeys(fieldNames: store.fieldNames, withKeys: withKeys)
                                try ParallelRendering.render(section.items.map(\.index), render: { chunk, position in
                                    var part = JSONWriter(elementsOfArrayAtDepth: depth, continuing: position > 0)
                                    writeRecords(chunk, of: store, collation: collation, keys: keys, to: &part)
                                    return part.bytes
                                }, write: output.write)
                            }
                            if !section.items.isEmpty { json.noteElementsWrittenApart() }
                        }
                    }
                }
            }
        }
        writer.finish()
        try output.write(writer.bytes)
    }

    /// Records of `store`, in this order, straight from the store's bytes: no string per field, each field's
    /// key rendered once per store, the rest copied and escaped into the buffer.
    ///
    /// Records come in sorted order, so each is a cache miss or two away in the store (nearly all of the
    /// record decoder's time in profiles). The records of a short run are touched first, all at once, so
    /// the processor waits for their memory side by side rather than one after another.
    private static func writeRecords(_ indices: ArraySlice<Int>, of store: RecordStore,
                                     collation: LocalizedIndexCollation, keys: EncodedKeys, to json: inout JSONWriter) {
        keys.bytes.withUnsafeBufferPointer { encoded in
            var start = indices.startIndex
            while start < indices.endIndex {
                let run = indices[start..<min(start + prefetchRun, indices.endIndex)]
                store.touch(run)
                for index in run {
                    writeRecord(index, of: store, collation: collation, keys: keys, encoded: encoded, to: &json)
                }
                start = run.endIndex
            }
        }
    }

    /// Records touched at a time before rendering: their bytes stay in the core's cache until rendered.
    private static let prefetchRun = 128

    private static func writeRecord(_ index: Int, of store: RecordStore, collation: LocalizedIndexCollation,
                                    keys: EncodedKeys, encoded: UnsafeBufferPointer<UInt8>, to json: inout JSONWriter) {
        json.rawValue { bytes in
            var first = true
            func separate() {
                if !first { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
                first = false
            }
            func key(_ range: Range<Int>) { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: encoded[range])) }
            bytes.append(UInt8(ascii: "{"))
            store.forEachField(of: index, numbered: { number, value in
                separate()
                key(keys.field[number])
                JSONWriter.appendQuoted(value, to: &bytes)
            }, thenKeys: { sectionKey, sortKey in
                // The strings the collation compared: the readings it made, where it read the name. The
                // record is placed again only for its sort key (--with-keys): placing a million records a
                // second time tripled the JSON output's time.
                let sectionText = String(decoding: sectionKey, as: UTF8.self), sortText = String(decoding: sortKey, as: UTF8.self)
                let placement = keys.withKeys ? collation.placement(sectionedBy: sectionText, sortedBy: sortText) : nil
                var (sectionString, sortString) = placement.map { ($0.sectionString, $0.sortString) }
                    ?? collation.comparedStrings(sectionedBy: sectionText, sortedBy: sortText)
                separate()
                key(keys.sectionKey)
                sectionString.withUTF8 { JSONWriter.appendQuoted($0, to: &bytes) }
                separate()
                key(keys.sortKey)
                sortString.withUTF8 { JSONWriter.appendQuoted($0, to: &bytes) }
                guard let placement else { return }
                separate()
                key(keys.collationKey)
                bytes.append(UInt8(ascii: "\""))
                AddedKeys.appendHex(placement.sortKey.bytes, to: &bytes)
                bytes.append(UInt8(ascii: "\""))
                separate()
                key(keys.position)
                bytes.append(contentsOf: String(index).utf8)
            })
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Every key a record is written with (`"name": `), encoded once, back to back in one buffer: looking
    /// an array of arrays up per field retained and released the inner arrays, a contended atomic when
    /// both cores render.
    private struct EncodedKeys: Sendable {
        package private(set) var bytes: [UInt8] = []
        /// Where field number `n`'s key is in ``bytes``.
        package private(set) var field: [Range<Int>] = []
        package private(set) var sectionKey = 0..<0
        package private(set) var sortKey = 0..<0
        package private(set) var collationKey = 0..<0
        package private(set) var position = 0..<0
        /// Whether records get `collationKey` and `position` (`--with-keys`).
        package let withKeys: Bool

        package init(fieldNames: [String], withKeys: Bool) {
            self.withKeys = withKeys
            field = fieldNames.map { add($0) }
            sectionKey = add("sectionKey")
            sortKey = add("sortKey")
            collationKey = add("collationKey")
            position = add("position")
        }

        private mutating func add(_ name: String) -> Range<Int> {
            let start = bytes.count
            bytes.append(contentsOf: JSONWriter.encodedKey(name))
            return start..<bytes.count
        }
    }
}
