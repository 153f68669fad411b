import LocalizedIndexCollation

extension SectionsHTML {
    /// What the page's script needs to fit the index bar (``fitScript``), as the JSON of the bar's
    /// `data-bar` attribute: `entries`, the bar before fitting as `[title, kind, section, script]` (`script`:
    /// another script's ISO 15924 code where its letters were added after the locale's own, else null); `search` and
    /// `other`, whether it starts with the search entry and ends with `#` (which fitting keeps);
    /// `withItems`, the sections with records, or null when empty sections are kept (then a `•` may lead to
    /// any section); `maxSlots`, `--index-slots` or null.
    package static func fittingData(_ document: SectionedDocument) -> String {
        let bar = document.unfittedIndexBar
        let collation = document.collation
        // Every title of the collation's bar, each leading to its own section.
        let fullBar = collation.indexBar()
        let sectionOfTitle = ownSections(of: fullBar)
        // Each title's script and confusable skeleton, which the page's fitting compares as the library's does.
        func lookAlike(_ entry: IndexBar.Entry) -> TitleLookAlike? {
            entry.kind == .title ? LocalizedIndexCollation.lookAlike(ofTitle: entry.title) : nil
        }
        // The page refits the bar from its titles: the •s the library put between look-alike titles go (it
        // puts them back where the titles it keeps are side by side).
        let unseparated = bar.entries.indices.filter { index in
            let entries = bar.entries
            guard entries[index].kind == .bullet, index > 0, index + 1 < entries.count,
                  let above = lookAlike(entries[index - 1]), let below = lookAlike(entries[index + 1]) else { return true }
            return above.script == below.script || above.skeleton != below.skeleton
        }.map { bar.entries[$0] }
        let entries = unseparated.map { entry in
            let script = entry.kind == .title ? sectionOfTitle[entry.title].flatMap(collation.addedScript(ofSection:)) : nil
            let look = lookAlike(entry).map { "[\(jsonString($0.script)),\(jsonString($0.skeleton))]" } ?? "null"
            return "[\(jsonString(entry.title)),\(jsonString(entry.kind.rawValue)),\(entry.section.map(String.init) ?? "null"),"
                + "\(script.map(jsonString) ?? "null"),\(look)]"
        }
        // `#` is kept last when it is UIKit's: the last index title, leading to the last section, of kind other.
        let otherTitle = collation.sectionKinds.last == .other
            && fullBar.sections.last == collation.sectionTitles.count - 1
            ? fullBar.titles.last : nil
        let other = bar.entries.last.map { $0.kind == .title && $0.title == otherTitle } ?? false
        let withItems = document.emptySections == .keep
            ? "null"
            : "[" + document.sections.filter { !$0.items.isEmpty }.map { String($0.index) }.joined(separator: ",") + "]"
        return "{\"entries\":[\(entries.joined(separator: ","))],"
            + "\"search\":\(bar.entries.first?.kind == .search),\"other\":\(other),"
            + "\"withItems\":\(withItems),\"maxSlots\":\(document.indexSlots.map(String.init) ?? "null")}"
    }

    /// The script of each entry of `bar` (ISO 15924) where other scripts' letters added its section, else nil
    /// (the locale's own, `#`, the search entry): a title by its own section, a `•` by the first it stands for.
    package static func entryScripts(_ bar: IndexBar, collation: LocalizedIndexCollation) -> [String?] {
        let sectionOfTitle = ownSections(of: collation.indexBar())
        return bar.entries.map { entry in
            guard entry.kind != .search, let section = entry.section else { return nil }
            return collation.addedScript(ofSection: entry.kind == .title ? sectionOfTitle[entry.title] ?? section : section)
        }
    }

    /// Each title of `fullBar` (the collation's whole bar) with its own section, not where it leads (an empty
    /// one may lead elsewhere): what decides its script.
    private static func ownSections(of fullBar: IndexBar) -> [String: Int] {
        Dictionary(fullBar.entries.compactMap { entry in entry.section.map { (entry.title, $0) } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// `text` as a JSON string literal.
    private static func jsonString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
