/// Fits an index bar to a number of slots: the rules documented on
/// ``LocalizedIndexCollation/indexBar(slots:includingSearch:sectionsWithItems:emptySections:)``.
enum IndexBarFitting {
    /// The entries of a bar fitted to `slots`.
    ///
    /// - Parameters:
    ///   - search: The search entry, kept first, or nil.
    ///   - body: The titles and bullets between the search entry and `#`, top to bottom, each leading to a
    ///     section, sections non-decreasing.
    ///   - other: The `#` entry, kept last, or nil.
    ///   - slots: How many entries fit; the caller has checked that the bar does not fit as it is.
    ///   - sectionBetween: A section strictly between two sections for a • to lead to when the titles either
    ///     side of it hide no entry, or nil when there is none.
    /// - Complexity: O(*n*) for *n* body entries (plus the calls to `sectionBetween`).
    static func fit(
        search: IndexBar.Entry?,
        body: [IndexBar.Entry],
        other: IndexBar.Entry?,
        slots: Int,
        sectionBetween: (_ above: Int, _ below: Int) -> Int?
    ) -> [IndexBar.Entry] {
        // Only titles are ever kept; the bar's own • entries are hidden like titles and the •s recomputed.
        let titles = body.indices.filter { body[$0].kind != .bullet }
        let available = slots - (search == nil ? 0 : 1) - (other == nil ? 0 : 1)
        guard available >= 1, !titles.isEmpty else {
            // No room for a title beside the search entry and `#`: keep what fits of search, the first title
            // and `#`, in that order of priority.
            var budget = max(slots, 0)
            func take(_ entry: IndexBar.Entry?) -> IndexBar.Entry? {
                guard let entry, budget > 0 else { return nil }
                budget -= 1
                return entry
            }
            let kept = [take(search), take(titles.first.map { body[$0] }), take(other)]
            return kept.compactMap { $0 }
        }

        // Titles and •s alternate, so they take an odd number of slots; fewer than five (a single •) is
        // titles only: the first and the last, or just the first.
        let usable = available.isMultiple(of: 2) ? available - 1 : available
        let withBullets = usable >= 5
        let keptCount = min(titles.count, withBullets ? (usable + 1) / 2 : min(available, 2))
        let kept = spread(keptCount, over: titles.count).map { titles[$0] }

        var fitted: [IndexBar.Entry] = []
        fitted.reserveCapacity(keptCount * 2 + 1)
        if let search { fitted.append(search) }
        for (position, index) in kept.enumerated() {
            fitted.append(body[index])
            guard withBullets, position + 1 < kept.count else { continue }
            let next = kept[position + 1]
            if next - index > 1 {
                // The • leads where the first entry it stands for leads.
                fitted.append(.init(title: IndexBar.bulletTitle, kind: .bullet, section: body[index + 1].section))
            } else if let above = body[index].section, let below = body[next].section,
                      let section = sectionBetween(above, below) {
                // Nothing hidden between the two titles, but sections are (the layout skips them).
                fitted.append(.init(title: IndexBar.bulletTitle, kind: .bullet, section: section))
            }
        }
        if fitted.lazy.filter({ $0.kind == .bullet }).count == 1 {
            fitted.removeAll { $0.kind == .bullet }
        }
        if let other { fitted.append(other) }
        return fitted
    }

    /// The entries of a bar fitted to `slots` that keeps the locale's own titles longest: `scripts` gives,
    /// for each body entry, the script of another script's letters it belongs to (nil for the locale's own
    /// entries). Each run of one other script first becomes its first entry; where that does not fit, each
    /// stretch of other scripts becomes one `•` leading to its first section; where even that does not fit,
    /// the locale's own entries are fitted as ``fit(search:body:other:slots:sectionBetween:)`` fits a bar, in
    /// the slots those `•` leave. Without other scripts' entries, that fitting alone. One entry per script is
    /// kept only when the separators ``separatingLookAlikes(_:slots:lookAlike:)`` will put between its
    /// entries (`separatorCount` of them) fit too.
    static func fit(
        search: IndexBar.Entry?,
        body: [IndexBar.Entry],
        scripts: [String?],
        other: IndexBar.Entry?,
        slots: Int,
        separatorCount: ([IndexBar.Entry]) -> Int = { _ in 0 },
        sectionBetween: (_ above: Int, _ below: Int) -> Int?
    ) -> [IndexBar.Entry] {
        // Runs of one other script, and stretches of other scripts (runs side by side).
        var runs: [Range<Int>] = [], stretches: [Range<Int>] = []
        for index in body.indices {
            guard let script = scripts[index] else { continue }
            if let last = runs.last, last.upperBound == index, scripts[last.lowerBound] == script {
                runs[runs.count - 1] = last.lowerBound..<index + 1
            } else {
                runs.append(index..<index + 1)
            }
            if let last = stretches.last, last.upperBound == index {
                stretches[stretches.count - 1] = last.lowerBound..<index + 1
            } else {
                stretches.append(index..<index + 1)
            }
        }
        guard !runs.isEmpty else { return fit(search: search, body: body, other: other, slots: slots, sectionBetween: sectionBetween) }
        let available = slots - (search == nil ? 0 : 1) - (other == nil ? 0 : 1)
        let ownCount = body.count - runs.reduce(0) { $0 + $1.count }

        /// The body with each of `ranges` replaced by what `replacement` makes of it.
        func replacing(_ ranges: [Range<Int>], by replacement: (Range<Int>) -> IndexBar.Entry) -> [IndexBar.Entry] {
            var entries: [IndexBar.Entry] = [], next = 0
            for range in ranges {
                entries += body[next..<range.lowerBound]
                entries.append(replacement(range))
                next = range.upperBound
            }
            return entries + body[next...]
        }
        func bullet(for range: Range<Int>) -> IndexBar.Entry {
            IndexBar.Entry(title: IndexBar.bulletTitle, kind: .bullet, section: body[range.lowerBound].section)
        }
        let entries: [IndexBar.Entry]
        let oneEntryPerScript = replacing(runs) { body[$0.lowerBound] }
        if ownCount + runs.count + separatorCount(oneEntryPerScript) <= available {
            entries = oneEntryPerScript
        } else if ownCount + stretches.count <= available {
            entries = replacing(stretches, by: bullet(for:))
        } else {
            let own = body.indices.filter { scripts[$0] == nil }.map { body[$0] }
            var fitted = fit(search: search, body: own, other: nil,
                             slots: slots - stretches.count - (other == nil ? 0 : 1), sectionBetween: sectionBetween)
            // Each stretch's • where its section falls among the entries kept.
            for stretch in stretches {
                let section = body[stretch.lowerBound].section ?? 0
                let position = fitted.firstIndex { $0.kind != .search && ($0.section ?? 0) > section } ?? fitted.count
                fitted.insert(bullet(for: stretch), at: position)
            }
            return fitted + [other].compactMap { $0 }
        }
        return [search].compactMap { $0 } + entries + [other].compactMap { $0 }
    }

