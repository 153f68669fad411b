import Foundation

/// Progress lines for the person waiting: on standard error, so standard output stays the report alone.
enum ProgressLog {
    /// Writes one line to standard error (nothing when it cannot be written: progress is not the report).
    static func line(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
