import Foundation
import GRDB
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexSQLite
import Testing

/// `LocalizedIndexSQLite` as a server embeds it: the server's own in-memory GRDB database, written through the
/// public API only. Expected values come from `sv-small.expected.json` (checked by hand against UIKit's Swedish
/// layout), ICU4C's own sort keys and SQLite's own messages.
@Suite("SectionsSQLite into a server's own GRDB database")
struct SectionsSQLiteServerTests {
    /// `sv-small.txt` read and arranged in Swedish as a server would, with the public API only.
    static func svSmall(keepingPlacements: Bool = false) throws -> (SectionedDocument, RecordStore) {
        let file = try InputFile(path: CLI.fixtures.appendingPathComponent("sv-small.txt").path)
        var collector = RecordCollector(input: file, policy: .fail)
        let store = try collector.readAll(as: try InputFormat.detect(file), resolvingWith: NameResolver(order: .display))
        let collation = try LocalizedIndexCollation(locale: "sv")
        return (SectionedDocument(arranging: store, with: collation, keepingPlacements: keepingPlacements, title: file.name),
                store)
    }

    /// The hand-checked document: sections with their records' names, the index bar and the versions.
    static func expected() throws -> [String: Any] {
        let data = try Data(contentsOf: CLI.fixtures.appendingPathComponent("sv-small.expected.json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// With `keepingPlacements`, the records are arranged by their placements and the rows take them: the
    /// order and keys come from placing each record once.
    @Test("A DatabaseQueue of the server's: rows in the hand-checked order, ICU4C's keys, the index bar",
          arguments: [false, true])
    func serverQueue(keepingPlacements: Bool) async throws {
        let (document, store) = try Self.svSmall(keepingPlacements: keepingPlacements)
        #expect((document.placement(ofRecord: 0) != nil) == keepingPlacements)
        let queue = try DatabaseQueue()
        try await SectionsSQLite.write(document, store: store, to: queue)

        let expected = try Self.expected()
        let sections = try #require(expected["sections"] as? [[String: Any]])
        let expectedRows = sections.flatMap { section in
            (section["records"] as? [[String: Any]] ?? []).map {
                "\(section["section"] as? Int ?? -1)|\(section["title"] as? String ?? "")|\($0["name"] as? String ?? "")"
            }
        }
        let (rows, keys, titles, bar, versions) = try await queue.read { database in
            let ordered = "FROM records ORDER BY section, collation_key, position"
            return (
                try String.fetchAll(database, sql: "SELECT section || '|' || section_title || '|' || name \(ordered)"),
                try String.fetchAll(database, sql: "SELECT lower(hex(collation_key)) \(ordered)"),
                try String.fetchAll(database, sql: "SELECT title FROM sections ORDER BY section"),
                try Row.fetchAll(database, sql: "SELECT title, section FROM index_bar ORDER BY position")
                    .map { "\($0["title"] as String)=\($0["section"] as Int)" },
                try Dictionary(uniqueKeysWithValues: Row.fetchAll(database, sql: "SELECT key, value FROM collation")
                    .map { ($0["key"] as String, $0["value"] as String) })
            )
        }
        #expect(rows == expectedRows)
        // Every record of the store once, in the order the sections list them.
        #expect(rows.count == expected["recordCount"] as? Int)
        // uikit's collators sort digits numerically ("Item 2" before "Item 10").
        let names = rows.map { String($0.split(separator: "|", maxSplits: 2)[2]) }
        #expect(keys == (try KeysReference.icu4cKeys(names, locale: "sv", numeric: true)))
        #expect(titles == expected["sectionTitles"] as? [String])
        let barTitles = try #require(expected["sectionIndexTitles"] as? [String])
        let barSections = try #require(expected["indexTitleSections"] as? [Int])
        #expect(bar == zip(barTitles, barSections).map { "\($0)=\($1)" })
        for key in ["locale", "collationLocale", "style", "icuVersion", "collationVersion"] {
            #expect(versions[key] == expected[key] as? String, "\(key)")
        }
    }

    @Test("Inside the server's own transaction: committed with the server's rows, rolled back with them")
    func serverTransaction() throws {
        let (document, store) = try Self.svSmall()
        let queue = try DatabaseQueue()
        try queue.write { database in
            try database.execute(sql: "CREATE TABLE imports (file TEXT NOT NULL)")
        }
        struct ServerFailure: Error {}
        // The server fails after the tables are written: its transaction, tables included, is rolled back.
        #expect(throws: ServerFailure.self) {
            try queue.write { database in
                try database.execute(sql: "INSERT INTO imports VALUES ('first.txt')")
                try SectionsSQLite.write(document, store: store, into: database)
                throw ServerFailure()
            }
        }
        let (tablesLeft, importsLeft) = try queue.read { database in
            (try String.fetchAll(database, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
             try Int.fetchOne(database, sql: "SELECT count(*) FROM imports"))
        }
        #expect(tablesLeft == ["imports"])
        #expect(importsLeft == 0)
        try queue.write { database in
            try database.execute(sql: "INSERT INTO imports VALUES ('sv-small.txt')")
            try SectionsSQLite.write(document, store: store, into: database)
        }
        let (imports, records, counted) = try queue.read { database in
            (try String.fetchAll(database, sql: "SELECT file FROM imports"),
             try Int.fetchOne(database, sql: "SELECT count(*) FROM records"),
             try Int.fetchOne(database, sql: "SELECT sum(record_count) FROM sections"))
        }
        #expect(imports == ["sv-small.txt"])
        #expect(records == 8)  // sv-small.txt's 8 records (its blank line skipped)
        #expect(counted == 8)
    }

    @Test("A failed write is undone alone: the server's transaction goes on, SQLite's reason is thrown")
    func failedWriteUndoneAlone() throws {
        let (document, store) = try Self.svSmall()
        let queue = try DatabaseQueue()
        try queue.write { database in
            // An index of the server's with the name of the one the write makes once the records are in: the
            // four tables are made and filled first, then undone.
            try database.execute(sql: "CREATE TABLE audit (note TEXT)")
            try database.execute(sql: "CREATE INDEX records_order ON audit (note)")
            try database.execute(sql: "INSERT INTO audit VALUES ('before')")
            #expect {
                try SectionsSQLite.write(document, store: store, into: database)
            } throws: { error in
                (error as? DatabaseError)?.message == "index records_order already exists"
            }
            try database.execute(sql: "INSERT INTO audit VALUES ('after')")
        }
        let (names, notes) = try queue.read { database in
            (try String.fetchAll(database, sql: "SELECT name FROM sqlite_master ORDER BY name"),
             try String.fetchAll(database, sql: "SELECT note FROM audit"))
        }
        #expect(names == ["audit", "records_order"])
        #expect(notes == ["before", "after"])
    }
}
