import GRDB
import LocalizedIndexCollation
import LocalizedIndexContacts

/// The tables of one document (``SectionsSQLite`` describes them), created and filled through a GRDB
/// connection whose transaction the caller holds.
struct SQLiteTables {
    /// Records placed and inserted at a time: the memory of the write does not grow with the input.
    static let batchSize = 65_536

    let document: SectionedDocument
    let store: RecordStore
    let searchKeys: RecordSearch?

    func write(into database: Database) throws {
        let android = document.collation.style == .android
        try createTables(database, android: android)
        try insertRecords(database, android: android)
        try database.execute(sql: "CREATE INDEX records_order ON records (section, collation_key, position)")
        try insertSections(database)
        try insertCollation(database)
        if let searchKeys { try insertSearchKeys(database, search: searchKeys) }
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    private func createTables(_ database: Database, android: Bool) throws {
        let added = ["section INTEGER NOT NULL", "section_title TEXT NOT NULL", "collation_key BLOB NOT NULL",
                     "position INTEGER NOT NULL"] + (android ? ["phonebook_label TEXT NOT NULL", "phonebook_bucket INTEGER NOT NULL"] : [])
            + (store.hasSplitNames ? ["given TEXT", "family TEXT"] : [])
        let columns = store.fieldNames.map { "\(Self.quoted($0)) TEXT" } + added
        try database.execute(sql: "CREATE TABLE records (\(columns.joined(separator: ", ")))")
        try database.execute(sql: "CREATE TABLE sections (section INTEGER PRIMARY KEY, title TEXT NOT NULL, record_count INTEGER NOT NULL)")
        try database.execute(sql: "CREATE TABLE index_bar (position INTEGER PRIMARY KEY, title TEXT NOT NULL, section INTEGER)")
        try database.execute(sql: "CREATE TABLE collation (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    /// Every record in input order (its rowid is its position + 1), placed a batch at a time on every core.
    private func insertRecords(_ database: Database, android: Bool) throws {
        let store = self.store
        let fieldCount = store.fieldNames.count
        let keyCount = android ? 6 : 4
        let valueCount = fieldCount + keyCount + (store.hasSplitNames ? 2 : 0)
        let placeholders = Array(repeating: "?", count: valueCount).joined(separator: ", ")
        let row = RowBinder(try database.makeStatement(sql: "INSERT INTO records VALUES (\(placeholders))"), in: database)
        let collation = document.collation
        let titles = collation.sectionTitles
        for start in stride(from: 0, to: store.count, by: Self.batchSize) {
            let batch = start..<min(start + Self.batchSize, store.count)
            // The placements the document was arranged by; records it does not hold (a search's) placed here.
            let kept = batch.map { document.placement(ofRecord: $0) }
            let placements = kept.allSatisfy { $0 != nil } ? kept.map { $0! } : collation.placements(
                ofIndices: batch, concurrentlySectionedBy: { store.sectionString(of: $0) }, sortedBy: { store.sortString(of: $0) })
            for (index, placement) in zip(batch, placements) {
                // A field the record lacks stays NULL.
                try row.clear()
                try store.forEachField(of: index, numbered: { number, value in
                    try row.bind(utf8: value, at: number + 1)
                })
                let title = titles[placement.section]
                try row.bind(placement.section, at: fieldCount + 1)
                try row.bind(title, at: fieldCount + 2)
                try row.bind(blob: placement.sortKey.bytes, at: fieldCount + 3)
                try row.bind(index, at: fieldCount + 4)
                if android {
                    try row.bind(title, at: fieldCount + 5)
                    try row.bind(placement.section, at: fieldCount + 6)
                }
                if store.hasSplitNames {
                    let parts = store.nameParts(of: index)
                    try row.bind(parts?.given, at: fieldCount + keyCount + 1)
                    try row.bind(parts?.family, at: fieldCount + keyCount + 2)
                }
                try row.run()
            }
        }
    }

    private func insertSections(_ database: Database) throws {
        let titles = document.collation.sectionTitles
        var counts = [Int](repeating: 0, count: titles.count)
        for section in document.sections { counts[section.index] = section.items.count }
        let section = try database.makeStatement(sql: "INSERT INTO sections VALUES (?, ?, ?)")
        for (index, title) in titles.enumerated() {
            try section.execute(arguments: [index, title, counts[index]])
        }
        let indexEntry = try database.makeStatement(sql: "INSERT INTO index_bar VALUES (?, ?, ?)")
        for (position, entry) in document.indexBar.entries.enumerated() {
            try indexEntry.execute(arguments: [position, entry.title, entry.section])
        }
    }

    /// Every record's search keys, and their tokens in an FTS5 table.
    private func insertSearchKeys(_ database: Database, search: RecordSearch) throws {
        try database.execute(sql: "CREATE TABLE search_keys (position INTEGER NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, token TEXT NOT NULL)")
        try database.execute(sql: "CREATE VIRTUAL TABLE search_fts USING fts5(tokens, tokenize = 'unicode61', prefix = '2 4')")
        // A few rows a record, in both tables: bound as the records' are (RowBinder).
        let key = RowBinder(try database.makeStatement(sql: "INSERT INTO search_keys VALUES (?, ?, ?, ?)"), in: database)
        let fts = RowBinder(try database.makeStatement(sql: "INSERT INTO search_fts (rowid, tokens) VALUES (?, ?)"), in: database)
        var generator = search.keyGenerator()
        for index in 0..<store.count {
            var seen = Set<[UInt8]>(), tokens: [String] = []
            for found in search.keys(of: store[index], using: &generator).keys {
                let hexToken = found.hexToken
                try key.clear()
                try key.bind(index, at: 1)
                try key.bind(found.kind.rawValue, at: 2)
                try key.bind(found.text, at: 3)
                try key.bind(hexToken, at: 4)
                try key.run()
                if seen.insert(found.token).inserted { tokens.append(hexToken) }
            }
            try fts.clear()
            try fts.bind(index + 1, at: 1)
            try fts.bind(tokens.joined(separator: " "), at: 2)
            try fts.run()
        }
        try database.execute(sql: "CREATE INDEX search_keys_token ON search_keys (token)")
    }

    private func insertCollation(_ database: Database) throws {
        let collation = document.collation
        let values = [
            ("locale", collation.locale.identifier), ("collationLocale", collation.collationLocale),
            ("style", collation.style.rawValue), ("icuVersion", LocalizedIndexCollation.icuVersion),
            ("collationVersion", collation.collationVersion),
        ]
        let insert = try database.makeStatement(sql: "INSERT INTO collation VALUES (?, ?)")
        for (key, value) in values { try insert.execute(arguments: [key, value]) }
    }
}
