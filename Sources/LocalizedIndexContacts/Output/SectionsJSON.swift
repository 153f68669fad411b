import LocalizedIndexSupport
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
///                             with --with-keys: "collationKey": "<hex>", "position": <input order>,
///                             for a full name split to place it: "nameParts": {"prefix", "given",
///                             "middle", "family", "suffix" (each when present), "style"},
///                             in a search's results: "matchedKey": the key the query matched}]}]}
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
        var pieces = SectionsJSONPieces()
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
        // Closures, not key paths: the runtime builds a key path object on its first use, 50 us of a run.
        let keys = document.sections.lazy.compactMap { $0.items.first }.first
            .map { EncodedKeys(fieldNames: $0.store.fieldNames, withKeys: withKeys) }
        // Every piece's buffer gets room for the largest piece: buffers are handed from piece to piece, and
        // one made larger for the next piece's bound would be fresh memory (untouched room costs nothing).
        let room = pieces.finished.lazy.map { piece in
            piece.reduce(0) { $0 + $1.byteCountBound(perStoreByte: keys?.perStoreByte ?? 0, perRecord: keys?.perRecord ?? 0) }
        }.max() ?? 0
        let readings = document.readings, matchedKeys = document.matchedKeys
        try ParallelRendering.render(pieces: pieces.finished, render: { piece, buffer in
            var json = JSONWriter(reusing: &buffer)
            json.reserve(room)
            for segment in piece {
                json.appendRaw(segment.text)
                guard let keys, let store = segment.records.first?.store else { continue }
                json.startElements(ofArrayAtDepth: segment.depth, continuing: segment.continuing)
                // Positions taken from a buffer: iterating the records themselves retained and released their
                // store for each, an atomic both cores contend for.
                let records = segment.records.span
                let indices = [Int](capacity: records.count) { indices in
                    for position in records.indices { indices.append(records[position].index) }
                }
                writeRecords(indices[...], of: store, collation: collation, placedIn: document, readings: readings,
                             matchedKeys: matchedKeys, keys: keys, to: &json)
            }
            buffer = json.bytes
        }, write: output.write)
    }

    /// Records of `store`, in this order, straight from the store's bytes: no string per field, each field's
    /// key rendered once per store, the rest copied and escaped into the buffer.
    ///
    /// Records come in sorted order, so each is a cache miss or two away in the store (nearly all of the
    /// record decoder's time in profiles). The records of a short run are touched first, all at once, so
    /// the processor waits for their memory side by side rather than one after another.
    private static func writeRecords(_ indices: ArraySlice<Int>, of store: RecordStore,
                                     collation: LocalizedIndexCollation, placedIn document: SectionedDocument,
                                     readings: ReadingsByIndex,
                                     matchedKeys: [Int: String], keys: EncodedKeys, to json: inout JSONWriter) {
        var record = JSONRecordBuffer()
        // Room for splitting names again, reused from record to record.
        var layout = NameLayout(), scratch: [UInt8] = []
        let encoded = keys.bytes.span
        var start = indices.startIndex
        while start < indices.endIndex {
            let run = indices[start..<min(start + prefetchRun, indices.endIndex)]
            store.touch(run)
            for index in run {
                let placement = keys.withKeys ? document.placement(ofRecord: index) : nil
                json.rawValue { bytes in
                    record.writing(into: &bytes) { record in
                        writeRecord(index, of: store, collation: collation, placement: placement, readings: readings,
                                    keys: keys, encoded: encoded, layout: &layout, scratch: &scratch, to: &record)
                        if !matchedKeys.isEmpty, let matched = matchedKeys[index] {
                            // Before the object's closing brace.
                            record.removeLast()
                            record.member(encoded.extracting(keys.matchedKey))
                            record.appendQuoted(matched.utf8Span.span)
                            record.endObject()
                        }
                    }
                }
            }
            start = run.endIndex
        }
    }

    /// Records touched at a time before rendering: their bytes stay in the core's cache until rendered.
    private static let prefetchRun = 128

    /// Writes record `index` as one JSON object: its fields, then the strings it was compared by (for a name
    /// the collation read, the reading noted in `readings` while arranging, when there is one), and with keys
    /// its placement's sort key: `placement`, the one the document was arranged by, when it kept them.
    private static func writeRecord(_ index: Int, of store: RecordStore, collation: LocalizedIndexCollation,
                                    placement knownPlacement: LocalizedIndexCollation.Placement?,
                                    readings: ReadingsByIndex, keys: EncodedKeys, encoded: Span<UInt8>,
                                    layout: inout NameLayout, scratch: inout [UInt8], to record: inout JSONRecordBuffer) {
        defer {
            if store.hasSplitNames {
                writeNameParts(index, of: store, keys: keys, encoded: encoded, layout: &layout, scratch: &scratch,
                               to: &record)
            }
            record.endObject()
        }
        record.beginObject()
        // The record's fields and, for a name compared as written or read (nearly all), the strings compared
        // go into room made once for them: each byte of a value or key is written at most six times over
        // (`\u00XX`), the keys compared are each at most the record's bytes, and `perRecord` covers every key,
        // quote and separator. Room made piece by piece cost twice as much as the writing. A reading is
        // looked up only for a name not compared as written, and written after the room when it does not fit
        // what is left of it (a reading can be longer than its name; looking each up first to size the room
        // cost a fifth of writing a Japanese list).
        let byteCount = store.byteCount(of: index)
        let comparedKeyLength = max(keys.sectionKey.count, keys.sortKey.count)
        var decoded: (sectionKey: String, sortKey: String)?
        var readingLeftOver = false
        record.write(atMost: keys.perRecord + 6 * 3 * byteCount) { output, hasMember in
            store.forEachField(of: index, numbered: { number, value in
                output.append(copying: encoded.extracting(
                    hasMember ? keys.fieldOpeningAfterMember[number] : keys.fieldOpening[number]))
                hasMember = true
                JSONRecordBuffer.escaped(value, to: &output)
                output.append(UInt8(ascii: "\""))
            }, thenKeys: { sectionKey, sortKey in
                func compared(_ section: Span<UInt8>, _ sort: Span<UInt8>) {
                    output.append(copying: encoded.extracting(
                        hasMember ? keys.sectionKeyOpeningAfterMember : keys.sectionKeyOpening))
                    hasMember = true
                    JSONRecordBuffer.escaped(section, to: &output)
                    output.append(copying: encoded.extracting(keys.sortKeyAfterSectionKey))
                    JSONRecordBuffer.escaped(sort, to: &output)
                    output.append(UInt8(ascii: "\""))
                }
                // The strings the collation compared: the readings it made, where it read the name. A name
                // compared as written (nearly all) is copied from the store as it is.
                if !keys.withKeys, collation.comparesAsWritten(sectionUTF8: sectionKey, sortUTF8: sortKey) {
                    return compared(sectionKey, sortKey)
                }
                // Readings are noted only where one name is the section and the sort key: it is read once.
                if !keys.withKeys, let fitted = readings.withReading(at: index, { reading -> Bool in
                    guard output.freeCapacity >= 2 * (comparedKeyLength + 5 + 6 * reading.count) else { return false }
                    compared(reading, reading)
                    return true
                }) {
                    readingLeftOver = !fitted
                    return
                }
                decoded = (String(decoding: sectionKey), String(decoding: sortKey))
            })
        }
        if readingLeftOver {
            readings.withReading(at: index) { reading in
                record.member(encoded.extracting(keys.sectionKey))
                record.appendQuoted(reading)
                record.member(encoded.extracting(keys.sortKey))
                record.appendQuoted(reading)
            }
            return
        }
        guard let decoded else { return }
        // With keys, the placement the document was arranged by gives the strings compared (a document made
        // from sections already arranged has none: the record is placed here); without, the collation.
        let placement = keys.withKeys
            ? knownPlacement ?? collation.placement(sectionedBy: decoded.sectionKey, sortedBy: decoded.sortKey)
            : nil
        let (sectionString, sortString) = placement.map { ($0.sectionString, $0.sortString) }
            ?? collation.comparedStrings(sectionedBy: decoded.sectionKey, sortedBy: decoded.sortKey)
        record.member(encoded.extracting(keys.sectionKey))
        record.appendQuoted(sectionString.utf8Span.span)
        record.member(encoded.extracting(keys.sortKey))
        record.appendQuoted(sortString.utf8Span.span)
        guard let placement else { return }
        record.member(encoded.extracting(keys.collationKey))
        var hex: [UInt8] = [UInt8(ascii: "\"")]
        AddedKeys.appendHex(placement.sortKey.bytes, to: &hex)
        hex.append(UInt8(ascii: "\""))
        record.append(hex.span)
        record.member(encoded.extracting(keys.position))
        record.append(String(index).utf8Span.span)
    }

    /// `"nameParts": {"prefix": …, "given": …, "middle": …, "family": …, "suffix": …, "style": …}` for a
    /// record whose name was split to place it (each part only when present), split again from its name.
    private static func writeNameParts(_ index: Int, of store: RecordStore, keys: EncodedKeys,
                                       encoded: Span<UInt8>, layout: inout NameLayout,
                                       scratch: inout [UInt8], to record: inout JSONRecordBuffer) {
        _ = store.withSplitName(of: index, into: &layout) { name, layout in
            guard !layout.isEmpty else { return }
            func raw(_ range: Range<Int>) { record.append(encoded.extracting(range)) }
            record.member(encoded.extracting(keys.nameParts))
            raw(keys.openBrace)
            var first = true
            for part in NameLayout.Part.allCases where !layout[part].isEmpty {
                if !first { raw(keys.comma) }
                first = false
                raw(keys.part[part.rawValue])
                scratch.removeAll(keepingCapacity: true)
                layout.append(part, of: name, to: &scratch)
                record.appendQuoted(scratch.span)
            }
            if let style = layout.style {
                raw(keys.comma)
                raw(keys.style[NameStyle.allCases.firstIndex(of: style) ?? 0])
            }
            raw(keys.closeBrace)
        }
    }

    /// Every key a record is written with (`"name": `), encoded once, back to back in one buffer: looking
    /// an array of arrays up per field retained and released the inner arrays, a contended atomic when
    /// both cores render.
    private struct EncodedKeys: Sendable {
        package private(set) var bytes: [UInt8] = []
        /// Where field number `n`'s key is in ``bytes``, with the quote opening its value (`"name": "`), and
        /// the same after another member (`, "name": "`): a field's member is two copies and a closing quote.
        package private(set) var fieldOpening: [Range<Int>] = []
        package private(set) var fieldOpeningAfterMember: [Range<Int>] = []
        /// `"sectionKey": "` (after another member, `, "sectionKey": "`), and between its value and the sort
        /// key's, `", "sortKey": "`.
        package private(set) var sectionKeyOpening = 0..<0
        package private(set) var sectionKeyOpeningAfterMember = 0..<0
        package private(set) var sortKeyAfterSectionKey = 0..<0
        package private(set) var sectionKey = 0..<0
        package private(set) var sortKey = 0..<0
        package private(set) var collationKey = 0..<0
        package private(set) var position = 0..<0
        package private(set) var nameParts = 0..<0
        package private(set) var matchedKey = 0..<0
        /// Each name part's key, and `"style": "…"` for each style, in the order of `NameStyle.allCases`.
        package private(set) var part: [Range<Int>] = []
        package private(set) var style: [Range<Int>] = []
        package private(set) var openBrace = 0..<0
        package private(set) var closeBrace = 0..<0
        package private(set) var comma = 0..<0
        /// Whether records get `collationKey` and `position` (`--with-keys`).
        package let withKeys: Bool

        /// Bytes of a record's JSON per byte of the record in the store, at most (but for escapes): its
        /// values, its name again as section and sort key (a reading may be longer: a Han character's pinyin
        /// is up to six letters for its three bytes), and with keys the sort key's hex (a collation key is
        /// about as long as its string, or twice; two hex digits a byte).
        package var perStoreByte: Int { withKeys ? 8 : 4 }
        /// Bytes of a record's JSON besides its values, at most: every key, quotes and a separator around
        /// each value, braces, the comma and line end, the position (`--with-keys`), and the keys of the
        /// name's parts (their values are in the store).
        package var perRecord: Int { bytes.count + 4 * (fieldOpening.count + 4) + 8 + 20 + 100 }

        package init(fieldNames: [String], withKeys: Bool) {
            self.withKeys = withKeys
            fieldOpening = fieldNames.map { addRaw("", key: $0, "\"") }
            fieldOpeningAfterMember = fieldNames.map { addRaw(", ", key: $0, "\"") }
            sectionKeyOpening = addRaw("", key: "sectionKey", "\"")
            sectionKeyOpeningAfterMember = addRaw(", ", key: "sectionKey", "\"")
            sortKeyAfterSectionKey = addRaw("\", ", key: "sortKey", "\"")
            sectionKey = add("sectionKey")
            sortKey = add("sortKey")
            collationKey = add("collationKey")
            position = add("position")
            nameParts = add("nameParts")
            matchedKey = add("matchedKey")
            part = NameLayout.Part.allCases.map { add($0.name) }
            style = NameStyle.allCases.map { addRaw(#""style": "\#($0.rawValue)""#) }
            openBrace = addRaw("{")
            closeBrace = addRaw("}")
            comma = addRaw(", ")
        }

        private mutating func addRaw(_ text: String) -> Range<Int> {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            return start..<bytes.count
        }

        /// `before`, the key `name`, then `after`.
        private mutating func addRaw(_ before: String, key name: String, _ after: String) -> Range<Int> {
            let start = bytes.count
            bytes.append(contentsOf: before.utf8)
            bytes.append(contentsOf: JSONWriter.encodedKey(name))
            bytes.append(contentsOf: after.utf8)
            return start..<bytes.count
        }

        private mutating func add(_ name: String) -> Range<Int> {
            let start = bytes.count
            bytes.append(contentsOf: JSONWriter.encodedKey(name))
            return start..<bytes.count
        }
    }
}

