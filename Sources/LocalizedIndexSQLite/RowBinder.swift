import GRDB
internal import GRDBSQLite

/// Binds one row's values to a statement GRDB prepared, with SQLite's C API from GRDB's own module (GRDB's
/// "raw SQLite pointers"), for a statement run once per record: GRDB's `StatementArguments` costs about
/// 6 µs a row of ten values in generic code it cannot specialize for us (map, existentials, a copy of
/// every string), which doubled the time `--format sqlite` takes on 100,000 names. GRDB still runs the
/// statement (`execute()`, with its observers told) inside the caller's transaction.
///
/// The C boundary of `--format sqlite`, and its only unsafe code (checked by the compiler: the target builds
/// with strict memory safety). Sound because every pointer handed to SQLite is to memory that lives for the
/// call (a span's or an array's bytes, borrowed for it) and SQLite copies it before the call returns
/// (`SQLITE_TRANSIENT`); the statement and connection handles are GRDB's, alive while GRDB's statement and
/// database are, which the caller holds for as long as it uses this binder. Its API is safe (spans and values
/// in): `@safe` says so of its pointer-holding storage.
@safe
struct RowBinder {
    private let statement: Statement
    private let handle: SQLiteStatement
    private let connection: SQLiteConnection?

    /// Takes over `statement`'s parameters: GRDB is told they are set (to none), so that `run()` steps the
    /// statement with the values bound here, not with arguments of its own.
    init(_ statement: Statement, in database: Database) {
        statement.setUncheckedArguments(StatementArguments())
        self.statement = statement
        unsafe handle = statement.sqliteStatement
        unsafe connection = database.sqliteConnection
    }

    /// Readies the statement for the next row, every parameter NULL: a value not bound for it is NULL. (GRDB
    /// resets a statement before it runs it, not after; SQLite refuses bindings to a statement run and not reset.)
    func clear() throws {
        try unsafe check(sqlite3_reset(handle))
        try unsafe check(sqlite3_clear_bindings(handle))
    }

    /// Binds text given as valid UTF-8 (copied by SQLite) to parameter `index`, from 1.
    func bind(utf8: Span<UInt8>, at index: Int) throws {
        try unsafe utf8.withUnsafeBytes { bytes in
            try unsafe check(sqlite3_bind_text(handle, CInt(index), bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                                               CInt(bytes.count), Self.transient))
        }
    }

    /// Binds `text`, or NULL for nil, to parameter `index`, from 1.
    func bind(_ text: String?, at index: Int) throws {
        guard let text else { return try unsafe check(sqlite3_bind_null(handle, CInt(index))) }
        try bind(utf8: text.utf8Span.span, at: index)
    }

    /// Binds `integer` to parameter `index`, from 1.
    func bind(_ integer: Int, at index: Int) throws {
        try unsafe check(sqlite3_bind_int64(handle, CInt(index), Int64(integer)))
    }

    /// Binds `bytes` as a BLOB (copied by SQLite) to parameter `index`, from 1.
    func bind(blob bytes: [UInt8], at index: Int) throws {
        try unsafe bytes.withUnsafeBytes {
            try unsafe check(sqlite3_bind_blob(handle, CInt(index), $0.baseAddress, CInt($0.count), Self.transient))
        }
    }

    /// Runs the statement with the values bound, through GRDB.
    func run() throws {
        try statement.execute()
    }

    /// SQLite's `SQLITE_TRANSIENT` (a macro Swift cannot import): SQLite copies the value before the call returns.
    private static let transient = unsafe unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func check(_ code: CInt) throws {
        guard code != SQLITE_OK else { return }
        let message = unsafe connection.flatMap { unsafe sqlite3_errmsg($0) }.map { unsafe String(cString: $0) }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
}
