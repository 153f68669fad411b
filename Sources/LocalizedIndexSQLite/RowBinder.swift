import GRDB
internal import GRDBSQLite

/// Binds one row's values to a statement GRDB prepared, with SQLite's C API from GRDB's own module (GRDB's
/// "raw SQLite pointers"), for a statement run once per record: GRDB's `StatementArguments` costs about
/// 6 µs a row of ten values in generic code it cannot specialize for us (map, existentials, a copy of
/// every string), which doubled the time `--format sqlite` takes on 100,000 names. GRDB still runs the
/// statement (`execute()`, with its observers told) inside the caller's transaction.
struct RowBinder {
    private let statement: Statement
    private let handle: SQLiteStatement
    private let connection: SQLiteConnection?

    /// Takes over `statement`'s parameters: GRDB is told they are set (to none), so that `run()` steps the
    /// statement with the values bound here, not with arguments of its own.
    init(_ statement: Statement, in database: Database) {
        statement.setUncheckedArguments(StatementArguments())
        self.statement = statement
        handle = statement.sqliteStatement
        connection = database.sqliteConnection
    }

    /// Readies the statement for the next row, every parameter NULL: a value not bound for it is NULL. (GRDB
    /// resets a statement before it runs it, not after; SQLite refuses bindings to a statement run and not reset.)
    func clear() throws {
        try check(sqlite3_reset(handle))
        try check(sqlite3_clear_bindings(handle))
    }

    /// Binds text given as valid UTF-8 (copied by SQLite) to parameter `index`, from 1.
    func bind(utf8: UnsafeBufferPointer<UInt8>, at index: Int) throws {
        try utf8.withMemoryRebound(to: CChar.self) {
            try check(sqlite3_bind_text(handle, CInt(index), $0.baseAddress, CInt($0.count), Self.transient))
        }
    }

    /// Binds `text`, or NULL for nil, to parameter `index`, from 1.
    func bind(_ text: String?, at index: Int) throws {
        guard var text else { return try check(sqlite3_bind_null(handle, CInt(index))) }
        try text.withUTF8 { try bind(utf8: $0, at: index) }
    }

    /// Binds `integer` to parameter `index`, from 1.
    func bind(_ integer: Int, at index: Int) throws {
        try check(sqlite3_bind_int64(handle, CInt(index), Int64(integer)))
    }

    /// Binds `bytes` as a BLOB (copied by SQLite) to parameter `index`, from 1.
    func bind(blob bytes: [UInt8], at index: Int) throws {
        try bytes.withUnsafeBytes {
            try check(sqlite3_bind_blob(handle, CInt(index), $0.baseAddress, CInt($0.count), Self.transient))
        }
    }

    /// Runs the statement with the values bound, through GRDB.
    func run() throws {
        try statement.execute()
    }

    /// SQLite's `SQLITE_TRANSIENT` (a macro Swift cannot import): SQLite copies the value before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func check(_ code: CInt) throws {
        guard code != SQLITE_OK else { return }
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
}
