/// One input record: its fields in input order, and the name it is sectioned and sorted by.
struct ContactRecord: Sendable, Equatable {
    /// The record's fields as read, in input order (for plain lines: `name`).
    var fields: [(name: String, value: String)]
    /// The string the record is sectioned and sorted by.
    var name: String
    /// Where the record came from, for messages: the file and its first line.
    var line: Int

    static func == (lhs: ContactRecord, rhs: ContactRecord) -> Bool {
        lhs.name == rhs.name && lhs.line == rhs.line
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}
