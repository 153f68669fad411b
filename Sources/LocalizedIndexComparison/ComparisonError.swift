import LocalizedIndexContacts
import LocalizedIndexCollation
/// A locale of a comparison whose collation cannot be made, named with the reason.
package struct ComparisonError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the locale.
    package var description: String

    package init(_ description: String) {
        self.description = MessageText.sanitized(description)
    }
}
