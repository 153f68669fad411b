extension LocalizedIndexCollation {
    /// The strings sorted in this collation's order (UIKit's `sortedArray(from:collationStringSelector:)`).
    ///
    /// Stable: strings that compare equal (such as the same name spelled in NFC and NFD) keep their order.
    /// - Complexity: O(*n* log *n*) byte comparisons after one ICU sort key per string.
    public func sorted<Strings: Sequence<String>>(_ strings: Strings) -> [String] {
        sorted(strings, by: { $0 })
    }

    /// The values sorted by the string `key` gives for each, a key path such as `\Contact.familyName` or a
    /// closure, in this collation's order.
    ///
    /// Each value's key is read and turned into an ICU sort key once, not once per comparison (UIKit calls
    /// the selector on every comparison). Stable: values with equal keys keep their order.
    ///
    /// ```swift
    /// let byFamilyName = collation.sorted(contacts, by: \.familyName)
    /// ```
    /// - Complexity: O(*n* log *n*) byte comparisons after one ICU sort key per value.
    @inlinable
    public func sorted<Values: Sequence>(
        _ values: Values, by key: (Values.Element) throws -> String
    ) rethrows -> [Values.Element] {
        let values = Array(values)
        return sortedPositions(ofKeys: try values.map(key)).map { values[$0] }
    }

    /// The positions of `keys` in sorted order: the non-generic core of ``sorted(_:by:)``, so the work is
    /// compiled once, specialised, whatever the element type.
    @usableFromInline
    func sortedPositions(ofKeys keys: [String]) -> [Int] {
        var arena = SortKeyArena(capacity: keys.count)
        for key in keys { arena.append(engine.sortString(for: key), collator: engine.collator) }
        var order = Array(keys.indices)
        arena.sort(&order)
        return order
    }

    /// The values in sections, ready to display: sections in section order, each with its values sorted.
    ///
    /// What an app writes around UIKit's `section(for:)` and `sortedArray(from:)`, in one call that reads
    /// each value's key once.
    ///
    /// ```swift
    /// for section in collation.sections(of: contacts, by: \.familyName) {
    ///     print(section.title, section.items.count)
    /// }
    /// ```
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - key: The string each value is sectioned and sorted by.
    ///   - keepingEmptySections: Whether sections with no value are included (as UIKit's table has a row
    ///     of sections for every title); by default they are left out.
    /// - Returns: The sections, each with its position in ``sectionTitles``.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        by key: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        let keys = try values.map(key)
        return sections(of: values, sectionKeys: keys, sortKeys: keys, keepingEmptySections: keepingEmptySections)
    }

    /// The values in sections, each placed by one string and sorted by another: a contact placed by its
    /// family name's reading and sorted by "family given", say.
    ///
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - sectionKey: The string that chooses each value's section.
    ///   - sortKey: The string each value is sorted by within its section.
    ///   - keepingEmptySections: Whether sections with no value are included.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        sectionedBy sectionKey: (Values.Element) throws -> String,
        sortedBy sortKey: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        return sections(of: values, sectionKeys: try values.map(sectionKey), sortKeys: try values.map(sortKey),
                        keepingEmptySections: keepingEmptySections)
    }

    @inlinable
    func sections<Value>(
        of values: [Value], sectionKeys: [String], sortKeys: [String], keepingEmptySections: Bool
    ) -> [IndexSection<Value>] {
        let titles = sectionTitles, kinds = sectionKinds
        return sectionedPositions(sectionKeys: sectionKeys, sortKeys: sortKeys, keepingEmptySections: keepingEmptySections)
            .map { section, positions in
                IndexSection(title: titles[section], section: section, kind: kinds[section],
                             items: positions.map { values[$0] })
            }
    }

    /// For each section in order, the positions of the values it holds, in sorted order: the non-generic
    /// core of ``sections(of:sectionedBy:sortedBy:keepingEmptySections:)``.
    @usableFromInline
    func sectionedPositions(
        sectionKeys: [String], sortKeys: [String], keepingEmptySections: Bool
    ) -> [(section: Int, positions: [Int])] {
        precondition(sectionKeys.count == sortKeys.count)
        var arena = SortKeyArena(capacity: sortKeys.count)
        var members = [[Int]](repeating: [], count: engine.table.titles.count)
        for position in sectionKeys.indices {
            members[engine.section(for: sectionKeys[position])].append(position)
            arena.append(engine.sortString(for: sortKeys[position]), collator: engine.collator)
        }
        return members.indices.compactMap { section in
            guard keepingEmptySections || !members[section].isEmpty else { return nil }
            arena.sort(&members[section])
            return (section, members[section])
        }
    }
}

/// One section of values, ready to display.
public struct IndexSection<Item> {
    /// Makes a section.
    @inlinable
    public init(title: String, section: Int, kind: SectionKind, items: [Item]) {
        self.title = title
        self.section = section
        self.kind = kind
        self.items = items
    }

    /// The section's title, as in ``LocalizedIndexCollation/sectionTitles``.
    public var title: String
    /// The section's position in ``LocalizedIndexCollation/sectionTitles``.
    public var section: Int
    /// What the section holds.
    public var kind: SectionKind
    /// The section's values, sorted.
    public var items: [Item]
}

extension IndexSection: Sendable where Item: Sendable {}
extension IndexSection: Equatable where Item: Equatable {}
