/// One section of values, ready to display: what
/// ``LocalizedIndexCollation/sections(of:on:keepingEmptySections:parallelism:)`` gives for each section.
///
/// ```swift
/// for section in collation.sections(of: contacts, on: \.familyName) {
///     print(section.title, section.index, section.items.count)   // "B", 1, 1
/// }
/// ```
public struct IndexSection<Item> {
    /// Makes a section: to carry a section's title and place over to other items (indices turned into
    /// records, say).
    ///
    /// - Parameters:
    ///   - title: The section's title, as in ``LocalizedIndexCollation/sectionTitles``.
    ///   - index: The section's position in ``LocalizedIndexCollation/sectionTitles``.
    ///   - kind: What the section holds.
    ///   - items: The section's items, in order.
    @inlinable
    public init(title: String, index: Int, kind: SectionKind, items: [Item]) {
        self.title = title
        self.index = index
        self.kind = kind
        self.items = items
    }

    /// The section's title, as in ``LocalizedIndexCollation/sectionTitles``.
    public var title: String
    /// The section's position in ``LocalizedIndexCollation/sectionTitles`` (UIKit's section number): what
    /// ``LocalizedIndexCollation/section(for:)`` gives for each of its items, and what an index-bar entry
    /// leads to (``IndexBar/Entry/section``).
    public var index: Int
    /// What the section holds.
    public var kind: SectionKind
    /// The section's values, sorted.
    public var items: [Item]
}

extension IndexSection: Sendable where Item: Sendable {}
extension IndexSection: Equatable where Item: Equatable {}
