#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process environment, read without Foundation: for ``LocalizedIndexCollation/current(style:options:environment:)``'s
/// default and the package's command-line tool. Nothing else in the library reads the environment.
///
/// Unsafe code: C's `environ`, a null-terminated array of pointers to null-terminated `NAME=value` strings
/// that the C library keeps valid; it is read once, on this thread, and copied into Swift strings.
@usableFromInline
package enum ProcessEnvironment {
    /// Every variable of the process environment.
    @usableFromInline
    package static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = unsafe environ
        while let pointer = unsafe entry.pointee {
            let text = unsafe String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            unsafe entry += 1
        }
        return result
    }
}
