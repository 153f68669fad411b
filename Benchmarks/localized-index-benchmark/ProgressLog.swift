import Glibc

/// Progress lines for the person waiting: on standard error, so standard output stays the report alone.
enum ProgressLog {
    /// Writes one line to standard error.
    static func line(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
