/// ICU could not build what a collation needs (an error inside ICU, not a wrong input).
public struct CollationError: Error, Sendable, CustomStringConvertible {
    /// What failed and ICU's error name.
    public let description: String
}
