import Glibc

/// The process's standard error, for notes, `--timings` and failures: each text written with write(2) as it
/// comes. Not `FileHandle.standardError.write(Data(…))`, whose `Data` of a string's UTF-8 makes the first
/// dynamic cast of a run search every protocol conformance of the binary (a tenth of a millisecond of a run
/// that prints one note).
enum StandardError {
    /// Writes `text` as UTF-8, going on after a partial or interrupted write; stops at a failed one (standard
    /// error closed), as there is nowhere left to say so.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var rest = UnsafeRawBufferPointer(utf8)
            while let start = rest.baseAddress, !rest.isEmpty {
                let count = Glibc.write(STDERR_FILENO, start, rest.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                rest = UnsafeRawBufferPointer(rebasing: rest[count...])
            }
        }
    }
}
