import LocalizedIndexSupport
import LocalizedIndexCollation

/// Bad input: names the file, the line and (where there is one) the field or vCard property, and says
/// what is wrong: `contacts.csv:12: field 'Name': unterminated quote`.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The input's name as the user gave it (`<stdin>` for standard input).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The field, column or vCard property, when the problem is in one.
    public var field: String?
    /// What is wrong, in a sentence.
    public var problem: String

    /// Creates an error for `field` of the record at `line` of `file`.
    public init(file: String, line: Int, field: String? = nil, problem: String) {
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem
    }

    /// The message: file, line, field, then the problem, control characters escaped.
    public var description: String {
        if let field { return MessageText.sanitized("\(file):\(line): field '\(MessageText.echo(field))': \(problem)") }
        return MessageText.sanitized("\(file):\(line): \(problem)")
    }
}
