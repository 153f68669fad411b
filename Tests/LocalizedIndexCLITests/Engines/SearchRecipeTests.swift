import Foundation
import Testing

/// The search recipes of the DocC article "Sorting in databases and engines", run as written on SQLite (FTS5)
/// and PostgreSQL 15 (a throwaway cluster), find the same records as `localized-index search` for the same
/// queries, on the first 1,000 generated names in five locales. The queries' words are not prefixes of one
/// another (the article says why that matters).
@Suite("search recipes: SQLite and PostgreSQL find what search finds",
       .requires(.postgres, .sqliteShell, .nameGenerator), .throwawayPostgres, .serialized)
struct SearchRecipeTests {
    /// Queries a person might type into a list of the generated names, by locale.
    static let queries: [(locale: String, queries: [String])] = [
        ("en", ["an", "mar", "j s", "smith", "li", "ro g", "ostlund", "müller"]),
        ("sv", ["an", "öst", "ostl", "jo", "karl", "sv", "mo a"]),
        ("zh", ["zhang", "wang w", "zw", "li", "张", "王", "liu j", "chen"]),
        ("ko", ["김", "ㄱㅁ", "이", "ㅂ", "박", "ㅈㅎ", "민"]),
        ("ja", ["yama", "やま", "ta", "佐藤", "sato", "tanaka", "mi"]),
    ]

    @Test("SQLite's FTS5 and PostgreSQL's LIKE on text_pattern_ops give search's records", arguments: queries)
    func recipes(_ locale: String, _ queries: [String]) async throws {
        let cluster = try #require(PostgresCluster.current)
        let folder = EngineCorpus.runFolder.appendingPathComponent("search-\(locale)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = try await Self.firstNames(1_000, in: folder)
        let common = ["--input", names.path, "--locale", locale]
        try CLI.execute(["sort-contacts"] + common + ["--format", "csv", "--with-search-keys", "--output",
                                                      folder.appendingPathComponent("contacts.csv").path])
        try CLI.execute(["sort-contacts"] + common + ["--format", "sqlite", "--with-search-keys", "--output",
                                                      folder.appendingPathComponent("contacts.sqlite").path])
        let database = "search_\(locale)"
        _ = try cluster.psql(["-c", "CREATE DATABASE \"\(database)\""]).output()
        _ = try cluster.psql(["-f", EngineRecipe("search-postgres-load").write(named: "load.sql", in: folder).path],
                             in: folder).database(database).output()
        let sqliteRecipe = try EngineRecipe("search-sqlite").write(named: "search-sqlite.sh", in: folder)
        let postgresRecipe = try EngineRecipe("search-postgres-query").write(named: "search-postgres.sh", in: folder)
        var found = 0
        for query in queries {
            let ours = try Self.positions(ofSearch: common + query.split(separator: " ").map(String.init), in: folder)
            found += ours.isEmpty ? 0 : 1
            let environment = ["locale": locale, "query": query,
                               "PATH": try ProcessFailureTests.executable().deletingLastPathComponent().path + ":/usr/bin:/bin"]
            let sqlite = try ExternalCommand(executable: "/bin/bash", arguments: [sqliteRecipe.path], environment: environment,
                                             folder: folder).text()
            #expect(OrderComparison.lines(sqlite) == ours, "\(locale) \(query): SQLite")
            var postgresEnvironment = environment.merging(cluster.clientEnvironment) { $1 }
            postgresEnvironment["PGDATABASE"] = database
            let postgres = try ExternalCommand(executable: "/bin/bash", arguments: [postgresRecipe.path],
                                               environment: postgresEnvironment, folder: folder).text()
            #expect(OrderComparison.lines(postgres) == ours, "\(locale) \(query): PostgreSQL")
        }
        #expect(found * 2 >= queries.count, "\(locale): only \(found) of \(queries.count) queries find a name")
    }

    /// The positions (input order) of the records `search` prints, in its order.
    static func positions(ofSearch arguments: [String], in folder: URL) throws -> [String] {
        let output = folder.appendingPathComponent("search.csv")
        try CLI.execute(["search", "--format", "csv", "--output", output.path] + arguments)
        return try CSVRows.column("position", of: Data(contentsOf: output))
    }

    /// The generated names' first `count` rows, as a file in `folder`.
    static func firstNames(_ count: Int, in folder: URL) async throws -> URL {
        let all = try String(contentsOf: try await EngineCorpus.names(withReadings: true), encoding: .utf8)
        let file = folder.appendingPathComponent("names-\(count).tsv")
        try (all.split(separator: "\n", omittingEmptySubsequences: false).prefix(count + 1).joined(separator: "\n") + "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
