/// CSV and TSV with a header row: RFC 4180 quoting, UTF-8 with or without a byte-order mark, CRLF or LF.
///
/// - The first non-blank record is the header. Its names become the field names, in order; an empty name is
///   `column N` (1-based), and a name seen before gets ` 2`, ` 3`, … (`Phone`, `Phone 2`).
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

    /// Reads the header.
    ///
    /// - Parameter nameField: `--name-field`: the column of the displayed name.
    /// - Throws: ``InputError`` for a header that cannot be read, or at the header's line when `nameField`
    ///   is not a column.
    package init(input: InputFile, separator: UInt8, nameField: String?, readingField: String? = nil) throws {
        scanner = Scanner(input: input, separator: separator)
        var values = FieldValues()
        let header = try scanner.next(names: [], into: &values)
        columns = Self.uniqueNames((0..<(header?.count ?? 0)).map { values.string(at: $0) })
        do {
            mapping = try ColumnMapping(columns: columns, nameField: nameField, readingField: readingField)
        } catch {
            throw InputError(file: input.name, line: header?.line ?? 1, problem: error.description)
        }
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
        let mark = values.count
        do {
            guard let record = try scanner.next(names: columns, into: &values) else { return nil }
            guard record.count == columns.count else {
                throw InputError(file: scanner.input.name, line: record.line,
                                 problem: "expected \(columns.count) fields as in the header, found \(record.count)")
            }
            return record.line
        } catch {
            values.removeLast(values.count - mark)
            throw error
        }
    }

    /// Header names as field names: an empty one is `column N`, a repeated one gets ` 2`, ` 3`, … (skipping
    /// any suffix that is itself a column's name).
    package static func uniqueNames(_ header: [String]) -> [String] {
        let named = header.enumerated().map { $1.isEmpty ? "column \($0 + 1)" : $1 }
        let given = Set(named)
        var used: Set<String> = []
        return named.map { name in
            guard used.contains(name) else {
                used.insert(name)
                return name
            }
            var suffix = 2
            while used.contains("\(name) \(suffix)") || given.contains("\(name) \(suffix)") { suffix += 1 }
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
        /// - Parameter names: The field names, for messages (`column N` past them).
        /// - Throws: ``InputError`` after reading the whole record, so the next call starts at the next one;
        ///   the values appended before the error are left for the caller to remove.
        package mutating func next(names: [String], into values: inout FieldValues) throws -> (line: Int, count: Int)? {
            guard !finished else { return nil }
            var recordLine: Int
            var line: ArraySlice<UInt8>
            repeat {
                recordLine = input.nextLineNumber
                guard let next = try input.nextLine() else {
                    finished = true
                    return nil
                }
                line = next
            } while line.isEmpty || (line.count == 1 && line.first == Self.carriageReturn)

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
                            guard let next = try input.nextLine() else {
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
                            if let firstInvalid, !Self.isValidUTF8(value) {
                                problem = invalidUTF8(at: firstInvalid, field: fieldName(field))
                            } else {
                                values.append(value)
                            }
                        }
                        position = closing + 1
                        break
                    }
                    // After the closing quote: a separator, or the end of the line (a CR before it is the
                    // line break's).
                    if position == line.endIndex || (position + 1 == line.endIndex && line[position] == Self.carriageReturn) {
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
                        if valueEnd > position && line[valueEnd - 1] == Self.carriageReturn { valueEnd -= 1 }
                    }
                    if problem == nil {
                        let value = line[position..<valueEnd]
                        if let firstInvalid, !Self.isValidUTF8(value) {
                            problem = invalidUTF8(at: firstInvalid, field: fieldName(field))
                        } else {
                            values.append(value)
                        }
                    }
                    position = atEnd ? end : end + 1
                }
                if atEnd { break }
            }
            if let problem { throw problem }
            return (recordLine, count)
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
