extension ICU {
    /// `text` in Unicode Normalization Form C; the string itself, uncopied, when it is already, as nearly
    /// every name is. Thread-safe.
    ///
    /// Text whose characters are all below U+0300 is NFC without asking ICU: none of them combines or
    /// decomposes (their NFC quick check is Yes and their combining class 0), and in UTF-8 they are
    /// exactly the bytes below 0xCC. Other text takes ICU's quick check, then, only where that fails, a
    /// buffer for `Normalizer2::normalize` (made for every Han and kana name, it cost more than the check).
    static func nfc(_ text: String) -> String {
        if isBelowCombiningMarks(text) || Calls.isNFC(text) { return text }
        return Calls.nfc(text) ?? text
    }

    /// Whether every character of `text` is below U+0300, the first combining mark.
    private static func isBelowCombiningMarks(_ text: String) -> Bool {
        allBytes(of: text, below: 0xCC)
    }
}
