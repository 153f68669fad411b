import LocalizedIndexSupport

/// The error for a collation that cannot be made from a valid locale: an option out of range, or a failure
/// inside ICU or in the package's own data (which its tests catch before a release).
///
/// Every error making a ``LocalizedIndexCollation`` throws is this or, for a locale identifier given as
/// text, ``LocaleError``: ICU's own errors and the package's data errors are wrapped in it, never thrown as
/// they are.
///
/// Its description names the locale and what failed: `en: maximumLabelCount must be at least 1, not 0`.
public struct CollationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, with the locale, and what went wrong inside ICU as a sentence where ICU failed
    /// (`en-u-vt-0041: ICU cannot build the index for en: it does not support the locale's setting
    /// variabletop=0041`). Control characters are escaped and a very long description is cut in the middle.
    public let description: String

    /// An error saying what failed.
    init(description: String) {
        self.description = MessageText.sanitized(description)
    }

    /// `body`'s result, any error it throws wrapped in a ``CollationError`` that starts with `context`.
    static func wrapping<Result>(_ context: String, _ body: () throws -> Result) throws(CollationError) -> Result {
        do {
            return try body()
        } catch let error as CollationError {
            throw error
        } catch {
            throw CollationError(description: "\(context): \(error)")
        }
    }
}
