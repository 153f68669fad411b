extension LocalizedIndexCollation {
    /// Where a value goes and what it was compared by: its section, the strings the collation actually
    /// sectioned and sorted it by (a name's reading where the collation reads names: pinyin for Chinese in
    /// the `uikit` style, MeCab's kana for Japanese kanji), and the sort key of the one it was sorted by.
    ///
    /// Ordering values by (``section``, ``sortKey``, their position in the list) is exactly the order of
    /// ``sections(of:sectionedBy:sortedBy:keepingEmptySections:parallelism:)``: what a database or a
    /// distributed engine stores to sort the values itself.
    ///
    /// ```swift
    /// let placement = collation.placement(of: "阿部 淳")   // zh, uikit style
    /// placement.sectionString                             // "ā bù chún": the pinyin it was placed by
    /// Data(placement.sortKey.bytes)                       // a BLOB column that orders as we do
    /// ```
    public struct Placement: Hashable, Sendable {
        /// The section: a position in ``LocalizedIndexCollation/sectionTitles``.
        public let section: Int
        /// The string the section was chosen by: the reading, when the collation read the value.
        public let sectionString: String
        /// The string the value is sorted by within its section: the reading, when the collation read it.
        public let sortString: String
        /// ICU's sort key of ``sortString``: its bytes order as the collation sorts.
        public let sortKey: SortKey
    }

    /// Where a value sectioned and sorted by `string` goes, and what it was compared by: the section and
    /// sort key that ``sections(of:on:keepingEmptySections:parallelism:)`` gives it.
    ///
    /// - Parameter string: The string, such as a contact's name.
    /// - Complexity: O(*m*) for a string of length *m*: the reading, one ICU sort key and one bucket look-up.
    public func placement(of string: String) -> Placement {
        engine.placement(sectioning: string, sorting: string)
    }

    /// Where a value sectioned by `sectionString` and sorted by `sortString` goes, and what it was compared
    /// by: what ``sections(of:sectionedBy:sortedBy:keepingEmptySections:parallelism:)`` gives it.
    public func placement(sectionedBy sectionString: String, sortedBy sortString: String) -> Placement {
        engine.placement(sectioning: sectionString, sorting: sortString)
    }

    /// The strings a value sectioned by `sectionString` and sorted by `sortString` is compared by (the
    /// readings the collation makes, where it reads a name): ``placement(sectionedBy:sortedBy:)``'s
    /// `sectionString` and `sortString`, without the section look-up and the sort key, for writers that
    /// show the strings of records already placed.
    package func comparedStrings(sectionedBy sectionString: String, sortedBy sortString: String) -> (section: String, sort: String) {
        engine.comparedStrings(sectioning: sectionString, sorting: sortString)
    }

    /// Whether ``comparedStrings(sectionedBy:sortedBy:)`` gives back these strings as they are, decided from
    /// their valid UTF-8 without making strings of them. True for nearly every name: only names that start
    /// with an ideograph are read, and only in the styles that read names (Android: names not in ASCII).
    /// False does not say the strings differ, only that ``comparedStrings(sectionedBy:sortedBy:)`` must tell.
    package func comparesAsWritten(sectionUTF8: Span<UInt8>, sortUTF8: Span<UInt8>) -> Bool {
        if let android = engine.android {
            return android.pinyin == nil || sectionUTF8.indices.allSatisfy { sectionUTF8[$0] < 0x80 }
        }
        let rules = engine.rules
        return rules.readsAsWritten(utf8: sectionUTF8) && rules.readsAsWritten(utf8: sortUTF8)
    }

    /// The placements of the indices of values you keep in your own storage, in index order, computed on
    /// every core: ``placement(sectionedBy:sortedBy:)`` of each.
    ///
    /// - Parameters:
    ///   - indices: The indices to place.
    ///   - sectionKey: The string that chooses an index's section. Called once per index, from several
    ///     threads at once unless `parallelism` is ``Parallelism/serial`` (hence the label).
    ///   - sortString: The string an index is sorted on within its section; nil when it is the section's.
    ///   - parallelism: Whether a long list may be placed on every core; the result is the same.
    /// - Returns: Element `i` is the placement of `indices.lowerBound + i`.
    public func placements(
        ofIndices indices: Range<Int>,
        concurrentlySectionedBy sectionKey: @Sendable (Int) -> String,
        sortedBy sortString: (@Sendable (Int) -> String)? = nil,
        parallelism: Parallelism = .automatic
    ) -> [Placement] {
        let engine = engine, first = indices.lowerBound
        return Arrangement.map(count: indices.count, parallelism: parallelism) { offset in
            let section = sectionKey(first + offset)
            return engine.placement(sectioning: section, sorting: sortString?(first + offset) ?? section)
        }
    }
}

extension CollationEngine {
    /// What ``place(sectioning:sorting:keys:)`` decides for these strings, with the strings it compared.
    func placement(sectioning sectionString: String, sorting sortString: String) -> LocalizedIndexCollation.Placement {
        var arena = SortKeyArena(capacity: 1)
        let section = place(sectioning: sectionString, sorting: sortString, keys: &arena)
        let key = arena.withKeys { SortKey(bytes: $0.key(0)) }
        let compared = comparedStrings(sectioning: sectionString, sorting: sortString)
        return .init(section: section, sectionString: compared.section, sortString: compared.sort, sortKey: key)
    }

    /// The strings ``place(sectioning:sorting:keys:)`` looks the section up by and makes the sort key of.
    func comparedStrings(sectioning sectionString: String, sorting sortString: String)
        -> (section: String, sort: String) {
        if let android { return (android.sectionString(for: sectionString), sortString) }
        let section = rules.readingKey(for: sectionString)
        return (section, sortString == sectionString ? section : rules.readingKey(for: sortString))
    }
}

extension AndroidIndex {
    /// The string ``section(for:)`` looks `name` up by: its pinyin when Simplified Chinese is preferred and
    /// the name is not ASCII (``AndroidPinyin/bucketKey(for:)``), else the name.
    func sectionString(for name: String) -> String {
        guard let pinyin, !Self.isNumber(name), !AndroidPinyin.isASCII(name) else { return name }
        return pinyin.bucketKey(for: name)
    }
}
