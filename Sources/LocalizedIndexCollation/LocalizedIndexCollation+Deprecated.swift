// The names that one API now serves; each says what replaces it (the DocC article "Migrating" lists them).

extension LocalizedIndexCollation {
    /// Sections of the indices of values you keep in your own storage.
    @available(*, deprecated, renamed: "sections(ofIndices:concurrentlyOn:keepingEmptySections:parallelism:)",
               message: "The key is called from several threads at once; the label now says so.")
    public func sections(
        ofIndices indices: Range<Int>,
        on key: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        sections(ofIndices: indices, concurrentlyOn: key, keepingEmptySections: keepingEmptySections,
                 parallelism: parallelism)
    }

    /// Sections of the indices of values you keep in your own storage, each placed by one string and sorted
    /// by another.
    @available(*, deprecated,
               renamed: "sections(ofIndices:concurrentlySectionedBy:sortedBy:keepingEmptySections:parallelism:)",
               message: "The keys are called from several threads at once; the label now says so.")
    public func sections(
        ofIndices indices: Range<Int>,
        sectionedBy sectionKey: @Sendable (Int) -> String,
        sortedBy sortString: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        sections(ofIndices: indices, concurrentlySectionedBy: sectionKey, sortedBy: sortString,
                 keepingEmptySections: keepingEmptySections, parallelism: parallelism)
    }

    /// The placements of the indices of values you keep in your own storage, in index order.
    @available(*, deprecated, renamed: "placements(ofIndices:concurrentlySectionedBy:sortedBy:parallelism:)",
               message: "The keys are called from several threads at once; the label now says so.")
    public func placements(
        ofIndices indices: Range<Int>,
        sectionedBy sectionKey: @Sendable (Int) -> String,
        sortedBy sortString: (@Sendable (Int) -> String)? = nil,
        parallelism: Parallelism = .automatic
    ) -> [Placement] {
        placements(ofIndices: indices, concurrentlySectionedBy: sectionKey, sortedBy: sortString, parallelism: parallelism)
    }

    /// The titles of the index bar, top to bottom (UIKit's `sectionIndexTitles`).
    @available(*, deprecated, message: "Use indexBar().titles: one IndexBar value holds the titles and their sections.")
    public var sectionIndexTitles: [String] { engine.table.indexTitles }

    /// The section each index-bar title leads to.
    @available(*, deprecated, message: "Use indexBar().sections: one IndexBar value holds the titles and their sections.")
    public var indexTitleSections: [Int] { engine.table.indexTitleSections }

    /// Whether `a` sorts before `b` in this collation's order.
    ///
    /// - Parameters:
    ///   - a: A string.
    ///   - b: Another string.
    /// - Returns: Whether `a` sorts strictly before `b`.
    @available(*, deprecated, message: "Compare two strings with comparator (names.sorted(using: collation.comparator), comparator.compare(a, b)); store or compare many with sortKey(for:).")
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        comparator.compare(a, b) == .orderedAscending
    }
}
