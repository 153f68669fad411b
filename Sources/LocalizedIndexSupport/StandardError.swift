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
        _ = writeAll(text.utf8Span.span, to: STDERR_FILENO)
    }
}

/// Writes all of `bytes` to `descriptor` with write(2), which may take fewer than given or be interrupted by a
/// signal.
///
/// The package's one write(2): sound because it reads at most `count - written` bytes from `written` on,
/// inside the span, borrowed for the call.
///
/// - Returns: 0, or the `errno` of the write that failed (`EIO` for one that wrote nothing).
package func writeAll(_ bytes: Span<UInt8>, to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
        let result = unsafe bytes.withUnsafeBufferPointer { buffer in
            unsafe Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return result < 0 ? errno : EIO }
        written += result
    }
    return 0
}
