import Glibc

/// The process's standard error, for warnings and progress: each text written with write(2) as it comes.
///
/// Not Foundation's `FileHandle.standardError.write(Data(…))`: making `Data` of a string's UTF-8 asks at run
/// time whether the view is `ContiguousBytes`, and the first such question in a process searches every protocol
/// conformance of the binary, a tenth of a millisecond or more of a run that prints one line.
public enum StandardError {
    /// Writes `text` as UTF-8; what cannot be written (standard error closed) is dropped, as there is nowhere
    /// left to say so.
    public static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}

/// Writes all of `bytes` to `descriptor` with write(2), which may take fewer than given or be interrupted by a
/// signal.
///
/// - Returns: 0, or the `errno` of the write that failed (`EIO` for one that wrote nothing).
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
        let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return result < 0 ? errno : EIO }
        written += result
    }
    return 0
}
