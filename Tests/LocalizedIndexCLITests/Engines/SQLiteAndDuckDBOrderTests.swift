import Foundation
import Testing

/// `sqlite3` (on `--format sqlite` and on the CSV) and DuckDB (on the CSV; only the keys, never its own
/// ICU) order our rows as we do, running the recipes of "Sorting in databases and engines" (DocC) as written.
@Suite("SQLite and DuckDB order our rows as we do")
struct SQLiteAndDuckDBOrderTests {
    @Test("sqlite3: --format sqlite's records ORDER BY section, collation_key, position",
          .requires(.sqliteShell, .nameGenerator), arguments: EngineCase.all)
    func sqliteOutput(_ engineCase: EngineCase) async throws {
        let sqlite = try await EngineCorpus.sorted(engineCase, format: "sqlite")
        try await expectOurOrder(engineCase, engine: "sqlite3 --format sqlite", recipe: "sqlite-output",
                                 folder: sqlite.deletingLastPathComponent())
    }

    @Test("sqlite3: the CSV imported, ORDER BY section, collation_key, position", .requires(.sqliteShell, .nameGenerator),
          arguments: EngineCase.all)
    func sqliteCSV(_ engineCase: EngineCase) async throws {
        try await expectOurOrder(engineCase, engine: "sqlite3 CSV", recipe: "sqlite-csv")
    }

    @Test("DuckDB: the CSV read, ORDER BY section, unhex(collation_key), position", .requires(.duckdb, .nameGenerator),
          arguments: EngineCase.all)
    func duckdb(_ engineCase: EngineCase) async throws {
        try await expectOurOrder(engineCase, engine: "duckdb", recipe: "duckdb")
    }

    /// Runs the recipe (a shell block with `bash`, a Python block with `python3`) in the case's folder and
    /// expects the positions it prints to be the CSV's, row by row.
    private func expectOurOrder(_ engineCase: EngineCase, engine: String, recipe name: String, folder: URL? = nil)
        async throws {
        let csv = try await EngineCorpus.sorted(engineCase, format: "csv")
        let ours = try CSVRows.column("position", of: Data(contentsOf: csv))
        let recipe = try EngineRecipe(name)
        let isPython = recipe.text.hasPrefix("import")
        var command = isPython
            ? try ExternalCommand.named("python3", hint: ".ci/install-dependencies --engines installs DuckDB for python3")
            : try ExternalCommand.named("bash", hint: "bash runs the shell recipes")
        if !isPython { _ = try ExternalCommand.named("sqlite3", hint: ".ci/install-dependencies installs Debian's sqlite3") }
        command.arguments = ["-"]
        command.folder = folder ?? csv.deletingLastPathComponent()
        let differing = OrderComparison.differences(ours, OrderComparison.lines(try command.text(input: recipe.text)))
        OrderComparison.record(engine: engine, engineCase, rows: ours.count, differing: differing)
        #expect(differing == 0, "\(engineCase): \(differing) of \(ours.count) rows out of our order in \(engine)")
    }
}
