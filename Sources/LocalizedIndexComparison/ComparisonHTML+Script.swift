import LocalizedIndexContacts
extension ComparisonHTML {
    /// The page's script: the "Show only differences" box (shown only when the script runs) hides the
    /// records every locale sections and orders alike, by a class on the table, so a hundred thousand rows
    /// are not touched one by one; the count beside it says what is shown. `PageAssets/comparison.js`,
    /// embedded at build time.
    static var script: String { PageAssets.comparisonJS }
}
