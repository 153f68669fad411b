import Foundation

/// The keys of a corpus, read as the peers read it: lines split on LF only, fields on TAB, the header names
/// the columns, no quoting, a missing field is empty, invalid UTF-8 becomes U+FFFD.
enum CorpusKeys {
    /// One key per row of the TSV file at `path`, from `column`.
    ///
    /// - Throws: ``BenchmarkError`` when the file cannot be read or has no `display` column.
    static func read(path: String, column: KeyColumn) throws -> [String] {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw BenchmarkError("cannot read \(path)")
        }
        let span = bytes.span
        guard !span.isEmpty else { throw BenchmarkError("\(path) is empty") }
        let headerEnd = endOfLine(in: span, from: 0)
        let names = fieldRanges(in: span, from: 0, to: headerEnd).map { text(of: bytes, $0) }
        guard let display = names.firstIndex(of: "display") else {
            throw BenchmarkError("\(path) has no 'display' column (header: \(names))")
        }
        let reading = column == .readingElseDisplay ? names.firstIndex(of: "phonetic") : nil
        var keys: [String] = []
        keys.reserveCapacity(span.count / 40)
        var start = headerEnd + 1
        while start < span.count {
            let end = endOfLine(in: span, from: start)
            let (displayField, readingField) = ranges(ofFields: display, reading, in: span, from: start, to: end)
            if let readingField, !readingField.isEmpty {
                keys.append(text(of: bytes, readingField))
            } else {
                keys.append(displayField.map { text(of: bytes, $0) } ?? "")
            }
            start = end + 1
        }
        return keys
    }

    /// Where the line from `start` ends: the offset of its LF, or the end of the bytes.
    private static func endOfLine(in bytes: Span<UInt8>, from start: Int) -> Int {
        let rest = bytes.extracting(start..<bytes.count)
        for index in rest.indices where rest[index] == UInt8(ascii: "\n") { return start + index }
        return bytes.count
    }

    /// The TAB-separated fields of the line `start..<end`, as offsets into the bytes.
    private static func fieldRanges(in bytes: Span<UInt8>, from start: Int, to end: Int) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var field = start
        let line = bytes.extracting(start..<end)
        for index in line.indices where line[index] == UInt8(ascii: "\t") {
            fields.append(field..<start + index)
            field = start + index + 1
        }
        fields.append(field..<end)
        return fields
    }

    /// The offsets of the fields numbered `first` and `second` in the line `start..<end`, nil for a field the
    /// line does not have.
    private static func ranges(ofFields first: Int, _ second: Int?, in bytes: Span<UInt8>,
                               from start: Int, to end: Int) -> (Range<Int>?, Range<Int>?) {
        var found: (Range<Int>?, Range<Int>?) = (nil, nil)
        let last = max(first, second ?? first)
        var number = 0
        var field = start
        let line = bytes.extracting(start..<end)
        for index in line.indices where line[index] == UInt8(ascii: "\t") {
            if number == first { found.0 = field..<start + index }
            if number == second { found.1 = field..<start + index }
            if number == last { return found }
            number += 1
            field = start + index + 1
        }
        if number == first { found.0 = field..<end }
        if number == second { found.1 = field..<end }
        return found
    }

    /// The text of `range` in the bytes, invalid UTF-8 as U+FFFD.
    private static func text(of bytes: Data, _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
