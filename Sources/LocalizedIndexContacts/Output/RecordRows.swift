import LocalizedIndexSupport
import LocalizedIndexCollation

/// The row formats of `sort-contacts` and `keys`: one row per record, its input fields, then the keys an
/// engine sorts by (``AddedKeys/rows(style:)``).
///
/// - `csv`: RFC 4180: a header row, fields separated by commas, lines ended by CRLF, a field quoted (its
///   quotes doubled) when it holds a comma, a quote, CR or LF. UTF-8 without BOM.
/// - `tsv`: a header row, fields separated by tabs, lines ended by LF; in a field, backslash, tab, LF and
///   CR are written `\\`, `\t`, `\n`, `\r` (PostgreSQL's `COPY … (FORMAT text)` convention).
/// - `jsonl`: one JSON object per line, the record's own fields then the added keys; no header.
public enum RowFormat: String, CaseIterable, Sendable {
    /// RFC 4180 CSV with a header row.
    case csv
    /// Tab-separated values with a header row.
    case tsv
    /// JSON Lines.
    case jsonl
}

/// Renders rows of records with the keys an engine sorts by: the record's section (its position in
/// ``LocalizedIndexCollation/sectionTitles``), the section's title, the hex of its sort key (the key of the
/// string actually compared: ``LocalizedIndexCollation/Placement``) and its position in the input; in the
/// `android` style also Android's `phonebook_label` and `phonebook_bucket`, the same section seen as the
/// contacts provider stores it; when full names were split to place records, the `given` and `family` names
/// they were placed by (empty for a record not split).
package struct RowWriter: Sendable {
    package let format: RowFormat
    /// The input fields, as columns (csv, tsv): a record lacking one has it empty.
    package let columns: [String]
    private let titles: [String]
    private let android: Bool
    /// Each column's `"name": ` for jsonl, and the added keys'.
    private let encodedColumns: [[UInt8]]
    private let encodedAdded: [[UInt8]]
    /// Whether rows end with the `given` and `family` names of split full names.
    package let nameColumns: Bool
    /// What makes the `search_keys` column, when rows have one (`--with-search-keys`).
    private let searchKeys: RecordSearch?
    /// For a search's results, the key each record matched (the last column, `matched_key`); nil otherwise.
    private let matchedKeys: [Int: String]?

    package init(format: RowFormat, columns: [String], collation: LocalizedIndexCollation, nameColumns: Bool = false,
                 searchKeys: RecordSearch? = nil, matchedKeys: [Int: String]? = nil) {
        self.format = format
        self.columns = columns
        titles = collation.sectionTitles
        android = collation.style == .android
        self.nameColumns = nameColumns
        self.searchKeys = searchKeys
        self.matchedKeys = matchedKeys
        encodedColumns = columns.map(JSONWriter.encodedKey)
        encodedAdded = Self.addedColumns(style: collation.style, nameColumns: nameColumns, searchKeys: searchKeys != nil,
                                         matchedKeys: matchedKeys != nil).map(JSONWriter.encodedKey)
    }

    /// The columns rows end with, after the input's fields.
    static func addedColumns(style: LocalizedIndexCollation.Style, nameColumns: Bool, searchKeys: Bool,
                             matchedKeys: Bool) -> [String] {
        AddedKeys.rows(style: style) + (nameColumns ? AddedKeys.rowNameParts : [])
            + (searchKeys ? [AddedKeys.rowSearchKeys] : []) + (matchedKeys ? [AddedKeys.rowMatchedKey] : [])
    }

    /// The header row (csv, tsv); nothing for jsonl.
    package var header: [UInt8] {
        guard format != .jsonl else { return [] }
        var bytes: [UInt8] = []
        let names = columns + Self.addedColumns(style: android ? .android : .uikit, nameColumns: nameColumns,
                                                searchKeys: searchKeys != nil, matchedKeys: matchedKeys != nil)
        for (number, name) in names.enumerated() {
            if number > 0 { bytes.append(separator) }
            appendField(name.utf8Span.span, to: &bytes)
        }
        bytes.append(contentsOf: lineEnd)
        return bytes
    }

    /// What makes the `search_keys` column of the rows one thread appends (``appendRow(_:of:column:placement:position:searchKeys:to:)``);
    /// nil when rows have no such column.
    package func searchKeyGenerator() -> SearchKeyGenerator? {
        searchKeys?.keyGenerator()
    }

    /// Appends the row of record `index` of `store`, placed at `placement`, `position` in the input.
    ///
    /// - Parameters:
    ///   - column: The column of each of `store`'s field numbers (csv, tsv); nil for a field that is no
    ///     column (an error for the caller to have caught: ``columnMap(for:)``).
    ///   - generator: This thread's ``searchKeyGenerator()``.
    package func appendRow(_ index: Int, of store: RecordStore, column: [Int], placement: LocalizedIndexCollation.Placement,
                           position: Int, searchKeys generator: inout SearchKeyGenerator?, to bytes: inout [UInt8]) {
        if format == .jsonl {
            appendObject(index, of: store, placement: placement, position: position, searchKeys: &generator, to: &bytes)
            return
        }
        // Field values in column order: a record may give its fields in another order, or lack some.
        var values = [Range<Int>?](repeating: nil, count: columns.count)
        store.forEachField(of: index, numberedAt: { number, value in values[column[number]] = value }, then: { text in
            // In room made once for the row's fields: each at most doubled and quoted, and its separator.
            var room = 0
            for value in values { room += 2 * (value?.count ?? 0) + 3 }
            let format = format, separator = separator
            bytes.append(addingCapacity: room) { output in
                for value in values {
                    if let value { Self.writeField(text.extracting(value), as: format, to: &output) }
                    output.append(separator)
                }
            }
        })
        appendNumber(placement.section, to: &bytes)
        bytes.append(separator)
        let title = titles[placement.section]
        appendField(title.utf8Span.span, to: &bytes)
        bytes.append(separator)
        AddedKeys.appendHex(placement.sortKey.bytes, to: &bytes)
        bytes.append(separator)
        appendNumber(position, to: &bytes)
        if android {
            bytes.append(separator)
            appendField(title.utf8Span.span, to: &bytes)
            bytes.append(separator)
            appendNumber(placement.section, to: &bytes)
        }
        if nameColumns {
            let (given, family) = givenAndFamily(index, of: store)
            for part in [given, family] {
                bytes.append(separator)
                if let part { appendField(part.span, to: &bytes) }
            }
        }
        if let searchKeys, generator != nil {
            bytes.append(separator)
            // Hexadecimal digits and spaces: a field no format quotes.
            searchKeys.appendTokenList(of: store[index], using: &generator!, to: &bytes)
        }
        if matchedKeys != nil {
            bytes.append(separator)
            if let matched = matchedKeys?[index] { appendField(matched.utf8Span.span, to: &bytes) }
        }
        bytes.append(contentsOf: lineEnd)
    }

    /// The column of each of `store`'s field numbers, or the first field that is no column.
    package func columnMap(for store: RecordStore) -> Result<[Int], UnknownField> {
        var map: [Int] = []
        for name in store.fieldNames {
            guard let column = columns.firstIndex(of: name) else { return .failure(UnknownField(name: name)) }
            map.append(column)
        }
        return .success(map)
    }

    /// A field of the input that the header written has no column for.
    package struct UnknownField: Error {
        package var name: String
    }

    private func appendObject(_ index: Int, of store: RecordStore, placement: LocalizedIndexCollation.Placement,
                              position: Int, searchKeys generator: inout SearchKeyGenerator?, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        store.forEachField(of: index, numbered: { number, value in
            bytes.append(contentsOf: JSONWriter.encodedKey(store.fieldNames[number]))
            JSONWriter.appendQuoted(value, to: &bytes)
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
        }, thenKeys: { _, _ in })
        let title = titles[placement.section]
        bytes.append(contentsOf: encodedAdded[0])
        appendNumber(placement.section, to: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + encodedAdded[1])
        JSONWriter.appendQuoted(title.utf8Span.span, to: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + encodedAdded[2] + [UInt8(ascii: "\"")])
        AddedKeys.appendHex(placement.sortKey.bytes, to: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: " ")] + encodedAdded[3])
        appendNumber(position, to: &bytes)
        if android {
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + encodedAdded[4])
            JSONWriter.appendQuoted(title.utf8Span.span, to: &bytes)
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + encodedAdded[5])
            appendNumber(placement.section, to: &bytes)
        }
        if nameColumns {
            let (given, family) = givenAndFamily(index, of: store)
            for (key, part) in zip(encodedAdded.suffix(2), [given, family]) {
                bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + key)
                guard let part else {
                    bytes.append(contentsOf: "null".utf8)
                    continue
                }
                JSONWriter.appendQuoted(part.span, to: &bytes)
            }
        }
        if let searchKeys, generator != nil {
            let key = encodedAdded[encodedAdded.count - (matchedKeys == nil ? 1 : 2)]
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + key + [UInt8(ascii: "\"")])
            // Hexadecimal digits and spaces: nothing to escape.
            searchKeys.appendTokenList(of: store[index], using: &generator!, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        if let matched = matchedKeys?[index], let key = encodedAdded.last {
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")] + key)
            JSONWriter.appendQuoted(matched.utf8Span.span, to: &bytes)
        }
        bytes.append(contentsOf: [UInt8(ascii: "}"), UInt8(ascii: "\n")])
    }

    /// The given and family names record `index` was placed by, when its name was split (each nil when
    /// absent).
    private func givenAndFamily(_ index: Int, of store: RecordStore) -> (given: [UInt8]?, family: [UInt8]?) {
        var layout = NameLayout()
        return store.withSplitName(of: index, into: &layout) { name, layout in
            func part(_ part: NameLayout.Part) -> [UInt8]? {
                guard !layout[part].isEmpty else { return nil }
                var bytes: [UInt8] = []
                layout.append(part, of: name, to: &bytes)
                return bytes
            }
            return (part(.given), part(.family))
        } ?? (nil, nil)
    }

    private var separator: UInt8 { format == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t") }
    private var lineEnd: [UInt8] { format == .csv ? [0x0D, 0x0A] : [0x0A] }

    private func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// One field's value as the format writes it.
    private func appendField(_ value: Span<UInt8>, to bytes: inout [UInt8]) {
        let format = format
        bytes.append(addingCapacity: 2 * value.count + 2) { Self.writeField(value, as: format, to: &$0) }
    }

    /// One field's value as the format writes it, into room made for at most `2 * value.count + 2` bytes:
    /// CSV quotes a value that holds a comma, quote or line break and doubles its quotes; TSV escapes a
    /// backslash, tab and line break.
    private static func writeField(_ value: Span<UInt8>, as format: RowFormat, to output: inout OutputSpan<UInt8>) {
        if format == .csv {
            let quote = UInt8(ascii: "\"")
            var quoted = false
            for position in value.indices {
                let byte = value[position]
                if byte == UInt8(ascii: ",") || byte == quote || byte == 0x0A || byte == 0x0D {
                    quoted = true
                    break
                }
            }
            guard quoted else {
                output.append(copying: value)
                return
            }
            output.append(quote)
            for position in value.indices {
                if value[position] == quote { output.append(quote) }
                output.append(value[position])
            }
            output.append(quote)
            return
        }
        for position in value.indices {
            switch value[position] {
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "\\"))
            case 0x09: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "t"))
            case 0x0A: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "r"))
            case let byte: output.append(byte)
            }
        }
    }
}
