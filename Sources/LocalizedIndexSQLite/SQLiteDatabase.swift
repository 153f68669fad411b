internal import CSQLite

/// A SQLite database open for writing, over the system's libsqlite3 loaded on first use (`CSQLite`): the
/// few calls `sort-contacts --format sqlite` makes. Not thread-safe; one writer uses it, then closes it.
final class SQLiteDatabase {
    /// A failure, with SQLite's message (or why SQLite could not be loaded) and result code.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        let code: Int32
        var description: String { message }
    }

    /// A compiled statement with parameters, run once per set of values.
    final class Statement {
        /// A parameter's value.
        enum Value {
            case text(String)
            /// Text as its valid UTF-8, bound without making a string of it.
            case utf8(UnsafeBufferPointer<UInt8>)
            case blob([UInt8])
            case integer(Int)
            case null
        }

        private let handle: OpaquePointer
        private unowned let database: SQLiteDatabase

        fileprivate init(_ handle: OpaquePointer, of database: SQLiteDatabase) {
            self.handle = handle
            self.database = database
        }

        deinit { lic_sqlite_finalize(handle) }

        /// Binds `value` to parameter `index` (from 1).
        func bind(_ value: Value, at index: Int) throws(Failure) {
            let parameter = Int32(index)
            let code: Int32
            switch value {
            case .text(var text): code = text.withUTF8 { bindText($0, at: parameter) }
            case .utf8(let utf8): code = bindText(utf8, at: parameter)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { lic_sqlite_bind_blob(handle, parameter, $0.baseAddress, Int32($0.count)) }
            case .integer(let integer): code = lic_sqlite_bind_int64(handle, parameter, Int64(integer))
            case .null: code = lic_sqlite_bind_null(handle, parameter)
            }
            try database.check(code)
        }

        private func bindText(_ utf8: UnsafeBufferPointer<UInt8>, at parameter: Int32) -> Int32 {
            utf8.withMemoryRebound(to: CChar.self) {
                lic_sqlite_bind_text(handle, parameter, $0.baseAddress, Int32($0.count))
            }
        }

        /// Binds `values` to the parameters in order, then runs the statement.
        func run(_ values: [Value]) throws(Failure) {
            for (index, value) in values.enumerated() { try bind(value, at: index + 1) }
            try run()
        }

        /// Runs the statement with the values bound, then clears them for the next run.
        func run() throws(Failure) {
            let code = lic_sqlite_step(handle)
            let failure = code == Int32(LIC_SQLITE_DONE) || code == Int32(LIC_SQLITE_ROW) ? nil : database.failure(code)
            lic_sqlite_reset(handle)
            if let failure { throw failure }
        }
    }

    private let handle: OpaquePointer
    private var isOpen = true

    /// Opens (creating it if need be) the database at `path`.
    init(path: String) throws(Failure) {
        if let reason = lic_sqlite_load() { throw Failure(message: String(cString: reason), code: -1) }
        var opened: OpaquePointer?
        let code = lic_sqlite_open(path, &opened)
        guard let opened else { throw Failure(message: "out of memory", code: code) }
        handle = opened
        // On failure the handle is closed by deinit, which runs for an instance fully initialised.
        guard code == Int32(LIC_SQLITE_OK) else { throw failure(code) }
    }

    /// A database left open by a failure is closed when it goes.
    deinit {
        if isOpen { lic_sqlite_close(handle) }
    }

    /// Closes the database; its statements must be gone.
    func close() throws(Failure) {
        isOpen = false
        try check(lic_sqlite_close(handle))
    }

    /// Runs `sql`, statements without parameters.
    func execute(_ sql: String) throws(Failure) {
        try check(lic_sqlite_execute(handle, sql))
    }

    /// Compiles `sql`, one statement, to run with parameters.
    func prepare(_ sql: String) throws(Failure) -> Statement {
        var prepared: OpaquePointer?
        let code = lic_sqlite_prepare(handle, sql, &prepared)
        guard code == Int32(LIC_SQLITE_OK), let prepared else { throw failure(code) }
        return Statement(prepared, of: self)
    }

    fileprivate func check(_ code: Int32) throws(Failure) {
        guard code == Int32(LIC_SQLITE_OK) else { throw failure(code) }
    }

    fileprivate func failure(_ code: Int32) -> Failure {
        Failure(message: String(cString: lic_sqlite_message(handle)), code: code)
    }
}
