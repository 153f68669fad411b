import LocalizedIndexContacts
extension ComparisonHTML {
    /// The page's style sheet, light and dark: a reading column for the prose, tables that scroll sideways
    /// in their own frame with the locale or name column held at the start, and the records table as fixed
    /// grid rows (`--name`, `--locale`, `--locales` set on it) so every row lines up, long lists included,
    /// whose blocks are laid out only near the viewport. `PageAssets/comparison.css`, embedded at build time.
    static var style: String { PageAssets.comparisonCSS }
}
