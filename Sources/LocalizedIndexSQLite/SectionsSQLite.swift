import Foundation
import GRDB
import LocalizedIndexCollation
import LocalizedIndexContacts

/// `sort-contacts --format sqlite`: the sections as a SQLite database, written with GRDB into the
/// output's temporary file and renamed into place only when complete.
///
/// Tables:
/// - `records`: the input fields as TEXT columns in input order (NULL where a record lacks one), then
///   `section INTEGER` (position in `sections`), `section_title TEXT`, `collation_key BLOB` (the sort key of
///   the string the collation compared), `position INTEGER` (0-based input order); in the `android` style
///   also `phonebook_label TEXT` and `phonebook_bucket INTEGER`. Indexed on
///   `(section, collation_key, position)`: `ORDER BY section, collation_key, position` is our order.
/// - `sections`: `section INTEGER PRIMARY KEY`, `title`, `record_count`, for every section of the collation.
/// - `index_bar`: `position`, `title`, `section` (NULL for `{search}`).
/// - `collation`: `key TEXT PRIMARY KEY`, `value TEXT`: `locale`, `collationLocale`, `style`, `icuVersion`,
///   `collationVersion`.
public enum SectionsSQLite {
    /// Records placed and inserted at a time: the memory of the write does not grow with the input.
    static let batchSize = 65_536

    /// Writes `document`, whose records are `store`'s, into the temporary file of `output` (committed by the
    /// caller once this returns); `name` is the destination as messages name it.
    public static func write(_ document: SectionedDocument, store: RecordStore, to output: OutputFile,
                              name: String) throws {
        guard let path = output.temporaryPath else {
            throw ContactFileError("--format sqlite writes a database file: give it with --output FILE (not stdout, a pipe or a device)")
        }
        let collation = document.collation
        let android = collation.style == .android
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // The file is a temporary one, removed unless complete: no journal is needed.
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.write { db in
                try createTables(db, fieldNames: store.fieldNames, android: android)
                try insertRecords(db, store: store, collation: collation, android: android)
                try db.execute(sql: "CREATE INDEX records_order ON records (section, collation_key, position)")
                try insertSections(db, document: document)
                try insertCollation(db, collation: collation)
            }
            try queue.close()
        } catch let error as DatabaseError {
            throw ContactFileError("\(name): cannot write the SQLite database: \(error.message ?? "\(error.resultCode)")")
        }
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func createTables(_ db: Database, fieldNames: [String], android: Bool) throws {
        let added = ["section INTEGER NOT NULL", "section_title TEXT NOT NULL", "collation_key BLOB NOT NULL",
                     "position INTEGER NOT NULL"] + (android ? ["phonebook_label TEXT NOT NULL", "phonebook_bucket INTEGER NOT NULL"] : [])
        let columns = fieldNames.map { "\(quoted($0)) TEXT" } + added
        try db.execute(sql: "CREATE TABLE records (\(columns.joined(separator: ", ")))")
        try db.execute(sql: "CREATE TABLE sections (section INTEGER PRIMARY KEY, title TEXT NOT NULL, record_count INTEGER NOT NULL)")
        try db.execute(sql: "CREATE TABLE index_bar (position INTEGER PRIMARY KEY, title TEXT NOT NULL, section INTEGER)")
        try db.execute(sql: "CREATE TABLE collation (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    /// Every record in input order (its rowid is its position + 1), placed a batch at a time on every core.
    private static func insertRecords(_ db: Database, store: RecordStore, collation: LocalizedIndexCollation,
                                      android: Bool) throws {
        let fieldCount = store.fieldNames.count
        let valueCount = fieldCount + (android ? 6 : 4)
        let placeholders = Array(repeating: "?", count: valueCount).joined(separator: ", ")
        let insert = try db.makeStatement(sql: "INSERT INTO records VALUES (\(placeholders))")
        let titles = collation.sectionTitles
        for start in stride(from: 0, to: store.count, by: batchSize) {
            let batch = start..<min(start + batchSize, store.count)
            let placements = collation.placements(ofIndices: batch, sectionedBy: { store.sectionKey(of: $0) },
                                                  sortedBy: { store.sortKey(of: $0) })
            for (index, placement) in zip(batch, placements) {
                var values = [(any DatabaseValueConvertible)?](repeating: nil, count: valueCount)
                store.forEachField(of: index, numbered: { number, value in
                    values[number] = String(decoding: value, as: UTF8.self)
                }, thenKeys: { _, _ in })
                let title = titles[placement.section]
                values[fieldCount] = placement.section
                values[fieldCount + 1] = title
                values[fieldCount + 2] = Data(placement.sortKey.bytes)
                values[fieldCount + 3] = index
                if android {
                    values[fieldCount + 4] = title
                    values[fieldCount + 5] = placement.section
                }
                try insert.execute(arguments: StatementArguments(values))
            }
        }
    }

    private static func insertSections(_ db: Database, document: SectionedDocument) throws {
        var counts = [Int](repeating: 0, count: document.collation.sectionTitles.count)
        for section in document.sections { counts[section.index] = section.items.count }
        for (section, title) in document.collation.sectionTitles.enumerated() {
            try db.execute(sql: "INSERT INTO sections VALUES (?, ?, ?)", arguments: [section, title, counts[section]])
        }
        for (position, entry) in document.indexBar.entries.enumerated() {
            try db.execute(sql: "INSERT INTO index_bar VALUES (?, ?, ?)", arguments: [position, entry.title, entry.section])
        }
    }

    private static func insertCollation(_ db: Database, collation: LocalizedIndexCollation) throws {
        let values = [
            ("locale", collation.locale.identifier), ("collationLocale", collation.collationLocale),
            ("style", collation.style.rawValue), ("icuVersion", LocalizedIndexCollation.icuVersion),
            ("collationVersion", collation.collationVersion),
        ]
        for (key, value) in values {
            try db.execute(sql: "INSERT INTO collation VALUES (?, ?)", arguments: [key, value])
        }
    }
}
