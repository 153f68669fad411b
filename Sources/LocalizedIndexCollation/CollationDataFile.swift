/// The package's own data files (`CollationData/`, embedded at build time), for its other modules: the
/// contacts page's words (`PageWords.tsv`) are kept there beside the layouts.
package enum CollationDataFile {
    /// The bytes of the file at `path` below `CollationData/` (`"PageWords.tsv"`), or nil when there is none.
    package static func bytes(_ path: String) -> [UInt8]? {
        EmbeddedCollationData.file(path)
    }
}
