/// How a collation's sections are laid out over ICU's index buckets: the section titles, the index-bar
/// titles and where each leads, and the section of every ICU bucket. Built once per collation.
struct SectionTable: Sendable, Equatable {
    /// The title of the section for everything no lettered section takes, always last in the `uikit` style.
    static let otherTitle = "#"

    var titles: [String]
    var kinds: [SectionKind]
    var indexTitles: [String]
    /// For each index title, the section it leads to.
    var indexTitleSections: [Int]
    /// For each ICU bucket (in ICU's order), its section; empty in the `android` style, which places names
    /// itself (``AndroidIndex``).
    var sectionOfBucket: [Int]
    /// The `#` section of the `uikit` and `android` styles; nil in the `icu` style.
    var otherSection: Int?
    /// The section for names without a reading (Japanese `他`), when the layout has one.
    var unreadSection: Int?

    /// Each title's section, the first where titles repeat.
    var sectionOfTitle: [String: Int] { Self.sectionOfTitle(titles) }

    private static func sectionOfTitle(_ titles: [String]) -> [String: Int] {
        Dictionary(titles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// ICU's buckets as they are: `…` for underflow, inflow and overflow.
    init(icuBuckets buckets: [ICU.AlphabeticIndex.Bucket]) {
        titles = buckets.map(\.label)
        kinds = buckets.map { SectionKind($0.kind) }
        indexTitles = titles
        indexTitleSections = Array(titles.indices)
        sectionOfBucket = Array(buckets.indices)
        otherSection = nil
        unreadSection = nil
    }

    /// UIKit's arrangement: the layout's sections when there is one, else ICU's lettered buckets in ICU's
    /// order; then `#` for every other bucket.
    init(uikitBuckets buckets: [ICU.AlphabeticIndex.Bucket], layout: Layout?) {
        var titles = layout?.sections.map(\.title) ?? []
        var sectionOfLabel: [String: Int] = [:]
        for (section, spec) in (layout?.sections ?? []).enumerated() {
            for label in spec.labels { sectionOfLabel[label] = section }
        }
        var sectionOfBucket = [Int](repeating: -1, count: buckets.count)
        var kinds = [SectionKind](repeating: .letter, count: titles.count)
        if let unread = layout?.unreadSection {
            unreadSection = titles.count
            titles.append(unread)
            kinds.append(.unread)
        } else {
            unreadSection = nil
        }
        for (bucket, info) in buckets.enumerated() where info.kind == .normal {
            if let section = sectionOfLabel[info.label] {
                sectionOfBucket[bucket] = section
            } else {
                // A label the layout does not list (one added by the caller): a section of its own.
                sectionOfLabel[info.label] = titles.count
                sectionOfBucket[bucket] = titles.count
                titles.append(info.label)
                kinds.append(.letter)
            }
        }
        let other = titles.count
        titles.append(Self.otherTitle)
        kinds.append(.other)
        self.titles = titles
        self.kinds = kinds
        otherSection = other
        self.sectionOfBucket = sectionOfBucket.map { $0 < 0 ? other : $0 }

        if let entries = layout?.sectionIndexTitles {
            let sectionOfTitle = Self.sectionOfTitle(titles)
            var previous = 0
            var indexTitles: [String] = []
            var indexTitleSections: [Int] = []
            for entry in entries {
                let section = entry.section.flatMap { sectionOfTitle[$0] } ?? min(previous + 1, other)
                indexTitles.append(entry.title)
                indexTitleSections.append(section)
                previous = section
            }
            // Sections the caller added beyond the layout still get an entry, before `#`.
            let extra = (layout?.sections.count ?? 0)..<other
            if !extra.isEmpty {
                let hashPosition = indexTitles.lastIndex(of: Self.otherTitle) ?? indexTitles.count
                indexTitles.insert(contentsOf: extra.map { titles[$0] }, at: hashPosition)
                indexTitleSections.insert(contentsOf: extra, at: hashPosition)
            }
            self.indexTitles = indexTitles
            self.indexTitleSections = indexTitleSections
        } else {
            indexTitles = titles
            indexTitleSections = Array(titles.indices)
        }
    }
}
