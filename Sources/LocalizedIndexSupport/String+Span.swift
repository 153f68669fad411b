extension String {
    /// The string of `utf8`'s bytes, as `String(decoding:as: UTF8.self)` makes it: validated once, each
    /// ill-formed sequence (which the package's stores and readers never hold) replaced by U+FFFD.
    @inlinable
    package init(decoding utf8: Span<UInt8>) {
        if let valid = try? UTF8Span(validating: utf8) {
            self.init(copying: valid)
        } else {
            self.init(decoding: Array(copying: utf8), as: UTF8.self)
        }
    }
}
