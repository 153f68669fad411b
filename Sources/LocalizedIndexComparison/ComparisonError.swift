import LocalizedIndexSupport
import LocalizedIndexContacts
import LocalizedIndexCollation
/// A locale of a comparison whose collation cannot be made, named with the reason.
public struct ComparisonError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the locale.
    public var description: String

    /// Creates an error with the message shown to the user (control characters escaped).
    public init(_ description: String) {
        self.description = MessageText.sanitized(description)
    }
}
