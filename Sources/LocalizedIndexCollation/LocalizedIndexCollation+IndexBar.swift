import LocalizedIndexSupport

extension LocalizedIndexCollation {
    /// What an index bar does with sections that have no items.
    public enum EmptySections: String, Sendable, Hashable, CaseIterable {
        /// Every title stays and leads to its own section, empty or not.
        case keep
        /// A title is left out when none of the sections it stands for (its own, up to the next title's) has
        /// items; otherwise it leads to the first of them that has.
        case hide
        /// Every title stays; a title whose section is empty leads to the nearest section with items
        /// before it, else the nearest after it (as iOS Contacts does).
        case nearest
    }

    /// The index bar, fitted to `slots` entries and with empty sections handled as asked.
    ///
    /// The bar starts from the collation's index titles (UIKit's `sectionIndexTitles`) and their sections, after the search entry when
    /// asked for. Empty sections are handled first (see ``EmptySections``); then, when `slots` is given and
    /// the bar has more entries than that, it is abridged as UIKit's table index abridges itself:
    ///
    /// - The search entry stays first and `#` (the last section's title in the ``Style/uikit`` style, where
    ///   that section is ``SectionKind/other``) stays last; both take a slot.
    /// - The slots left hold titles and `•` alternately, `title • title • … • title`: an odd number, so an
    ///   even number of slots leaves one unused. The first and the last title are kept; the titles between
    ///   are spread evenly: with *n* titles of which *k* are kept, the *j*-th kept is title
    ///   *j*·(*n* − 1)/(*k* − 1), rounded to the nearest, halves up.
    /// - Each `•` leads to the section of the first entry it stands for (the first left out after the title
    ///   above it), as the Traditional Chinese bar's own `•` lead to the section after the title above.
    ///   `•` entries of the locale's own bar are never kept as titles: they are left out like titles and the
    ///   `•` are recomputed. Where two kept titles hide no entry but skip sections, the `•` between them leads
    ///   to the first skipped section (with items, under ``EmptySections/hide`` and
    ///   ``EmptySections/nearest``), and is left out when there is none.
    /// - A bar never has a single `•`: with fewer than five slots for titles it shows the first and the last
    ///   title only, or with one slot just the first.
    /// - Where other scripts' letters follow the locale's own (``OtherScripts/native(scripts:)``, as
    ///   `--other-scripts auto` adds them for a list in many scripts), the locale's own titles (its layout:
    ///   `A`–`Z` `Å` `Ä` `Ö` in Swedish, `A`–`Z` the ten kana rows and `他` in Japanese) are hidden last. Each
    ///   other script first becomes one entry, its first title (`Α` for Greek, leading to Greek's first
    ///   section); where that does not fit, all other scripts share one `•`, leading to the first of them;
    ///   where even that does not fit, the locale's own titles are spread as above in the slots left beside
    ///   that `•`. (A list with Greek and Cyrillic names in English: `A`…`Z Α • А #` in 30 slots,
    ///   `A`…`Z • #` in 29, `A • G • N • T • Z • #` in 11.)
    /// - Two titles of different scripts that look alike to a reader (Latin `A`, Greek `Α`, Cyrillic `А`:
    ///   equal confusable skeletons, Unicode's UTS #39) are never side by side: a `•` leading to the second
    ///   goes between them, counted in the slots (one entry per other script is kept only when its
    ///   separators fit too); where no slot is left, the second title becomes that `•`.
    /// - With no slot for a title at all, the bar keeps what fits of the search entry, the first title and
    ///   `#`, in that order of priority.
    ///
    /// Every entry but the search entry leads to a section in `0..<sectionTitles.count`, never decreasing
    /// from top to bottom. Without `slots`, or with enough, the bar is as the titles are.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "en")
    /// collation.indexBar(slots: 11).titles     // ["A", "•", "G", "•", "N", "•", "T", "•", "Z", "#"]
    /// collation.indexBar(slots: 11).sections   // [0, 1, 6, 7, 13, 14, 19, 20, 25, 26]
    /// collation.indexBar(slots: 5).titles      // ["A", "Z", "#"]
    /// ```
    ///
    /// - Parameters:
    ///   - slots: How many entries fit; nil for as many as there are titles. Less than 0 counts as 0.
    ///   - includingSearch: Whether the bar starts with UIKit's search entry (``IndexBar/searchTitle``).
    ///   - sectionsWithItems: The sections that have items; nil when every section counts as having some.
    ///   - emptySections: What to do with the titles of sections without items.
    /// - Returns: The bar, at most `slots` entries long when `slots` is given.
    /// - Complexity: O(*n* + *s* log *s*) for *n* index titles and *s* sections with items.
    public func indexBar(
        slots: Int? = nil,
        includingSearch: Bool = false,
        sectionsWithItems: Set<Int>? = nil,
        emptySections: EmptySections = .keep
    ) -> IndexBar {
        let withItems = sectionsWithItems?.sorted()
        let indexTitles = engine.table.indexTitles, titleSections = engine.table.indexTitleSections
        // `#` is the last index title when it leads to the last section and that section is UIKit's `#`.
        let otherIndex = sectionKinds.last == .other && titleSections.last == sectionTitles.count - 1
            ? indexTitles.count - 1 : nil

        let search = includingSearch ? IndexBar.Entry(title: IndexBar.searchTitle, kind: .search, section: nil) : nil
        var body: [IndexBar.Entry] = [], scripts: [String?] = []
        body.reserveCapacity(indexTitles.count)
        var other: IndexBar.Entry?
        for (index, (title, section)) in zip(indexTitles, titleSections).enumerated() {
            let kind: IndexBar.Entry.Kind = title == IndexBar.bulletTitle ? .bullet : .title
            var target = section
            if let withItems, !Self.contains(withItems, section) {
                switch emptySections {
                case .keep: break
                case .hide:
                    // A title stands for the sections up to the next title's (`19` for 19 to 25+ strokes in
                    // Traditional Chinese): it stays, leading to the first of them with items, if any has.
                    let next = titleSections.indices.contains(index + 1) ? titleSections[index + 1] : section + 1
                    let first = Self.lowerBound(of: section, in: withItems)
                    guard first < withItems.count, withItems[first] < max(next, section + 1) else { continue }
                    target = withItems[first]
                case .nearest: target = Self.nearest(to: section, in: withItems) ?? section
                }
            }
            let entry = IndexBar.Entry(title: title, kind: kind, section: target)
            if index == otherIndex {
                other = entry
            } else {
                body.append(entry)
                scripts.append(kind == .title ? addedScript(ofSection: section) : nil)
            }
        }

        // Hiding a title between two •s would leave them side by side: one • stands for both spans.
        let kept = body.indices.filter { position in
            body[position].kind != .bullet || position == 0 || body[position - 1].kind != .bullet
        }
        body = kept.map { body[$0] }
        scripts = kept.map { scripts[$0] }
        func lookAlike(_ title: String) -> TitleLookAlike? { Self.lookAlike(ofTitle: title) }
        let count = (search == nil ? 0 : 1) + body.count + (other == nil ? 0 : 1)
        let whole = [search].compactMap { $0 } + body + [other].compactMap { $0 }
        guard let slots, count + IndexBarFitting.lookAlikePairs(whole, lookAlike: lookAlike).count > slots else {
            return IndexBar(entries: IndexBarFitting.separatingLookAlikes(whole, slots: slots, lookAlike: lookAlike))
        }
        let entries = IndexBarFitting.fit(
            search: search, body: body, scripts: scripts, other: other, slots: slots,
            separatorCount: { IndexBarFitting.lookAlikePairs($0, lookAlike: lookAlike).count }
        ) { above, below in
            let between = (above + 1)..<max(above + 1, below)
            guard let withItems, emptySections != .keep else { return between.first }
            return between.first { Self.contains(withItems, $0) }
        }
        return IndexBar(entries: IndexBarFitting.separatingLookAlikes(entries, slots: slots, lookAlike: lookAlike))
    }

