import LocalizedIndexSupport
import LocalizedIndexCollation

/// A contact file that cannot be used as a whole: it cannot be opened or written, or the reading options do
/// not fit it. (A record that cannot be read is an ``InputError``, naming its line and field.)
public struct ContactFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, beginning with the file's name as the user gave it.
    public var description: String

    /// Creates an error with the message shown to the user (control characters escaped).
    public init(_ description: String) {
        self.description = MessageText.sanitized(description)
    }
}
