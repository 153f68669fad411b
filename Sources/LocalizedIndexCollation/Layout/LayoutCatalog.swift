import FoundationEssentials

/// The layouts the package ships in `CollationData/Layouts/`, embedded in the binary at build time.
enum LayoutCatalog {
    /// A layout file that cannot be used: the data is wrong, which the package's tests catch before release.
    struct InvalidLayout: Error, CustomStringConvertible {
        var file: String
        var problem: String
        var description: String { "CollationData/\(file): \(problem)" }
    }

    /// Every shipped layout, decoded and checked once.
    static let all: Result<[Layout], InvalidLayout> = Result { () throws(InvalidLayout) in
        try files.map { (path, bytes) throws(InvalidLayout) in try decode(path: path, bytes: bytes) }
    }

    /// The layout for `locale`, if the package ships one. It is found by the files' `locales` and
    /// `collations`, which the build reads into `EmbeddedCollationData.layoutHeaders`, and then the one
    /// file that applies is decoded: a run opens one layout, not all of them.
    static func layout(for locale: CollationLocale) throws(InvalidLayout) -> Layout? {
        for (path, locales, collations) in EmbeddedCollationData.layoutHeaders
        where Layout.applies(locales: locales, collations: collations, to: locale) {
            return try decoded.withLock { cache in
                if let layout = cache[path] { return Result<Layout, InvalidLayout>.success(layout) }
                let layout = Result { () throws(InvalidLayout) in
                    try decode(path: path, bytes: EmbeddedCollationData.file(path) ?? [])
                }
                cache[path] = try? layout.get()
                return layout
            }.get()
        }
        return nil
    }

    /// The shipped layout files, in path order.
    private static var files: [(path: String, bytes: [UInt8])] {
        EmbeddedCollationData.paths.filter { $0.hasPrefix("Layouts/") }.map { ($0, EmbeddedCollationData.file($0) ?? []) }
    }

    /// The layouts decoded so far, by path.
    private static let decoded = Locked<[String: Layout]>([:])

    private static func decode(path: String, bytes: [UInt8]) throws(InvalidLayout) -> Layout {
        var layout: Layout
        do {
            layout = try JSONDecoder().decode(Layout.self, from: Data(bytes))
        } catch {
            throw InvalidLayout(file: path, problem: "\(error)")
        }
        layout.name = String(path.dropFirst("Layouts/".count).dropLast(".json".count))
        try check(layout, file: path)
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
