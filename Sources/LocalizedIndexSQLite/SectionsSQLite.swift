import LocalizedIndexCollation
import LocalizedIndexContacts

/// `sort-contacts --format sqlite`: the sections as a SQLite database, written into the output's temporary
/// file and renamed into place only when complete. SQLite is the system's (`libsqlite3.so.0`), loaded when
/// a database is written, not at every start of the tool.
///
/// Tables:
/// - `records`: the input fields as TEXT columns in input order (NULL where a record lacks one), then
///   `section INTEGER` (position in `sections`), `section_title TEXT`, `collation_key BLOB` (the sort key of
///   the string the collation compared), `position INTEGER` (0-based input order); in the `android` style
///   also `phonebook_label TEXT` and `phonebook_bucket INTEGER`; when full names were split to place
///   records (`RecordStore.hasSplitNames`), `given TEXT` and `family TEXT`, the names they were placed by
///   (NULL for a record not split). Indexed on
///   `(section, collation_key, position)`: `ORDER BY section, collation_key, position` is our order.
/// - `sections`: `section INTEGER PRIMARY KEY`, `title`, `record_count`, for every section of the collation.
/// - `index_bar`: `position`, `title`, `section` (NULL for `{search}`).
/// - `collation`: `key TEXT PRIMARY KEY`, `value TEXT`: `locale`, `collationLocale`, `style`, `icuVersion`,
///   `collationVersion`.
/// - With search keys (`--with-search-keys`): `search_keys`: `position INTEGER` (the record's), `kind TEXT`,
///   `key TEXT` (as a person reads it), `token TEXT` (lowercase hex), indexed on `token`; and `search_fts`, an
///   FTS5 table of one column, `tokens` (the record's tokens, space-separated), whose rowid is the record's
///   (`position + 1`): `search_fts MATCH '"token"* AND "token"*'` finds the records whose keys each query
///   word starts.
public enum SectionsSQLite {
    /// Records placed and inserted at a time: the memory of the write does not grow with the input.
    static let batchSize = 65_536

