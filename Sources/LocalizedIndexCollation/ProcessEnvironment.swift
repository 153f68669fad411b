#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process environment, read without Foundation: for ``LocalizedIndexCollation/current(style:options:environment:)``'s
/// default and the package's command-line tool. Nothing else in the library reads the environment.
@usableFromInline
package enum ProcessEnvironment {
    /// Every variable of the process environment.
    @usableFromInline
    package static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
