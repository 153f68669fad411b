import Foundation
import LocalizedIndexCollation
import Testing

/// PostgreSQL 15 (Debian's, on a throwaway cluster) loads `sort-contacts --format csv` with `COPY` and orders it
/// as we do, running the recipes of the DocC article "Sorting in databases and engines" as written: by the keys
/// in every case, and by its own ICU collation (same ICU 72, same collation version) in the `icu` style.
@Suite("PostgreSQL orders our rows as we do", .requires(.postgres, .nameGenerator), .throwawayPostgres)
struct PostgresOrderTests {
    @Test("ORDER BY section, collation_key, position is our order", arguments: EngineCase.all)
    func keysOrder(_ engineCase: EngineCase) async throws {
        let (cluster, folder, ours) = try await prepare(engineCase, database: engineCase.database)
        let engine = try cluster.psql(["-f", EngineRecipe("postgres-order").write(named: "order.sql", in: folder).path],
                                      in: folder)
            .database(engineCase.database).text()
        let differing = OrderComparison.differences(ours, OrderComparison.lines(engine))
        OrderComparison.record(engine: "postgres keys", engineCase, rows: ours.count, differing: differing)
        #expect(differing == 0, "\(engineCase): \(differing) of \(ours.count) rows out of our order")
    }

    @Test("icu style: the keys are icu_sort_key's, COLLATE orders each section as we do, same versions",
          arguments: EngineCase.icuStyle)
    func collateOrder(_ engineCase: EngineCase) async throws {
        let database = engineCase.database + "-collate"
        let (cluster, folder, ours) = try await prepare(engineCase, database: database)
        let collation = try LocalizedIndexCollation(locale: engineCase.locale, style: .icu)
        _ = try cluster.psql(["-f", EngineRecipe("postgres-order").write(named: "order.sql", in: folder).path], in: folder)
            .database(database).output()
        let results = OrderComparison.lines(try cluster.psql([
            "-v", "collation_locale=\(collation.collationLocale)", "-v", "name=\(engineCase.sortName)",
            "-v", "icu_version=\(LocalizedIndexCollation.icuVersion)", "-v", "collation_version=\(collation.collationVersion)",
            "-f", EngineRecipe("postgres-collate").write(named: "collate.sql", in: folder).path,
        ], in: folder).database(database).text())
        try #require(results.count == 2 + ours.count, "\(results.prefix(4))")
        #expect(results[0] == "t", "\(engineCase): PostgreSQL's ICU or collation version is not ours")
        #expect(results[1] == "0", "\(engineCase): \(results[1]) keys differ from icu_sort_key")
        let differing = OrderComparison.differences(ours, Array(results.dropFirst(2)))
        OrderComparison.record(engine: "postgres COLLATE", engineCase, rows: ours.count, differing: differing)
        #expect(differing == 0, "\(engineCase): \(differing) of \(ours.count) rows out of our order by COLLATE")
    }

    @Test("PostgreSQL's collation version is ours for every locale here")
    func collationVersions() throws {
        let cluster = try #require(PostgresCluster.current)
        for engineCase in EngineCase.icuStyle {
            let collation = try LocalizedIndexCollation(locale: engineCase.locale, style: .icu)
            let version = try cluster.psql(["-c", """
                CREATE COLLATION IF NOT EXISTS "\(collation.collationLocale)-x-icu" (provider = icu, locale = '\(collation.collationLocale)');
                SELECT collversion FROM pg_collation WHERE oid = to_regcollation('"\(collation.collationLocale)-x-icu"');
                """]).text().trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(version == collation.collationVersion, "\(engineCase) (\(collation.collationLocale))")
        }
    }

    /// The cluster, the case's folder (with `contacts.csv`), our order (the CSV's positions) and a database
    /// made for it, so cases run side by side.
    private func prepare(_ engineCase: EngineCase, database: String) async throws -> (PostgresCluster, URL, [String]) {
        let cluster = try #require(PostgresCluster.current)
        let csv = try await EngineCorpus.sorted(engineCase, format: "csv")
        let ours = try CSVRows.column("position", of: Data(contentsOf: csv))
        _ = try cluster.psql(["-c", "CREATE DATABASE \"\(database)\""]).output()
        return (cluster, csv.deletingLastPathComponent(), ours)
    }
}

extension EngineCase {
    /// A database name of the case's own.
    var database: String { fileStem }
}

extension ExternalCommand {
    /// The same `psql` on another database.
    func database(_ name: String) -> ExternalCommand {
        var command = self
        command.environment["PGDATABASE"] = name
        return command
    }
}
