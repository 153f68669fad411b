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
        var pieces = Pieces()
        var writer = JSONWriter()
        writer.object { json in
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
            json.array { json in
                for section in document.sections {
                    json.object { json in
                        json.field("title", section.title)
                        json.field("section", section.index)
                        json.key("records")
                        json.array { json in
                            pieces.add(text: json.drain(), records: section.items[...], depth: json.depth)
                            if !section.items.isEmpty { json.noteElementsWrittenApart() }
                        }
                    }
                }
            }
        }
        writer.finish()
        pieces.add(text: writer.bytes, records: [], depth: 0)
        let keys = document.sections.lazy.compactMap(\.items.first).first
            .map { EncodedKeys(fieldNames: $0.store.fieldNames, withKeys: withKeys) }
        try ParallelRendering.render(pieces: pieces.finished, render: { piece in
            var bytes: [UInt8] = []
            for segment in piece {
                bytes.append(contentsOf: segment.text)
                guard let keys, let store = segment.records.first?.store else { continue }
                var part = JSONWriter(elementsOfArrayAtDepth: segment.depth, continuing: segment.continuing)
                writeRecords(segment.records, of: store, collation: collation, keys: keys, to: &part)
                bytes.append(contentsOf: part.bytes)
            }
            return bytes
        }, write: output.write)
    }

    /// The document cut into pieces of about the same work, rendered on every core and written in order:
    /// each piece holds up to ``ParallelRendering/chunkSize`` records, of one long section or of several
    /// short ones, each run of records after the text (section titles, brackets) written before it. A
    /// contact list's sections are mostly short: rendered a section at a time, they kept one core busy.
    private struct Pieces {
        struct Segment: Sendable {
            /// What the document's own writer wrote before these records.
            var text: [UInt8]
            var records: ArraySlice<SortedRecord>
            /// How deep the records' array is, and whether records of its section come before these.
            var depth: Int
            var continuing: Bool
        }

        private(set) var finished: [[Segment]] = []
        private var current: [Segment] = []
        private var filled = 0

        /// Adds `text`, then `records` (the records of one section, in an array `depth` containers deep).
        mutating func add(text: [UInt8], records: ArraySlice<SortedRecord>, depth: Int) {
            var text = text, rest = records
            repeat {
                let taken = rest.prefix(ParallelRendering.chunkSize - filled)
                current.append(Segment(text: text, records: taken, depth: depth,
                                       continuing: taken.startIndex > records.startIndex))
                text = []
                filled += taken.count
                rest = rest[taken.endIndex...]
                if filled == ParallelRendering.chunkSize { closePiece() }
            } while !rest.isEmpty
            if records.isEmpty && depth == 0 { closePiece() }  // the document's end
        }

        private mutating func closePiece() {
            guard !current.isEmpty else { return }
            finished.append(current)
            current = []
            filled = 0
        }
    }

    /// Records of `store`, in this order, straight from the store's bytes: no string per field, each field's
    /// key rendered once per store, the rest copied and escaped into the buffer.
    ///
    /// Records come in sorted order, so each is a cache miss or two away in the store (nearly all of the
    /// record decoder's time in profiles). The records of a short run are touched first, all at once, so
    /// the processor waits for their memory side by side rather than one after another.
    private static func writeRecords(_ records: ArraySlice<SortedRecord>, of store: RecordStore,
                                     collation: LocalizedIndexCollation, keys: EncodedKeys, to json: inout JSONWriter) {
        keys.bytes.withUnsafeBufferPointer { encoded in
            var start = records.startIndex
            while start < records.endIndex {
                let run = records[start..<min(start + prefetchRun, records.endIndex)]
                store.touch(run.lazy.map(\.index))
                for record in run {
                    writeRecord(record.index, of: store, collation: collation, keys: keys, encoded: encoded, to: &json)
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
                func compared(_ section: UnsafeBufferPointer<UInt8>, _ sort: UnsafeBufferPointer<UInt8>) {
                    separate()
                    key(keys.sectionKey)
                    JSONWriter.appendQuoted(section, to: &bytes)
                    separate()
                    key(keys.sortKey)
                    JSONWriter.appendQuoted(sort, to: &bytes)
                }
                // The strings the collation compared: the readings it made, where it read the name. A name
                // compared as written (nearly all) is copied from the store as it is. The record is placed
                // again only for its sort key (--with-keys): placing a million records a second time
                // tripled the JSON output's time.
                if !keys.withKeys, collation.comparesAsWritten(sectionUTF8: sectionKey, sortUTF8: sortKey) {
                    return compared(sectionKey, sortKey)
                }
                let sectionText = String(decoding: sectionKey, as: UTF8.self), sortText = String(decoding: sortKey, as: UTF8.self)
                let placement = keys.withKeys ? collation.placement(sectionedBy: sectionText, sortedBy: sortText) : nil
                var (sectionString, sortString) = placement.map { ($0.sectionString, $0.sortString) }
                    ?? collation.comparedStrings(sectionedBy: sectionText, sortedBy: sortText)
                sectionString.withUTF8 { section in sortString.withUTF8 { sort in compared(section, sort) } }
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
