import LocalizedIndexCollation

/// Bad input: names the file, the line and (where there is one) the field or vCard property, and says
/// what is wrong: `contacts.csv:12: field 'Name': unterminated quote`.
package struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The input's name as the user gave it (`<stdin>` for standard input).
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The field, column or vCard property, when the problem is in one.
    package var field: String?
    package var problem: String

    package init(file: String, line: Int, field: String? = nil, problem: String) {
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem
    }

    package var description: String {
        if let field { return MessageText.sanitized("\(file):\(line): field '\(MessageText.echo(field))': \(problem)") }
        return MessageText.sanitized("\(file):\(line): \(problem)")
    }
}
