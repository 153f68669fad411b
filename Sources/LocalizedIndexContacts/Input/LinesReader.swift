/// Plain lines: one record per line, the whole line as its name (field `name`).
///
/// Lines end at LF, CR LF, CR CR LF or (in a file without LF) CR. A blank line (empty, or only spaces and
/// TABs) is skipped, as CSV and JSON Lines skip theirs: it names no one. Invalid UTF-8 is an error naming
/// the line and byte; a line longer than ``InputFile/maximumFieldLength`` one naming the field `name`.
package struct LinesReader: RecordReader {
    package let input: InputFile
    private var lines: LineQueue

    package init(input: InputFile) {
        self.input = input
        lines = LineQueue(input: input)
    }

    package mutating func next() throws -> ContactRecord? {
        while true {
            guard let read = try lines.next() else { return nil }
            let line = read.droppingCarriageReturns, number = lines.number
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard line.count <= InputFile.maximumFieldLength else {
                throw input.fieldTooLong(line: number, field: "name")
            }
            let name = try input.decode(line, line: number)
            return ContactRecord(fields: [Field("name", name)], name: PersonName(display: name), line: number)
        }
    }
}
