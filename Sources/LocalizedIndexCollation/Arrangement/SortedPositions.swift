/// The positions of a list's values in section order, each section's sorted: what arranging a list
/// (``Arrangement``) gives, before the positions become values or sections.
@usableFromInline
struct SortedPositions: Sendable {
    /// Every position once, section by section.
    @usableFromInline let positions: [UInt32]
    /// Section `s`'s positions are `positions[sectionStarts[s] ..< sectionStarts[s + 1]]`.
    let sectionStarts: [Int]

    /// Each section with where its positions are, in section order; empty sections only when
    /// `keepingEmpty`.
    @usableFromInline
    func sections(keepingEmpty: Bool) -> [(section: Int, range: Range<Int>)] {
        (0..<sectionStarts.count - 1).compactMap { section in
            let range = sectionStarts[section]..<sectionStarts[section + 1]
            return keepingEmpty || !range.isEmpty ? (section, range) : nil
        }
    }
}
