extension SectionsHTML {
    /// The page's search (`PageAssets/search.js`): typing in the field (``writeSearchField(words:into:)``)
    /// shows the rows the library's search finds (`localized-index search`, ``RecordSearch``), the sections
    /// left and an index bar of theirs, refitted as the page fits it; "no match" in the page's language when
    /// none is left. Escape, or emptying the field, shows everything again.
    ///
    /// The rules are the library's, on the data the page carries (``writeSearchData(_:page:to:)``):
    ///
    /// - `localizedIndexWordScript(codePoint)`: `"han"`, `"kana"`, `"hangul"` or `"other"`, by
    ///   `SearchKeyMaker.script(of:)`'s code point ranges.
    /// - `localizedIndexSearchWords(text)`: the query's words as `SearchKeyMaker.words(of:)` splits them,
    ///   after NFC: runs of letters, digits and marks (general categories L, N and M), split at anything
    ///   else, at the joiners `'` `-` U+2010 U+2011 U+2019, and where Han, kana, Hangul and other letters
    ///   meet (`script(of:)`'s code point ranges; a decimal digit goes on with any word).
    /// - `localizedIndexSearchTokens(text, weights)`: each word's token, its characters' weights one after
    ///   another (as `SearchFolding` weighs them). A character the page has no weight for is weighed as its
    ///   jamo when it is a Hangul syllable (S − U+AC00 = 588·L + 28·V + T), else as its lowercase form, else
    ///   as its compatibility form (NFKC: a full-width letter): the collation weighs them the same at
    ///   primary strength. Else the word, and so the query, matches nothing (false). Null for a query
    ///   without a letter or digit (the whole list); false for one over `SearchQuery`'s limits (1,024 UTF-8
    ///   bytes, 32 words), which the library refuses.
    /// - `localizedIndexMatches(tokens, words)`: whether a record with keys' `tokens` matches: every word
    ///   starts a different key (Kuhn's augmenting paths, as `SearchMatcher.assignment`).
    /// - `localizedIndexUnfittedBar(bar, withItems)`: the bar before fitting for the sections with items
    ///   (the search data's `bar`), as the collation's `indexBar(includingSearch:sectionsWithItems:
    ///   emptySections:)` makes it, as `[title, kind, section]` (the page's `data-bar` entries).
    /// - `localizedIndexFilter(query)`: filters the page as typing `query` does, at once; returns the rows
    ///   shown (for the browser check's timing).
    ///
    /// When the sections shown change, the search tells the index bar's script by the event
    /// `localized-index-search` (`PageAssets/settings.js`), whose detail is `{data, present}`: the bar's
    /// fitting data (as `data-bar`) and the sections on the page, or null when every section is back.
    ///
    /// A keystroke costs a pass over the records' tokens, made once when the field is first used, with no
    /// DOM read; then only the rows and sections whose match changed since the previous search get a class
    /// (`search-shown`, which counts while the body has `searching`), so the first letter costs as many
    /// writes as rows it finds, and ending the search costs none. In a long list the blocks of rows laid
    /// out lazily (`content-visibility`) get the height of the rows they have left.
    package static var searchScript: String { PageAssets.searchJS }
}
