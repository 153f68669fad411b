// What the scripts after this one take from the page's writer: the data-* attributes it writes on this
// script element (SectionsHTML.scriptSettings), read once, while the element runs (the only time
// document.currentScript is this element).
var localizedIndexSettings = (function (data) {
  "use strict";
  return {
    // The ids of the search field, of the search data and of the no-match line.
    searchFieldID: data.searchField,
    searchDataID: data.searchData,
    noMatchID: data.noMatch,
    // The height in CSS pixels of a row of one line, and of one with a second line.
    rowHeight: Number(data.rowHeight),
    rowWithDetailHeight: Number(data.rowWithDetailHeight),
    // The index bar's titles for a bullet and for the search entry (IndexBar.bulletTitle, .searchTitle).
    bulletTitle: data.bulletTitle,
    searchTitle: data.searchTitle,
    // The longest query the library searches for, in UTF-8 bytes and in words (SearchQuery).
    maximumQueryBytes: Number(data.maximumQueryBytes),
    maximumQueryWords: Number(data.maximumQueryWords),
    // The scripts' own: the event the search tells the index bar by that the sections shown changed.
    searchEvent: "localized-index-search"
  };
})(document.currentScript.dataset);
