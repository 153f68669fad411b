import FoundationEssentials

extension LocalizedIndexCollation {
    /// This collation's order as a Foundation `SortComparator`, for Foundation's sorting calls and for
    /// comparators of model properties.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "sv")
    /// let names = ["Örjan", "Zorn", "Anna"].sorted(using: collation.comparator)   // Anna, Zorn, Örjan
    /// let byFamilyName = contacts.sorted(using: KeyPathComparator(\.familyName, comparator: collation.comparator))
    /// ```
    ///
    /// It orders strings exactly as ``sorted(_:parallelism:)`` does, readings included (a Chinese name by its
    /// pinyin in the `uikit` style). Each comparison makes both strings' sort keys; for a long list,
    /// ``sorted(_:on:parallelism:)`` makes each key once and is many times faster.
    public var comparator: Comparator { Comparator(collation: self) }

    /// A `SortComparator` of strings in a collation's order: ``LocalizedIndexCollation/comparator``.
    ///
    /// Two comparators are equal when they compare alike: the same locale, style, options and ``order``.
    public struct Comparator: SortComparator, Sendable, Hashable {
        /// The comparator compares strings.
        public typealias Compared = String

        /// Whether the order is the collation's (`.forward`, the default) or its reverse.
        public var order: SortOrder

        let collation: LocalizedIndexCollation

        /// The comparator of `collation`'s order, forward.
        init(collation: LocalizedIndexCollation) {
            self.collation = collation
            order = .forward
        }

        /// How `lhs` and `rhs` compare in the collation's order, reversed when ``order`` is `.reverse`.
        ///
        /// - Parameters:
        ///   - lhs: A string.
        ///   - rhs: Another string.
        /// - Returns: `.orderedAscending` when `lhs` sorts first (in ``order``), `.orderedSame` when the two
        ///   sort as equal (their sort keys are equal), `.orderedDescending` otherwise.
        /// - Complexity: O(*m*) for strings of length *m*: two ICU sort keys.
        public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let left = collation.sortKey(for: lhs), right = collation.sortKey(for: rhs)
            let result: ComparisonResult = left < right ? .orderedAscending
                : (right < left ? .orderedDescending : .orderedSame)
            guard order == .reverse else { return result }
            switch result {
            case .orderedAscending: return .orderedDescending
            case .orderedDescending: return .orderedAscending
            case .orderedSame: return .orderedSame
            }
        }

        /// Whether the two compare alike: the same locale, style, options and order.
        public static func == (lhs: Comparator, rhs: Comparator) -> Bool {
            lhs.order == rhs.order && lhs.collation.locale == rhs.collation.locale
                && lhs.collation.style == rhs.collation.style && lhs.collation.options == rhs.collation.options
        }

        /// Hashes what ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(order)
            hasher.combine(collation.locale)
            hasher.combine(collation.style)
            hasher.combine(collation.options)
        }
    }
}
