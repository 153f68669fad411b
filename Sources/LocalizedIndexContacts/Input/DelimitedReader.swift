import LocalizedIndexSupport

/// CSV and TSV with a header row: RFC 4180 quoting, in any encoding ``InputFile`` reads, lines ending in LF,
/// CR LF, CR CR LF or CR.
///
/// - The first non-blank record is the header. Its names become the field names, in order; an empty name is
///   `column N` (1-based), and a name seen before gets ` 2`, ` 3`, … (`Phone`, `Phone 2`).
/// - A header none of whose columns is a name, e-mail or phone column (``ColumnMapping``) is most likely the
///   first contact of a file without a header: an error naming `--no-header` and `--name-field`, never a
///   contact silently taken for column names. With `--no-header` the columns are `column 1`, `column 2`, …
///   and the name is `column 1` unless `--name-field` says otherwise.
/// - A record with more fields than the header (exports that end every row with the separator) is kept:
///   the extra fields are dropped, silently when they are empty, with a warning naming the file, line and
///   field when one is not (no column name says what it holds). A record with fewer fields is an error.
/// - A value longer than ``InputFile/maximumFieldLength`` is an error naming its field.
/// - A field in double quotes may hold separators, line breaks (kept as in the file: LF, or CR LF) and
///   doubled quotes (`""` is one `"`). A quote inside an unquoted field is taken literally (`5" tall`);
///   text after a closing quote (`"Bob" Smith`) is an error.
/// - Blank lines between records (empty, or a lone CR) are skipped, for CSV and TSV alike: they carry no
///   fields. A single-column file writes an empty value as `""`.
/// - A record's `line` is the line it starts on. Errors name the file, line and field, and are thrown only
///   once the whole record is read, so the next call goes on with the next record (`--on-error skip`);
///   an unterminated quote is reported at the line where its field began, and ends the input (it ran to
///   the end of the file), so the next call returns nil.
///
/// Why a hand-written parser rather than one of the Swift CSV libraries available (checked against
/// yaslab/CSV.swift 2.5.2 and swiftcsv/SwiftCSV 0.10.0, on their sources and in a scratch package):
/// - SwiftCSV cannot stream: every initializer takes the whole text (`CSV(url:)` is
///   `String(contentsOf:)`), and `CSV<Enumerated>` parses every row into `rows` up front. Over the 1M-row,
///   46 MB TSV it peaked at 484 MB resident and took 10.4 s. It also reports no line numbers, accepts an
///   unterminated quote silently (`1,"open⏎2,x⏎` → one row `["1", "open\n2,x\n"]`), drops leading
///   spaces that RFC 4180 says belong to the field (`  Anna` → `Anna`), pads a short row with made-up
///   empty fields (`4` under a two-column header → `["4", "", ""]`), and rejects a file with one invalid
///   UTF-8 byte as a whole, with Foundation's "The file isn’t in the correct format" and no line.
/// - CSV.swift streams (20 MB resident, 4.2 s for the same file) but: it has no notion of lines, so a
///   record's line cannot be known once a field holds a line break; an unterminated quote is
///   indistinguishable from a closed one (`1,"open⏎2,x⏎` and `1,"open⏎2,x⏎"` give the same row, no error);
///   text after a closing quote corrupts the data silently (`"x"y,z` → one field `x",z⏎`: `y` dropped,
///   the separator swallowed); invalid UTF-8 only sets a `reader.error` property with no position while
///   rows go on with a made-up row (`3,\xFFx` → rows `["3", ""]`, `["x"]`); and that property is set to
///   `cannotReadFile` at the end of every file read through `InputStream`, so it cannot tell an error from
///   the end. Every one of our error requirements would need a second parser beside it.
/// This parser reads `InputFile`'s lines (only the current block is held): 0.9–1.1 s and 22 MB resident for
/// the same file in a release build, records and name parts included. `sort-contacts` reads it as bytes
/// (``DelimitedBatch``, no string per field): 0.53–0.59 s for the whole read into its record store.
package struct DelimitedReader: RecordReader {
    /// The field names, from the header, made unique.
    package let columns: [String]
    package let mapping: ColumnMapping
    private var scanner: Scanner
    /// The input read.
    var input: InputFile { scanner.input }

    /// Reads the header.
    ///
    /// - Parameter nameField: `--name-field`: the column of the displayed name.
    /// - Throws: ``InputError`` for a header that cannot be read, or at the header's line when `nameField`
    ///   is not a column.
    /// Whether each column holds a part of the name (``ColumnMapping/readsName(from:)``).
    private var nameFields: [Bool] = []
    /// The first record of a file without a header (`--no-header`), read to count its columns.
    private var firstRecord: (values: FieldValues, line: Int)?

    package init(input: InputFile, separator: UInt8, nameField: String?, readingField: String? = nil,
                 hasHeader: Bool = true) throws {
        var scanner = Scanner(input: input, separator: separator)
        var values = FieldValues()
        let header = try input.withLines { try scanner.next(names: [], into: &values, from: &$0) }
        self.scanner = scanner
        let count = header?.count ?? 0
        if hasHeader {
            columns = Self.uniqueNames((0..<count).map { values.string(at: $0) })
        } else {
            columns = (0..<count).map { "column \($0 + 1)" }
            if let header { firstRecord = (values, header.line) }
        }
        let defaultName = hasHeader || count == 0 ? nil : "column 1"
        do {
            mapping = try ColumnMapping(columns: columns, nameField: nameField ?? defaultName, readingField: readingField)
        } catch {
            throw InputError(file: input.name, line: header?.line ?? 1, problem: error.description)
        }
        nameFields = columns.map(mapping.readsName(from:))
        headerLine = header?.line ?? 1
    }

    /// The line of the header row (of the first record with `--no-header`).
    private let headerLine: Int

    /// Throws when no column holds a name, an e-mail or a phone: the header row is most likely the first
    /// contact of a file without one (`sort-contacts` calls this unless `--name-field` or `--no-header` is
    /// given).
    ///
    /// - Throws: ``ContactFileError`` naming the file, the header's line, `--no-header` and `--name-field`.
    package func requireNameColumn() throws {
        guard !mapping.findsAnyName, !columns.isEmpty else { return }
        throw ContactFileError(InputError(
            file: scanner.input.name, line: headerLine,
            problem: "no column of the header row holds a name, e-mail or phone (\(Self.shown(columns))); if this "
                + "row is a contact, the file has no header: read it with --no-header (the name is then column 1, "
                + "or --name-field 'column N'); else name the name's column with --name-field").description)
    }

    /// The first columns of a header, for a message.
    private static func shown(_ columns: [String]) -> String {
        let cut = columns.prefix(4).map { "'\($0.count > 40 ? String($0.prefix(40)) + "…" : $0)'" }
        return cut.joined(separator: ", ") + (columns.count > 4 ? ", …" : "")
    }

    package mutating func next() throws -> ContactRecord? {
        var values = FieldValues()
        guard let line = try nextRecord(into: &values) else { return nil }
        let fields = zip(columns, columns.indices).map { Field($0, values.string(at: $1)) }
        return ContactRecord(fields: fields, name: mapping.name(from: fields), line: line)
    }

    /// Appends the next record's values to `values` (exactly one per column) and returns its line; nil at
    /// the end.
    ///
    /// - Throws: ``InputError`` for a record that cannot be read or has not one value per column, with
    ///   `values` as it was.
    package mutating func nextRecord(into values: inout FieldValues) throws -> Int? {
        try scanner.input.withLines { try nextRecord(into: &values, from: &$0) }
    }

    /// ``nextRecord(into:)`` with the input's lines given (``InputFile/withLines(_:)``), for a loop over
    /// many records.
    mutating func nextRecord(into values: inout FieldValues, from lines: inout InputLines) throws -> Int? {
        if let first = firstRecord {
            firstRecord = nil
            for index in 0..<first.values.count { values.append(first.values.bytes[first.values.range(at: index)]) }
            return first.line
        }
        let mark = values.count
        do {
            guard let record = try scanner.next(names: columns, into: &values, nameFields: nameFields, from: &lines)
            else { return nil }
            if record.count > columns.count {
                dropExtraFields(of: record, from: mark, in: &values)
            } else if record.count < columns.count {
                throw InputError(file: scanner.input.name, line: record.line,
                                 problem: "expected \(columns.count) fields as in the header, found \(record.count)")
            }
            return record.line
        } catch {
            values.removeLast(values.count - mark)
            throw error
        }
    }

    /// Drops the fields of a record past the header's columns, warning about each one that is not empty.
    private func dropExtraFields(of record: (line: Int, count: Int), from mark: Int, in values: inout FieldValues) {
        let extra = (mark + columns.count)..<(mark + record.count)
        if let filled = extra.first(where: { !values.range(at: $0).isEmpty }) {
            let column = filled - mark + 1
            scanner.input.warn(InputError(
                file: scanner.input.name, line: record.line, field: "column \(column)",
                problem: "the record has \(record.count) fields, the header \(columns.count); "
                    + "the fields past the header's are dropped"))
        }
        values.removeLast(extra.count)
    }

    /// Header names as field names: an empty one is `column N`, a repeated one gets ` 2`, ` 3`, … (skipping
    /// any suffix that is itself a column's name).
    ///
    /// - Complexity: O(*n*) in the number of names: each repeated name's next suffix is remembered, so a
    ///   header of one name 40 000 times does not search its suffixes again from 2 for each.
    package static func uniqueNames(_ header: [String]) -> [String] {
        let named = header.enumerated().map { $1.isEmpty ? "column \($0 + 1)" : $1 }
        let given = Set(named)
        var used: Set<String> = []
        var nextSuffix: [String: Int] = [:]
        return named.map { name in
            guard used.contains(name) else {
                used.insert(name)
                return name
            }
            var suffix = nextSuffix[name, default: 2]
            while used.contains("\(name) \(suffix)") || given.contains("\(name) \(suffix)") { suffix += 1 }
            nextSuffix[name] = suffix + 1
            used.insert("\(name) \(suffix)")
            return "\(name) \(suffix)"
        }
    }
}