    /// Writes `document`, whose records are `store`'s, into the temporary file of `output` (committed by the
    /// caller once this returns); `name` is the destination as messages name it.
    public static func write(_ document: SectionedDocument, store: RecordStore, searchKeys: RecordSearch? = nil,
                              to output: OutputFile, name: String) throws {
        guard let path = output.temporaryPath else {
            throw ContactFileError("--format sqlite writes a database file: give it with --output FILE (not stdout, a pipe or a device)")
        }
        let collation = document.collation
        let android = collation.style == .android
        do {
            let database = try SQLiteDatabase(path: path)
            // The file is a temporary one, removed unless complete: no journal is needed. One transaction:
            // SQLite would otherwise commit each row.
            try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN")
            try createTables(database, fieldNames: store.fieldNames, android: android, names: store.hasSplitNames)
            try insertRecords(database, store: store, collation: collation, android: android)
            try database.execute("CREATE INDEX records_order ON records (section, collation_key, position)")
            try insertSections(database, document: document)
            try insertCollation(database, collation: collation)
            if let searchKeys { try insertSearchKeys(database, store: store, search: searchKeys) }
            try database.execute("COMMIT")
            try database.close()
        } catch let error as SQLiteDatabase.Failure {
            throw ContactFileError("\(name): cannot write the SQLite database: \(error.message)")
        }
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    private static func createTables(_ database: SQLiteDatabase, fieldNames: [String], android: Bool,
                                     names: Bool) throws {
        let added = ["section INTEGER NOT NULL", "section_title TEXT NOT NULL", "collation_key BLOB NOT NULL",
                     "position INTEGER NOT NULL"] + (android ? ["phonebook_label TEXT NOT NULL", "phonebook_bucket INTEGER NOT NULL"] : [])
            + (names ? ["given TEXT", "family TEXT"] : [])
        let columns = fieldNames.map { "\(quoted($0)) TEXT" } + added
        try database.execute("CREATE TABLE records (\(columns.joined(separator: ", ")))")
        try database.execute("CREATE TABLE sections (section INTEGER PRIMARY KEY, title TEXT NOT NULL, record_count INTEGER NOT NULL)")
        try database.execute("CREATE TABLE index_bar (position INTEGER PRIMARY KEY, title TEXT NOT NULL, section INTEGER)")
        try database.execute("CREATE TABLE collation (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    /// Every record in input order (its rowid is its position + 1), placed a batch at a time on every core.
    private static func insertRecords(_ database: SQLiteDatabase, store: RecordStore,
                                      collation: LocalizedIndexCollation, android: Bool) throws {
        let fieldCount = store.fieldNames.count
        let keyCount = android ? 6 : 4
        let valueCount = fieldCount + keyCount + (store.hasSplitNames ? 2 : 0)
        let placeholders = Array(repeating: "?", count: valueCount).joined(separator: ", ")
        let insert = try database.prepare("INSERT INTO records VALUES (\(placeholders))")
        let titles = collation.sectionTitles
        for start in stride(from: 0, to: store.count, by: batchSize) {
            let batch = start..<min(start + batchSize, store.count)
            let placements = collation.placements(ofIndices: batch, sectionedBy: { store.sectionKey(of: $0) },
                                                  sortedBy: { store.sortKey(of: $0) })
            for (index, placement) in zip(batch, placements) {
                // A field the record lacks stays NULL: each run starts with every parameter cleared.
                var failure: SQLiteDatabase.Failure?
                store.forEachField(of: index, numbered: { number, value in
                    do throws(SQLiteDatabase.Failure) { try insert.bind(.utf8(value), at: number + 1) } catch { failure = failure ?? error }
                }, thenKeys: { _, _ in })
                if let failure { throw failure }
                let title = titles[placement.section]
                try insert.bind(.integer(placement.section), at: fieldCount + 1)
                try insert.bind(.text(title), at: fieldCount + 2)
                try insert.bind(.blob(placement.sortKey.bytes), at: fieldCount + 3)
                try insert.bind(.integer(index), at: fieldCount + 4)
                if android {
                    try insert.bind(.text(title), at: fieldCount + 5)
                    try insert.bind(.integer(placement.section), at: fieldCount + 6)
                }
                if store.hasSplitNames {
                    let parts = store.nameParts(of: index)
                    try insert.bind(parts?.given.map { .text($0) } ?? .null, at: fieldCount + keyCount + 1)
                    try insert.bind(parts?.family.map { .text($0) } ?? .null, at: fieldCount + keyCount + 2)
                }
                try insert.run()
            }
        }
    }

    private static func insertSections(_ database: SQLiteDatabase, document: SectionedDocument) throws {
        var counts = [Int](repeating: 0, count: document.collation.sectionTitles.count)
        for section in document.sections { counts[section.index] = section.items.count }
        let section = try database.prepare("INSERT INTO sections VALUES (?, ?, ?)")
        for (index, title) in document.collation.sectionTitles.enumerated() {
            try section.run([.integer(index), .text(title), .integer(counts[index])])
        }
        let indexEntry = try database.prepare("INSERT INTO index_bar VALUES (?, ?, ?)")
        for (position, entry) in document.indexBar.entries.enumerated() {
            try indexEntry.run([.integer(position), .text(entry.title), entry.section.map { .integer($0) } ?? .null])
        }
    }

    /// Every record's search keys, and their tokens in an FTS5 table.
    private static func insertSearchKeys(_ database: SQLiteDatabase, store: RecordStore, search: RecordSearch) throws {
        try database.execute("CREATE TABLE search_keys (position INTEGER NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, token TEXT NOT NULL)")
        try database.execute("CREATE VIRTUAL TABLE search_fts USING fts5(tokens, tokenize = 'unicode61', prefix = '2 4')")
        let key = try database.prepare("INSERT INTO search_keys VALUES (?, ?, ?, ?)")
        let fts = try database.prepare("INSERT INTO search_fts (rowid, tokens) VALUES (?, ?)")
        var generator = search.keyGenerator()
        for index in 0..<store.count {
            var seen = Set<[UInt8]>(), tokens: [String] = []
            for found in search.keys(of: store[index], using: &generator).keys {
                try key.run([.integer(index), .text(found.kind.rawValue), .text(found.text), .text(found.hexToken)])
                if seen.insert(found.token).inserted { tokens.append(found.hexToken) }
            }
            try fts.run([.integer(index + 1), .text(tokens.joined(separator: " "))])
        }
        try database.execute("CREATE INDEX search_keys_token ON search_keys (token)")
    }

    private static func insertCollation(_ database: SQLiteDatabase, collation: LocalizedIndexCollation) throws {
        let values = [
            ("locale", collation.locale.identifier), ("collationLocale", collation.collationLocale),
            ("style", collation.style.rawValue), ("icuVersion", LocalizedIndexCollation.icuVersion),
            ("collationVersion", collation.collationVersion),
        ]
        let insert = try database.prepare("INSERT INTO collation VALUES (?, ?)")
        for (key, value) in values { try insert.run([.text(key), .text(value)]) }
    }
}
