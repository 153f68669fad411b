internal import CICUShims

/// The package's only door to ICU (through the `CICUShims` C target). Each ICU service lives in its own
/// `ICU+<Service>.swift` file; nothing outside this folder sees an ICU status code or handle.
///
/// Unsafe code is here because ICU is a C API: handles are opaque pointers (owned by a `final class`
/// that closes them in `deinit`, `@unchecked Sendable` where ICU documents the object as thread-safe),
/// and text and results cross as pointers into buffers that a call lends out (``withBuffer(of:operation:_:)``,
/// `String.withUTF8Bytes`). `CICUShims` is imported `internal`: clients of the library never see it.
enum ICU {
    /// ICU's version, such as "72.1".
    static let version: String = versionString { lic_icu_version($0, $1) }

    /// The dotted version a shim function writes as a C string into a buffer of the given capacity.
    static func versionString(_ write: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        write(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An ICU failure: the call that failed and ICU's error name.
    struct Failure: Error, CustomStringConvertible, Sendable {
        var operation: String
        var status: Int32

        var description: String {
            "ICU \(operation) failed: \(String(cString: lic_error_name(status)))"
        }
    }

    /// Throws for an ICU error status; warnings (negative codes) and success (zero) pass.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(Failure) {
        if status > 0 { throw Failure(operation: operation(), status: status) }
    }
}
