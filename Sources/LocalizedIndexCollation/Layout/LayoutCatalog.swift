/// The layouts the package ships in `CollationData/Layouts/`, embedded in the binary at build time.
enum LayoutCatalog {
    /// A layout file that cannot be used: the data is wrong, which the package's tests catch before release.
    struct InvalidLayout: Error, CustomStringConvertible {
        var file: String
        var problem: String
        var description: String { "CollationData/\(file): \(problem)" }
    }

    /// Every shipped layout, checked.
    static let all: Result<[Layout], InvalidLayout> = Result { () throws(InvalidLayout) in
        try EmbeddedCollationData.layouts.map { layout throws(InvalidLayout) in try checked(layout) }
    }

    /// The layout for `locale`, if the package ships one. The build has read the files
    /// (`EmbeddedCollationData.layouts`); the one that applies is checked here.
    static func layout(for locale: CollationLocale) throws(InvalidLayout) -> Layout? {
        let languageAndScript = locale.languageAndScript
        guard let layout = EmbeddedCollationData.layouts.first(where: {
            $0.applies(to: locale, languageAndScript: languageAndScript)
        }) else { return nil }
        return try checked(layout)
    }

    private static func checked(_ layout: Layout) throws(InvalidLayout) -> Layout {
        try check(layout, file: "Layouts/\(layout.name).json")
        return layout
    }

    /// The structural rules a layout must follow; that its labels exist in ICU is a test's job.
    private static func check(_ layout: Layout, file: String) throws(InvalidLayout) {
        let titles = layout.sections.map(\.title)
        guard !titles.isEmpty else { throw InvalidLayout(file: file, problem: "no sections") }
        guard Set(titles).count == titles.count else { throw InvalidLayout(file: file, problem: "a section title repeats") }
        guard !titles.contains(SectionTable.otherTitle) else {
            throw InvalidLayout(file: file, problem: "'#' is added by the package, always last; do not list it")
        }
        let labels = layout.sections.flatMap(\.labels)
        guard Set(labels).count == labels.count else { throw InvalidLayout(file: file, problem: "an ICU label is in two sections") }
        guard let indexTitles = layout.sectionIndexTitles else { return }
        guard let first = indexTitles.first, first.section != nil else {
            throw InvalidLayout(file: file, problem: "the first index title must name its section")
        }
        for entry in indexTitles {
            if let section = entry.section, section != SectionTable.otherTitle, !titles.contains(section) {
                throw InvalidLayout(file: file, problem: "index title '\(entry.title)' names no section '\(section)'")
            }
        }
    }
}
