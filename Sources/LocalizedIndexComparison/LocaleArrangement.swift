import LocalizedIndexCollation
import LocalizedIndexContacts

/// One locale's arrangement of the input: the section and full-list position of every record.
///
/// Records are numbered by input order (0-based ids into the records read); arrays are `Int32` so that 100k
/// records in ten locales cost a few megabytes.
struct LocaleArrangement: Sendable {
    let locale: CollationLocale
    let collation: LocalizedIndexCollation
    /// Record ids in the locale's order: sections in order, each sorted.
    let order: [Int32]
    /// Each record's position in ``order``.
    let positions: [Int32]
    /// Each record's section (a position in the collation's `sectionTitles`).
    let sections: [Int32]
    let summary: ComparisonReport.Summary
    /// A hash of everything that makes two arrangements the same (index, sections, order), for grouping.
    let fingerprint: Int

    /// Sections and sorts the records in `locale`, as `sort-contacts` does: placed by their section keys,
    /// sorted by their sort keys, with the library's `sections(of:sectionedBy:sortedBy:)`.
    init(locale: CollationLocale, style: LocalizedIndexCollation.Style, options: LocalizedIndexCollation.Options,
         sectionKeys: [String], sortKeys: [String]) throws {
        let collation: LocalizedIndexCollation
        do {
            collation = try LocalizedIndexCollation(locale: locale, style: style, options: options)
        } catch let error as LocaleError {
            throw ComparisonError(error.description)
        } catch let error as CollationError {
            throw ComparisonError("\(locale.identifier): \(error.description)")
        }
        let count = sectionKeys.count
        // `.serial`: the locales themselves are arranged in parallel, one per core.
        let arranged = collation.sections(of: 0..<count, sectionedBy: { sectionKeys[$0] }, sortedBy: { sortKeys[$0] },
                                          parallelism: .serial)
        var order = [Int32]()
        order.reserveCapacity(count)
        var positions = [Int32](repeating: 0, count: count)
        var sections = [Int32](repeating: 0, count: count)
        var summary = ComparisonReport.Summary(sectionsUsed: arranged.count,
                                               emptySections: collation.sectionTitles.count - arranged.count,
                                               recordsInOther: 0, largestSectionTitle: "", largestSectionCount: 0)
        for section in arranged {
            for item in section.items {
                positions[item] = Int32(order.count)
                sections[item] = Int32(section.index)
                order.append(Int32(item))
            }
            switch section.kind {
            case .other, .underflow, .inflow, .overflow: summary.recordsInOther += section.items.count
            case .unread: summary.recordsUnread += section.items.count
            case .letter: break
            }
            if section.items.count > summary.largestSectionCount {
                summary.largestSectionCount = section.items.count
                summary.largestSectionTitle = section.title
            }
        }
        var hasher = Hasher()
        hasher.combine(collation.sectionTitles)
        hasher.combine(collation.indexBar().titles)
        hasher.combine(sections)
        hasher.combine(order)
        self.locale = locale
        self.collation = collation
        self.order = order
        self.positions = positions
        self.sections = sections
        self.summary = summary
        fingerprint = hasher.finalize()
    }

    /// Whether the two locales behave the same on this input: the same section titles and index bar, every
    /// record in the same section, and the same order.
    func arrangesLike(_ other: LocaleArrangement) -> Bool {
        fingerprint == other.fingerprint
            && collation.sectionTitles == other.collation.sectionTitles
            && collation.indexBar().titles == other.collation.indexBar().titles
            && sections == other.sections
            && order == other.order
    }

    /// The title of a record's section.
    func title(of record: Int) -> String { collation.sectionTitles[Int(sections[record])] }

    /// The kind of a record's section.
    func kind(of record: Int) -> SectionKind { collation.sectionKinds[Int(sections[record])] }
}
