import Testing
import LocalizedIndexCollation

/// One collation (and the cache behind it) shared by many tasks gives the answers one thread gives.
@Suite("concurrent use")
struct ConcurrencyTests {
    @Test("many tasks, one shared collation, identical results", arguments: ["sv", "ja", "zh-Hant", "ar"])
    func sharedCollation(locale: String) async throws {
        let rows = PeerFixtures.inputRows
        let collation = try LocalizedIndexCollation(locale: locale)
        let reference = collation.sections(of: rows, on: { $0 }).map { $0.items.map(\.scalars) }

        let results = try await withThrowingTaskGroup(of: [[[Unicode.Scalar]]].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Half the tasks share the instance, half go through the cache.
                    let mine = task.isMultiple(of: 2) ? collation : try LocalizedIndexCollation(locale: locale)
                    return mine.sections(of: rows, on: { $0 }).map { $0.items.map(\.scalars) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == reference) }
    }

    /// With `native`, each script's own index is built when a name first needs it: tasks placing names of
    /// many scripts at once on a collation no one has used must get what one thread gets.
    @Test("native: script indexes built on first need, from many tasks at once")
    func scriptIndexesOnFirstNeed() async throws {
        let rows = PeerFixtures.inputRows + ["أحمد", "إبراهيم", "آدم", "Ёлка", "Ἀθηνᾶ", "ﬀ"]
        let options = { (limit: Int) in
            LocalizedIndexCollation.Options(maximumLabelCount: limit,
                                            otherScripts: .native(scripts: LocalizedIndexCollation.scripts(in: rows)))
        }
        // A limit no other test uses: each collation here is new, its script indexes not yet built.
        let reference = try LocalizedIndexCollation(locale: "en", options: options(997))
            .sections(of: rows, on: { $0 }).map { $0.items.map(\.scalars) }
        let shared = try LocalizedIndexCollation(locale: "en", options: options(998))
        let results = await withTaskGroup(of: [[[Unicode.Scalar]]].self) { group in
            for _ in 0..<8 {
                group.addTask { shared.sections(of: rows, on: { $0 }).map { $0.items.map(\.scalars) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result == reference) }
    }

    @Test("building many different collations at once")
    func concurrentBuilds() async throws {
        let locales = ["en", "sv", "de", "ja", "ko", "zh", "zh-Hant", "ar", "ru", "el", "he", "th"]
        let titles = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
            for locale in locales + locales {
                group.addTask { (locale, try LocalizedIndexCollation(locale: locale).sectionTitles) }
            }
            return try await group.reduce(into: [String: Set<[String]>]()) { $0[$1.0, default: []].insert($1.1) }
        }
        for locale in locales { #expect(titles[locale]?.count == 1, "\(locale)") }
    }
}
