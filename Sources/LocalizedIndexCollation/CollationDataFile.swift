/// The package's own data files (`CollationData/`, embedded at build time), for its other modules: the
/// contacts page's words (`PageWords.tsv`) are kept there beside the layouts.
package enum CollationDataFile {
    /// The bytes of the file at `path` below `CollationData/` (`"PageWords.tsv"`), or nil when there is none.
    package static func bytes(_ path: String) -> [UInt8]? {
        EmbeddedCollationData.file(path)
    }

    /// The rows of the tab-separated file at `path` below `CollationData/`: each line that is not empty, as
    /// its fields (empty fields kept); none when there is no such file.
    ///
    /// Split on the bytes of the line feed and the tab, which UTF-8 never uses inside another character.
    /// Splitting the file as a `String` finds every character's grapheme boundaries first: about 900
    /// instructions a byte of these files' many scripts, 5.4 million for `PageWords.tsv` alone, a seventh
    /// of a one-name `sort-contacts` run in text.
    package static func tabSeparatedRows(_ path: String) -> [[String]] {
        guard let bytes = bytes(path) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).map { line in
            line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