    /// The script and confusable skeleton of an index title's first character, which decide whether two
    /// titles side by side look alike to a reader (Latin `A`, Greek `Α`, Cyrillic `А`): what the page's port
    /// of ``indexBar(slots:includingSearch:sectionsWithItems:emptySections:)`` is given for each title.
    package static func lookAlike(ofTitle title: String) -> TitleLookAlike? {
        guard let first = title.first, let scalar = first.unicodeScalars.first else { return nil }
        // Each bar of a run asks for the same few titles (a page asks for every title twice): ICU's skeleton
        // of a character is made once per process.
        if let known = knownLookAlikes.withLock({ $0[first] }) { return known }
        let key = ICU.confusableSkeleton(of: String(first)).map {
            TitleLookAlike(script: ICU.scriptCode(of: scalar), skeleton: $0)
        }
        knownLookAlikes.withLock { $0[first] = key }
        return key
    }

    /// The look-alike keys made so far, by first character.
    private static let knownLookAlikes = Locked<[Character: TitleLookAlike?]>([:])

    /// The script (ISO 15924) of section `section` when other scripts' letters added it after the
    /// locale's own (``OtherScripts/native(scripts:)``), else nil: what the page's bar fitting, a port of
    /// ``indexBar(slots:includingSearch:sectionsWithItems:emptySections:)``, hides first.
    package func addedScript(ofSection section: Int) -> String? {
        engine.addedScripts.indices.contains(section) ? engine.addedScripts[section] : nil
    }

    /// The first position in sorted `sections` whose element is at least `section`.
    private static func lowerBound(of section: Int, in sections: [Int]) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle] < section { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func contains(_ sections: [Int], _ section: Int) -> Bool {
        let position = lowerBound(of: section, in: sections)
        return position < sections.count && sections[position] == section
    }

    /// The nearest of sorted `sections` before `section`, else the nearest after it.
    private static func nearest(to section: Int, in sections: [Int]) -> Int? {
        let position = lowerBound(of: section, in: sections)
        if position > 0 { return sections[position - 1] }
        return position < sections.count ? sections[position] : nil
    }
}
