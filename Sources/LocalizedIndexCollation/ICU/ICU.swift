internal import CICUShims

/// The package's only door to ICU (through the `CICUShims` C target). Each ICU service lives in its own
/// `ICU+<Service>.swift` file; nothing outside this folder sees an ICU status code or handle.
///
/// Unsafe code is here because ICU is a C API: handles are opaque pointers (owned by a `final class`
/// that closes them in `deinit`, `@unchecked Sendable` where ICU documents the object as thread-safe),
/// and text and results cross as pointers into buffers that a call lends out (``withBuffer(filledWith:operation:_:)``,
/// `String.withUTF8Bytes`). It is marked `unsafe` expression by expression, in `ICU+Buffer.swift` (the
/// helpers, and the calls of the services that own no ICU object) and in the files of the services that own
/// one (collator, index, transliterator, converter); each states what makes it sound.
/// `CICUShims` is imported `internal`: clients of the library never see it.
enum ICU {
    /// ICU's version, such as "72.1".
    static let version: String = Calls.icuVersion()

    /// An ICU failure: the call that failed and ICU's status, described as a sentence for the user
    /// (`ICU cannot open the collator for en@colVarTop=0041: it does not support a setting the locale asks
    /// for`), not as ICU's error name (`U_UNSUPPORTED_ERROR`), which means nothing to a reader of a message.
    struct Failure: Error, CustomStringConvertible, Sendable {
        /// The call, as `Service(argument)` (`ucol_open(sv)`) or a name (`AlphabeticIndex bucket label`).
        var operation: String
        var status: Int32

        var description: String {
            // U_UNSUPPORTED_ERROR for a locale is one of its settings (`-u-vt-`, ICU's `@variabletop=`): name them.
            let parts = operation.split(separator: "@", maxSplits: 1)
            if status == 16, parts.count == 2, parts[1].hasSuffix(")") {
                return "ICU cannot \(Self.action(parts[0] + ")")): it does not support the locale's setting \(parts[1].dropLast())"
            }
            return "ICU cannot \(Self.action(operation)): \(Self.sentence(for: status))"
        }

        /// What the operation was doing, in words: `ucol_open(sv)` → `open the collator for sv`.
        static func action(_ operation: String) -> String {
            let service = operation.prefix { $0 != "(" && $0 != " " }
            let argument = operation.firstIndex(of: "(").map { operation[operation.index(after: $0)...].dropLast() }
            let object: String
            switch service {
            case "ucol_open": object = "open the collator"
            case "AlphabeticIndex": object = argument == nil ? "read the index" : "build the index"
            case "Transliterator": object = argument == nil ? "transliterate" : "open the transliterator"
            case "Normalizer2::normalize": object = "normalize"
            default: object = "complete \(service)"
            }
            return argument.map { "\(object) for \($0)" } ?? object
        }

        /// A sentence for an ICU status (UErrorCode), by the kind of failure its code range and value name.
        static func sentence(for status: Int32) -> String {
            switch status {
            case 1: return "an argument is out of the range ICU accepts"                      // U_ILLEGAL_ARGUMENT_ERROR
            case 2, 4: return "ICU's data for it is missing"                              // U_MISSING_RESOURCE_ERROR, U_FILE_ACCESS_ERROR
            case 3, 9, 0x10000...0x100FF: return "ICU's data or rules for it are malformed"  // U_INVALID_FORMAT_ERROR, U_PARSE_ERROR, rule errors
            case 7: return "out of memory"                                                // U_MEMORY_ALLOCATION_ERROR
            case 8, 15: return "a length is out of range"                                 // U_INDEX_OUTOFBOUNDS_ERROR, U_BUFFER_OVERFLOW_ERROR
            case 10, 11, 12: return "the text holds a character ICU cannot handle"        // U_INVALID_CHAR_FOUND, U_TRUNCATED_CHAR_FOUND, U_ILLEGAL_CHAR_FOUND
            case 16: return "it does not support a setting the locale or options ask for" // U_UNSUPPORTED_ERROR
            case 5: return "an internal error in ICU"                                    // U_INTERNAL_PROGRAM_ERROR
            default: return "ICU reported error \(status)"
            }
        }
    }

    /// Throws for an ICU error status; warnings (negative codes) and success (zero) pass.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(Failure) {
        if status > 0 { throw Failure(operation: operation(), status: status) }
    }
}
