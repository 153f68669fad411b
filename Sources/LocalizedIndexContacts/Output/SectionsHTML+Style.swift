extension SectionsHTML {
    /// The page's style sheet: iOS list metrics (17px rows of 44pt, hairline separators inset to the text,
    /// translucent sticky section headers) in system colours, light and dark, with logical properties so a
    /// right-to-left page mirrors, index bar included; the search field as iOS's search bar. `--bar-width` is
    /// set after it, from the bar's titles; `--entries` on the bar, from its entry count. While the page
    /// searches (`searching` on the body), only rows, sections and blocks marked `search-shown` show.
    /// `PageAssets/sections.css`, embedded at build time.
    package static var style: String { PageAssets.sectionsCSS }
}
