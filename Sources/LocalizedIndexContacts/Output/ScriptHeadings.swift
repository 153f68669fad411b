import LocalizedIndexCollation

/// The headings a page puts between the scripts of a list (`--other-scripts auto`): the script's name in the
/// page's language above the first section of each script other scripts' letters added ("Greek" above Α,
/// "Grekiska" in sv, "ギリシャ文字" in ja), and the page's word for the rest ("Other") above the sections
/// after them that belong to no script (`#`, Japanese `他`). A list of the locale's own letters alone has none.
struct ScriptHeadings {
    /// A heading: the script's ISO 15924 code (`Zzzz` for the rest) and what the page shows.
    struct Heading: Equatable {
        let script: String
        let name: String
    }

    private let collation: LocalizedIndexCollation
    private let otherScripts: String
    /// The script of the section before, nil for the locale's own or none.
    private var previous: String?

    init(_ collation: LocalizedIndexCollation, words: PageWords) {
        self.collation = collation
        otherScripts = words.otherScripts
    }

    /// The heading above `section`, the sections being taken in order; nil where the script goes on.
    mutating func heading(before section: Int) -> Heading? {
        let script = collation.addedScript(ofSection: section)
        defer { previous = script }
        if let script, script != previous {
            return Heading(script: script, name: collation.locale.displayName(ofScript: script))
        }
        if script == nil, previous != nil {
            return Heading(script: "Zzzz", name: otherScripts)
        }
        return nil
    }
}
