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
    public func sorted<Values: Sequence>(
        _ values: Values, by key: (Values.Element) throws -> String
    ) rethrows -> [Values.Element] {
        let values = Array(values)
        var arena = SortKeyArena(capacity: values.count)
        for value in values { arena.append(try key(value), collator: engine.collator) }
        var order = Array(values.indices)
        arena.sort(&order)
        return order.map { values[$0] }
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
    public func sections<Values: Sequence>(
        of values: Values,
        by key: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        var arena = SortKeyArena(capacity: values.count)
        var members = [[Int]](repeating: [], count: sectionTitles.count)
        for (position, value) in values.enumerated() {
            let string = try key(value)
            members[section(for: string)].append(position)
            arena.append(string, collator: engine.collator)
        }
        return members.indices.compactMap { section in
            guard keepingEmptySections || !members[section].isEmpty else { return nil }
            arena.sort(&members[section])
            return IndexSection(title: sectionTitles[section], section: section, kind: sectionKinds[section],
                                items: members[section].map { values[$0] })
        }
    }
}

/// One section of values, ready to display.
public struct IndexSection<Item> {
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
