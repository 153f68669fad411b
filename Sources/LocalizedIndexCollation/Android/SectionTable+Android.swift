extension SectionTable {
    /// Android's buckets as sections, in Android's order and numbering: titles repeat (`…` for ICU's
    /// underflow, each inflow and the overflow), so sections are told apart by number. The index bar lists
    /// every title; Android's fast-scroll index shows those of the sections with names, as
    /// ``LocalizedIndexCollation/EmptySections/hide`` does.
    init(androidTitles titles: [String], kinds: [SectionKind], numberSection: Int, unreadSection: Int?) {
        self.titles = titles
        self.kinds = kinds
        indexTitles = titles
        indexTitleSections = Array(titles.indices)
        // Android places names itself (``AndroidIndex``); ICU's buckets have no fixed section here.
        sectionOfBucket = []
        otherSection = numberSection
        self.unreadSection = unreadSection
    }
}
