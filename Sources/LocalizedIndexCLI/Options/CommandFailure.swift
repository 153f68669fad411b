import LocalizedIndexSupport
import ArgumentParser
import LocalizedIndexCollation

/// A failure to report to the user as one clear line on stderr, then exit non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = MessageText.sanitized(description) }
}
