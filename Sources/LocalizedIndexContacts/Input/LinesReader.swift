/// Plain lines: one record per line, the whole line as its name (field `name`).
///
/// Lines end at LF; a CR before it (Windows files) is dropped; a blank line is a record with an empty name,
/// so the record count is the line count. Invalid UTF-8 is an error naming the line and byte.
package struct LinesReader: RecordReader {
    package let input: InputFile

    package mutating func next() throws -> ContactRecord? {
        let number = input.nextLineNumber
        guard var line = try input.nextLine() else { return nil }
        if line.last == 0x0D { line = line.dropLast() }
        let name = try input.decode(line, line: number)
        return ContactRecord(fields: [Field("name", name)], name: PersonName(display: name), line: number)
    }
}
