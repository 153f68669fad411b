import Glibc
import Synchronization

/// The C library's calls on files and the process that the package makes, behind safe functions: the one
/// place outside the ICU, MeCab and SQLite boundaries where Swift strings become C strings and bytes are
/// handed to the kernel.
///
/// Sound because of what each call is given: a path is a Swift string, which the call sees as a C string
/// valid for its length; a `stat` or `rusage` is a local the call fills and returns; `read` writes at most
/// the free room of the output span it is given, which then counts exactly the bytes read; `write` reads
/// only inside the span it is given, from the bytes not yet written on; `strerror`'s message is copied into
/// a `String` before anything else runs. A call that fails returns nil, false or -1 and leaves `errno` as the
/// C library set it, for the caller to read at once.
///
/// Public only for the command-line tool, which sees the libraries' public API alone.
public enum SystemCall {
    /// The status of the file at `path`, following a final symbolic link (`stat(2)`); nil on failure.
    public static func status(ofPath path: String) -> stat? {
        var status = stat()
        return unsafe stat(path, &status) == 0 ? status : nil
    }

    /// The status of the file at `path` itself, a symbolic link not followed (`lstat(2)`); nil on failure.
    package static func status(ofLink path: String) -> stat? {
        var status = stat()
        return unsafe lstat(path, &status) == 0 ? status : nil
    }

    /// The status of the file open as `descriptor` (`fstat(2)`); nil on failure.
    package static func status(ofDescriptor descriptor: Int32) -> stat? {
        var status = stat()
        return unsafe fstat(descriptor, &status) == 0 ? status : nil
    }

    /// Whether anything is at `path` (`access(2)` with `F_OK`).
    package static func exists(_ path: String) -> Bool {
        unsafe access(path, F_OK) == 0
    }

    /// Opens `path` (`open(2)`): the descriptor, or -1.
    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        unsafe Glibc.open(path, flags, mode)
    }

    /// Renames `path` to `destination`, replacing a file there atomically (`rename(2)`).
    package static func rename(_ path: String, to destination: String) -> Bool {
        unsafe Glibc.rename(path, destination) == 0
    }

    /// Removes the file at `path` (`unlink(2)`); whether it worked is not asked.
    package static func remove(_ path: String) {
        _ = unsafe unlink(path)
    }

    /// The system's message for `code`, an `errno` value: "No space left on device".
    package static func message(forError code: Int32) -> String {
        unsafe String(cString: strerror(code))
    }

    /// Reads from `descriptor` into the free room of `output` (`read(2)`), again when a signal interrupts.
    ///
    /// - Returns: 0 (the bytes read are appended to `output`; none at the end of the input), or the
    ///   `errno` of the read that failed.
    package static func read(_ descriptor: Int32, into output: inout OutputSpan<UInt8>) -> Int32 {
        unsafe output.withUnsafeMutableBufferPointer { room, initialized in
            let free = room.extracting(initialized...)
            while true {
                let got = unsafe Glibc.read(descriptor, free.baseAddress, free.count)
                if got >= 0 {
                    initialized += got
                    return 0
                }
                guard errno == EINTR else { return errno }
            }
        }
    }

    /// Writes all of `bytes` to `descriptor` with `write(2)`, which may take fewer than given or be
    /// interrupted by a signal.
    ///
    /// - Returns: 0, or the `errno` of the write that failed (`EIO` for one that wrote nothing).
    package static func write(_ bytes: Span<UInt8>, to descriptor: Int32) -> Int32 {
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

    /// The process's resource use so far (`getrusage(2)` of `RUSAGE_SELF`): its CPU times, its peak
    /// resident set (`ru_maxrss`, KiB on Linux).
    public static func resourceUsage() -> rusage {
        var usage = rusage()
        _ = unsafe getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage
    }
}

/// The partial output file a run in progress would leave if interrupted, published for a program's signal
/// handler, which removes it with ``removePublished()``.
///
/// Sound because each C string it publishes is a `strdup` copy that is never freed or written after it is
/// published (a few bytes per output file): any thread, or a signal handler, may read it at any time.
package enum InterruptCleanup {
    /// The partial file's path as a C string. Atomic, read by a signal handler (which may only call
    /// async-signal-safe functions: an atomic load, unlink).
    nonisolated(unsafe) private static let partialPath = unsafe Atomic<UnsafeMutablePointer<CChar>?>(nil)

    /// What ``publish(_:)`` returns, to withdraw the path it published.
    package struct Token: Sendable {
        fileprivate let address: UInt
    }

    /// Makes `path` the file to remove on interruption, and returns the token to withdraw it with.
    package static func publish(_ path: String) -> Token {
        let published = unsafe strdup(path)
        unsafe partialPath.store(published, ordering: .sequentiallyConsistent)
        return Token(address: UInt(bitPattern: published))
    }

    /// Withdraws `token`'s path if it is still the file to remove (another output may have replaced it).
    package static func withdraw(_ token: Token) {
        let expected = unsafe UnsafeMutablePointer<CChar>(bitPattern: token.address)
        _ = unsafe partialPath.compareExchange(expected: expected, desired: nil, ordering: .sequentiallyConsistent)
    }

    /// Removes the file published, if any: one atomic load and `unlink(2)`, both async-signal-safe.
    package static func removePublished() {
        if let path = unsafe partialPath.load(ordering: .sequentiallyConsistent) { _ = unsafe unlink(path) }
    }
}
