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
        _ = SystemCall.write(text.utf8Span.span, to: STDERR_FILENO)
    }
}