    /// Two adjacent titles of different scripts that look alike to a reader (Latin `A`, Greek `Α` and
    /// Cyrillic `А`), as `lookAlike` says (their scripts and confusable skeletons): the positions in
    /// `entries` of the second title of each such pair.
    static func lookAlikePairs(_ entries: [IndexBar.Entry], lookAlike: (String) -> TitleLookAlike?) -> [Int] {
        entries.indices.dropFirst().filter { index in
            let above = entries[index - 1], below = entries[index]
            guard above.kind == .title, below.kind == .title,
                  // Titles of one script (nearly every pair) never need their skeletons.
                  TitleLookAlike.script(of: above.title) != TitleLookAlike.script(of: below.title),
                  let aboveKey = lookAlike(above.title), let belowKey = lookAlike(below.title) else { return false }
            return aboveKey.script != belowKey.script && aboveKey.skeleton == belowKey.skeleton
        }
    }

    /// `entries` with a `•` between the two titles of each look-alike pair (``lookAlikePairs(_:lookAlike:)``),
    /// leading to the second's section, where `slots` leaves room; where it does not, the second title
    /// itself becomes that `•` (one `•` standing for it and any `•` beside it). No two look-alike titles of
    /// different scripts are then side by side.
    static func separatingLookAlikes(
        _ entries: [IndexBar.Entry], slots: Int?, lookAlike: (String) -> TitleLookAlike?
    ) -> [IndexBar.Entry] {
        let pairs = Set(lookAlikePairs(entries, lookAlike: lookAlike))
        guard !pairs.isEmpty else { return entries }
        var room = slots.map { $0 - entries.count } ?? Int.max
        var separated: [IndexBar.Entry] = []
        separated.reserveCapacity(entries.count + pairs.count)
        for (index, entry) in entries.enumerated() {
            let separator = IndexBar.Entry(title: IndexBar.bulletTitle, kind: .bullet, section: entry.section)
            if !pairs.contains(index) {
                // A • beside the • that replaced a title: one stands for both.
                if entry.kind == .bullet, separated.last?.kind == .bullet { continue }
                separated.append(entry)
            } else if room > 0 {
                room -= 1
                separated += [separator, entry]
            } else if separated.last?.kind != .bullet {
                separated.append(separator)
            }
        }
        return separated
    }

    /// `count` positions in `0..<total`, the first and the last included, spread evenly: position *j* is
    /// *j*·(`total` − 1)/(`count` − 1) rounded to the nearest, halves up.
    static func spread(_ count: Int, over total: Int) -> [Int] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        let span = total - 1, steps = count - 1
        return (0..<count).map { (2 * $0 * span + steps) / (2 * steps) }
    }
}

/// What decides whether two index titles look alike to a reader: the script of a title's first character and
/// the confusable skeleton (Unicode's UTS #39, as ICU makes it) of that character.
package struct TitleLookAlike: Hashable, Sendable {
    /// The ISO 15924 code of the first character's script (`Latn`, `Grek`, `Cyrl`, `Zyyy` for digits).
    package let script: String
    /// The first character's confusable skeleton: equal for `A`, `Α` and `А`.
    package let skeleton: String

    /// The ISO 15924 code of the script of `title`'s first character; nil for an empty title.
    static func script(of title: String) -> String? {
        title.unicodeScalars.first.map(ICU.scriptCode(of:))
    }
}
