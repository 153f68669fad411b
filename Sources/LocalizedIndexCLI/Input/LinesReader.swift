/// Plain lines: one record per line, the whole line as its name.
///
/// Lines end at LF; a CR before it (Windows files) is dropped; a UTF-8 byte-order mark at the start is
/// skipped; the empty piece after a final LF is not a record; a blank line is a record with an empty name
/// (so the record count is the line count). Invalid UTF-8 is an error naming the line.
enum LinesReader {
    static func records(from source: InputSource) throws -> [ContactRecord] {
        var bytes = source.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var records: [ContactRecord] = []
        var lineNumber = 0
        while !bytes.isEmpty {
            lineNumber += 1
            let end = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[..<end]
            if line.last == 0x0D { line = line.dropLast() }
            // Decoding repairs invalid bytes; a repaired string differs from the bytes it came from.
            let name = String(decoding: line, as: UTF8.self)
            guard name.utf8.elementsEqual(line) else {
                let column = invalidByteOffset(in: line) + 1
                throw InputError(file: source.name, line: lineNumber,
                                 problem: "invalid UTF-8 at byte \(column) of the line; convert the file to UTF-8")
            }
            records.append(ContactRecord(fields: [("name", name)], name: name, line: lineNumber))
            bytes = end == bytes.endIndex ? bytes[end...] : bytes[bytes.index(after: end)...]
        }
        return records
    }

    /// The offset of the first byte where `line` stops being valid UTF-8.
    private static func invalidByteOffset(in line: ArraySlice<UInt8>) -> Int {
        var offset = 0
        var iterator = line.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }
}
