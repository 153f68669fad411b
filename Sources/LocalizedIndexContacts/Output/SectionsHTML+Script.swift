import LocalizedIndexCollation

extension SectionsHTML {
    /// The page's script: the index bar as UIKit's. On load, on a resize and on a rotation it fits the bar
    /// to the height it has (``fitScript``: as many entries as fit at 15 px, `•` standing for the titles left
    /// out, exactly as the library's `indexBar(slots:)`) and rebuilds the entries. A click, a tap or Enter on
    /// an entry jumps to the section its link names (the section on the page the entry leads to; `#top` for
    /// the search entry, which then also focuses the search field, as iOS does); a press on a `•` jumps to the
    /// title it stands for nearest the finger (as iOS does; Enter on it, to where its link leads, as the
    /// library says). Pressing on the bar and moving along it (pointer events with pointer capture, and touch
    /// events for browsers that scroll anyway) jumps as the finger moves, with the title shown in the middle
    /// of the screen; the arrow keys, Home and End move along the bar. While a search (``searchScript``)
    /// shows some sections only, the bar is made of theirs. Without the script the entries written with the
    /// page still work as plain links.
    ///
    /// `PageAssets/settings.js` (which reads ``scriptSettings``), `index-bar-fitting.js` (``fitScript``),
    /// `index-bar.js` and `search.js` (``searchScript``), in that order, in one script element
    /// (``writeScript(into:)``).
    package static let script = PageAssets.settingsJS + fitScript + PageAssets.indexBarJS + searchScript

    /// What the page's script takes from its writer, as the `data-*` attributes of its element (names
    /// without `data-`), read by `PageAssets/settings.js`: the ids it looks elements up by, the row heights
    /// a block of a long list is estimated by, the index bar's bullet and search titles, and the longest
    /// query the library searches for.
    package static let scriptSettings: KeyValuePairs<String, String> = [
        "search-field": searchFieldID,
        "search-data": searchDataID,
        "no-match": noMatchID,
        "row-height": String(rowHeight),
        "row-with-detail-height": String(rowWithDetailHeight),
        "bullet-title": IndexBar.bulletTitle,
        "search-title": IndexBar.searchTitle,
        "maximum-query-bytes": String(SearchQuery.maximumByteCount),
        "maximum-query-words": String(SearchQuery.maximumWordCount),
    ]

    /// Writes the page's script element: ``script``, with ``scriptSettings`` as its `data-*` attributes.
    static func writeScript(into page: inout Buffer) {
        page.raw("<script")
        for (name, value) in scriptSettings {
            page.raw(" data-\(name)=\"")
            page.text(value)
            page.raw("\"")
        }
        page.raw(">\n")
        page.raw(script)
        page.raw("</script>\n")
    }
}
