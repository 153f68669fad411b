public import GRDB
public import LocalizedIndexContacts

/// Sections written as SQLite tables with GRDB: into a server's own database, or into a database file of
/// their own (`sort-contacts --format sqlite`), written whole or not at all.
///
/// A server that keeps its own GRDB database passes it, inside a transaction of its own or not:
///
/// ```swift
/// let file = try InputFile(path: "contacts.vcf")
/// var collector = RecordCollector(input: file, policy: .fail)
/// let store = try collector.readAll(as: try InputFormat.detect(file), resolvingWith: NameResolver(order: .family))
/// let document = SectionedDocument(arranging: store, with: try LocalizedIndexCollation(locale: "sv"), title: file.name)
/// try await databaseQueue.write { database in
///     try SectionsSQLite.write(document, store: store, into: database)
/// }
/// ```
///
/// Tables (the same whichever way they are written):
/// - `records`: the input fields as TEXT columns in input order (NULL where a record lacks one), then
///   `section INTEGER` (position in `sections`), `section_title TEXT`, `collation_key BLOB` (the sort key of
///   the string the collation compared), `position INTEGER` (0-based input order); in the `android` style
///   also `phonebook_label TEXT` and `phonebook_bucket INTEGER`; when full names were split to place
///   records (`RecordStore.hasSplitNames`), `given TEXT` and `family TEXT`, the names they were placed by
///   (NULL for a record not split). Indexed on
///   `(section, collation_key, position)`: `ORDER BY section, collation_key, position` is the collation's order.
/// - `sections`: `section INTEGER PRIMARY KEY`, `title`, `record_count`, for every section of the collation.
/// - `index_bar`: `position`, `title`, `section` (NULL for `{search}`).
/// - `collation`: `key TEXT PRIMARY KEY`, `value TEXT`: `locale`, `collationLocale`, `style`, `icuVersion`,
///   `collationVersion`.
/// - With search keys: `search_keys`: `position INTEGER` (the record's), `kind TEXT`, `key TEXT` (as a person
///   reads it), `token TEXT` (lowercase hex), indexed on `token`; and `search_fts`, an FTS5 table of one
///   column, `tokens` (the record's tokens, space-separated), whose rowid is the record's (`position + 1`):
///   `search_fts MATCH '"token"* AND "token"*'` finds the records whose keys each query word starts.
///
/// The tables must not exist yet: a database holds one list.
public enum SectionsSQLite {
    /// Creates the tables in `database` and fills them with `document`, whose records are `store`'s.
    ///
    /// The write is all or nothing: inside the caller's transaction it runs in a savepoint, rolled back on
    /// failure while the caller's transaction goes on; outside one it runs in a transaction of its own.
    /// The caller's connection is left as it was (no pragma is changed).
    ///
    /// ```swift
    /// try databaseQueue.write { database in
    ///     try SectionsSQLite.write(document, store: store, into: database)
    ///     try database.execute(sql: "INSERT INTO imports (file) VALUES (?)", arguments: ["contacts.vcf"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - document: The sections, arranged from `store` (all of its records, or the records a search found).
    ///   - store: The records: the `records` table has every record of the store, in input order.
    ///   - searchKeys: What makes each record's search keys for the `search_keys` and `search_fts` tables;
    ///     nil for neither.
    ///   - database: The GRDB connection to write with, from the caller's `write` or `inDatabase`.
    /// - Throws: GRDB's `DatabaseError`: a table of the same name exists already, an input field is named as a
    ///   column the table adds (`section`, `position`: SQLite ignores ASCII case), the disk is full.
    /// - Complexity: O(*n*) rows for *n* records, their placements computed a batch at a time on every core.
    public static func write(_ document: SectionedDocument, store: RecordStore, searchKeys: RecordSearch? = nil,
                             into database: Database) throws {
        try database.inSavepoint {
            try SQLiteTables(document: document, store: store, searchKeys: searchKeys).write(into: database)
            return .commit
        }
    }

    /// Creates the tables and fills them with `document`, whose records are `store`'s, in one transaction of
    /// `writer`: a server's `DatabaseQueue` or `DatabasePool`, waited for without blocking a thread.
    ///
    /// ```swift
    /// let databaseQueue = try DatabaseQueue(path: "/var/lib/contacts/index.sqlite")
    /// try await SectionsSQLite.write(document, store: store, to: databaseQueue)
    /// ```
    ///
    /// - Parameters:
    ///   - document: The sections, arranged from `store`.
    ///   - store: The records: the `records` table has every record of the store, in input order.
    ///   - searchKeys: What makes each record's search keys; nil for none.
    ///   - writer: The database to write to.
    /// - Throws: GRDB's `DatabaseError` (see ``write(_:store:searchKeys:into:)``), or `CancellationError` when
    ///   the task is cancelled before the write starts; nothing is written then.
    public static func write(_ document: SectionedDocument, store: RecordStore, searchKeys: RecordSearch? = nil,
                             to writer: some DatabaseWriter) async throws {
        try await writer.write { database in
            try write(document, store: store, searchKeys: searchKeys, into: database)
        }
    }

    /// Writes `document`, whose records are `store`'s, as a database file of its own: into `output`'s
    /// temporary file, which the caller's `output.commit()` renames into place once this returns, so a
    /// failed or interrupted write leaves no file (what `sort-contacts --format sqlite` does).
    ///
    /// ```swift
    /// let output = try OutputFile(path: "contacts.sqlite")
    /// try SectionsSQLite.write(document, store: store, to: output, name: "contacts.sqlite")
    /// try output.commit()
    /// ```
    ///
    /// The file is written without a journal, since it is discarded unless complete.
    ///
    /// - Parameters:
    ///   - document: The sections, arranged from `store`.
    ///   - store: The records: the `records` table has every record of the store, in input order.
    ///   - searchKeys: What makes each record's search keys; nil for none.
    ///   - output: A file output (not stdout, a pipe or a device: SQLite writes a file of its own).
    ///   - name: The destination as messages name it.
    /// - Throws: `ContactFileError` naming `name`: the output is not a file, or SQLite's reason the database
    ///   could not be written.
    public static func write(_ document: SectionedDocument, store: RecordStore, searchKeys: RecordSearch? = nil,
                             to output: OutputFile, name: String) throws {
        guard let path = output.temporaryPath else {
            throw ContactFileError("--format sqlite writes a database file: give it with --output FILE (not stdout, a pipe or a device)")
        }
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { database in
                try database.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.write { database in
                try write(document, store: store, searchKeys: searchKeys, into: database)
            }
            try queue.close()
        } catch let error as DatabaseError {
            throw ContactFileError("\(name): cannot write the SQLite database: \(error.message ?? "\(error.resultCode)")")
        }
    }
}
