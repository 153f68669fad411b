import Foundation

/// Reads RFC 4180 CSV (what `sort-contacts --format csv` writes) into rows of fields, independently of the
/// package's own reader, so a test of the writer does not lean on the code it checks.
enum CSVRows {
    /// The header and the rows of `data`: fields split at commas outside quotes, `""` inside quotes as `"`,
    /// records ended by CRLF or LF outside quotes.
    static func parse(_ data: Data) -> (header: [String], rows: [[String]]) {
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var bytes = data.makeIterator()
        var pending = bytes.next()
        func endField() { record.append(String(decoding: field, as: UTF8.self)); field.removeAll(keepingCapacity: true) }
        while let byte = pending {
            pending = bytes.next()
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if pending == UInt8(ascii: "\"") { field.append(byte); pending = bytes.next() } else { quoted = false }
                } else {
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\r") where pending == UInt8(ascii: "\n"): continue
            case UInt8(ascii: "\n"): endField(); records.append(record); record.removeAll(keepingCapacity: true)
            default: field.append(byte)
            }
        }
        if !field.isEmpty || !record.isEmpty { endField(); records.append(record) }
        return (records.first ?? [], Array(records.dropFirst()))
    }

    /// The values of the column `name`, row by row.
    static func column(_ name: String, of data: Data) throws -> [String] {
        let (header, rows) = parse(data)
        guard let index = header.firstIndex(of: name) else { throw MissingColumn(name: name, header: header) }
        return try rows.enumerated().map { line, row in
            guard index < row.count else { throw MissingColumn(name: name, header: header, line: line + 2) }
            return row[index]
        }
    }

    /// A column the CSV lacks (in its header, or on one line).
    struct MissingColumn: Error, CustomStringConvertible {
        var name: String
        var header: [String]
        var line: Int?
        var description: String {
            "no column \(name)" + (line.map { " on line \($0)" } ?? "") + " in CSV with columns \(header)"
        }
    }
}