extension DelimitedReader {
    /// Splits the input into records of field values.
    package struct Scanner {
        package let input: InputFile
        package let separator: UInt8
        /// Set at the end of the input, and after an unterminated quote (which ran to it).
        private var finished = false
        /// The bytes of a quoted field that holds `""` or spans lines.
        private var buffer: [UInt8] = []

        private static let quote = UInt8(ascii: "\"")
        private static let carriageReturn: UInt8 = 0x0D
        private static let lineFeed: UInt8 = 0x0A

        package init(input: InputFile, separator: UInt8) {
            self.input = input
            self.separator = separator
        }

        /// Appends the next record's values to `values` and returns its first line and how many values it
        /// has, skipping blank lines; nil at the end.
        ///
        /// - Parameters:
        ///   - names: The field names, for messages (`column N` past them).
        ///   - nameFields: Whether each column holds a part of the name; a column that does not (and is
        ///     listed here) has invalid UTF-8 repaired with a warning rather than the record rejected.
        /// - Throws: ``InputError`` after reading the whole record, so the next call starts at the next one;
        ///   the values appended before the error are left for the caller to remove.
        package mutating func next(names: [String], into values: inout FieldValues, nameFields: [Bool] = [],
                                   from lines: inout InputLines) throws -> (line: Int, count: Int)? {
            guard !finished else { return nil }
            var recordLine: Int
            var line: ArraySlice<UInt8>
            repeat {
                recordLine = lines.nextLineNumber
                guard let next = try input.nextLine(of: &lines) else {
                    finished = true
                    return nil
                }
                line = next
            } while line.droppingCarriageReturns.isEmpty

            if let count = Self.appendPlainFields(of: line, separator: separator, to: &values) {
                return (recordLine, count)
            }
            var count = 0
            var problem: InputError?
            var lineNumber = recordLine
            // Each line is checked for UTF-8 once. While every line of the record is valid, fields are
            // decoded without checking again; after an invalid one each is checked, and the first to fail
            // holds the record's first invalid byte.
            var firstInvalid = Self.invalidUTF8Offset(in: line).map { (line: lineNumber, offset: $0) }
            var position = line.startIndex
            /// The name of field `index`, for messages; nil in the header.
            func fieldName(_ index: Int) -> String? {
                guard !names.isEmpty else { return nil }
                return index < names.count ? names[index] : "column \(index + 1)"
            }
            /// Appends a value, or returns why it cannot be. Invalid UTF-8 in a field that is no part of the
            /// name is repaired (U+FFFD) with a warning: the record is kept.
            func keep(_ value: ArraySlice<UInt8>, line: Int, field: Int) -> InputError? {
                if value.count > InputFile.maximumFieldLength { return input.fieldTooLong(line: line, field: fieldName(field)) }
                guard let firstInvalid, !Self.isValidUTF8(value) else {
                    values.append(value)
                    return nil
                }
                let error = invalidUTF8(at: firstInvalid, field: fieldName(field))
                guard field < nameFields.count, !nameFields[field] else { return error }
                values.append(String(decoding: value, as: UTF8.self).utf8[...])
                input.warn(InputError(file: error.file, line: error.line, field: error.field,
                                      problem: error.problem.replacing("; convert", with: ", replaced by U+FFFD; convert")))
                return nil
            }

            while true {
                var atEnd = false
                let field = count
                count += 1
                if position < line.endIndex && line[position] == Self.quote {
                    // A quoted field: up to the quote that is not doubled, across lines if need be.
                    let fieldLine = lineNumber
                    var runStart = position + 1
                    var searchFrom = runStart
                    var simple = true  // no `""` and no line break: the value is a slice of the line
                    buffer.removeAll(keepingCapacity: true)
                    while true {
                        guard let closing = line[searchFrom...].firstIndex(of: Self.quote) else {
                            buffer.append(contentsOf: line[runStart...])
                            buffer.append(Self.lineFeed)
                            simple = false
                            if buffer.count > InputFile.maximumFieldLength {
                                // The rest of the input may all be inside this quote: nothing after it can be
                                // read as records.
                                finished = true
                                throw input.fieldTooLong(line: fieldLine, field: fieldName(field))
                            }
                            guard let next = try input.nextLine(of: &lines) else {
                                finished = true
                                throw InputError(file: input.name, line: fieldLine, field: fieldName(field),
                                                 problem: "unterminated quote")
                            }
                            lineNumber += 1
                            line = next
                            if firstInvalid == nil {
                                firstInvalid = Self.invalidUTF8Offset(in: line).map { (line: lineNumber, offset: $0) }
                            }
                            runStart = line.startIndex
                            searchFrom = runStart
                            continue
                        }
                        if closing + 1 < line.endIndex && line[closing + 1] == Self.quote {
                            buffer.append(contentsOf: line[runStart...closing])
                            simple = false
                            runStart = closing + 2
                            searchFrom = runStart
                            continue
                        }
                        if problem == nil {
                            if !simple { buffer.append(contentsOf: line[runStart..<closing]) }
                            let value = simple ? line[runStart..<closing] : buffer[...]
                            problem = keep(value, line: fieldLine, field: field)
                        }
                        position = closing + 1
                        break
                    }
                    // After the closing quote: a separator, or the end of the line (a CR before it is the
                    // line break's).
                    if line[position...].allSatisfy({ $0 == Self.carriageReturn }) {
                        atEnd = true
                    } else if line[position] == separator {
                        position += 1
                    } else {
                        if problem == nil {
                            problem = InputError(file: input.name, line: lineNumber, field: fieldName(field),
                                                 problem: "text after the closing quote; a quote inside a quoted field is written \"\"")
                        }
                        let end = line[position...].firstIndex(of: separator) ?? line.endIndex
                        atEnd = end == line.endIndex
                        position = atEnd ? end : end + 1
                    }
                } else {
                    // An unquoted field: up to the separator or the end of the line.
                    let end = line[position...].firstIndex(of: separator) ?? line.endIndex
                    var valueEnd = end
                    if end == line.endIndex {
                        atEnd = true
                        while valueEnd > position && line[valueEnd - 1] == Self.carriageReturn { valueEnd -= 1 }
                    }
                    if problem == nil {
                        let value = line[position..<valueEnd]
                        problem = keep(value, line: lineNumber, field: field)
                    }
                    position = atEnd ? end : end + 1
                }
                if atEnd { break }
            }
            if let problem { throw problem }
            return (recordLine, count)
        }

        /// Appends the fields of a line that can hold nothing but plain fields, and returns how many: a line
        /// of valid UTF-8, no quote and no field that could be too long, split at each separator (the last
        /// field without the CRs before the line's end), as the general path below reads it. Nil, with
        /// nothing appended, for any other line. Nearly every line of a contact file is such a line, read here
        /// in one pass over its bytes.
        private static func appendPlainFields(of line: ArraySlice<UInt8>, separator: UInt8,
                                              to values: inout FieldValues) -> Int? {
            guard line.count <= InputFile.maximumFieldLength, invalidUTF8Offset(in: line) == nil else { return nil }
            let bytes = line.span
            let base = values.appendLine(bytes)
            var count = 0, start = 0
            // Separators and quotes in one pass: a quote takes the line back, for the general path.
            var end = ByteSearch.firstIndex(of: separator, or: quote, in: bytes)
            while end < bytes.count {
                guard bytes[end] == separator else {
                    values.removeLine(startingAt: base, values: count)
                    return nil
                }
                values.appendValue(at: base + start..<base + end)
                count += 1
                start = end + 1
                end = ByteSearch.firstIndex(of: separator, or: quote, in: bytes, from: start)
            }
            while end > start && bytes[end - 1] == carriageReturn { end -= 1 }
            values.appendValue(at: base + start..<base + end)
            return count + 1
        }

        /// Where `line` stops being valid UTF-8, from 0; nil when it is valid.
        private static func invalidUTF8Offset(in line: ArraySlice<UInt8>) -> Int? {
            do {
                _ = try UTF8Span(validating: line.span)
                return nil
            } catch {
                return error.byteOffsets.lowerBound
            }
        }

        /// Whether `bytes` are valid UTF-8 on their own (checked only on lines that are not).
        private static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
            (try? UTF8Span(validating: bytes.span)) != nil
        }

        private func invalidUTF8(at location: (line: Int, offset: Int), field: String?) -> InputError {
            InputError(file: input.name, line: location.line, field: field,
                       problem: "invalid UTF-8 at byte \(location.offset + 1) of the line; convert the file to UTF-8")
        }
    }
}
