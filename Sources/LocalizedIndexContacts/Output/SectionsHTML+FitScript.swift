extension SectionsHTML {
    /// Three functions of the page's script (`PageAssets/index-bar-fitting.js`), global so a test can call
    /// them in a browser:
    ///
    /// - `localizedIndexBarRoom()`: the height the bar has, in CSS pixels: the layout viewport's (the
    ///   root element's client height, which a pinch-zoom leaves alone, as it leaves the fixed bar alone).
    /// - `localizedIndexBarSlots(height)`: how many entries fit in a viewport `height` px high at 15 px each
    ///   (iOS's are 14–16 points; the style sheet draws one at most 16 px tall), at least 1, beside the
    ///   32 px the bar leaves above and below it (its margin, 12 px a side, and its padding, 4 px a side).
    /// - `localizedIndexFitBar(data, slots)`: the bar fitted to `slots` entries, as
    ///   `[{title, kind, section}]` (a bullet also with `hidden`: the sections of the entries it stands for,
    ///   which a press along it goes through), from the page's `data-bar` (`entries`: the bar before fitting as
    ///   `[title, kind, section]`, kind `"search"`, `"title"` or `"bullet"`; `search` and `other`: whether
    ///   it starts with the search entry and ends with `#`; `withItems`: the sections with items, or null
    ///   when empty sections are kept). A line-for-line port of the library's `IndexBarFitting.fit` and
    ///   `spread` (LocalizedIndexCollation/IndexBarFitting.swift), so the page and
    ///   `indexBar(slots:includingSearch:sectionsWithItems:emptySections:)` agree for every slot count.
    package static var fitScript: String { PageAssets.indexBarFittingJS }
}
