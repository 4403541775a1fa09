internal import CSQLite

/// One open SQLite database. Not shared between threads: the store that owns it is main-actor bound.
final class SQLiteConnection {
    let handle: OpaquePointer
    /// The file, or ":memory:".
    let path: String

    /// Opens (creating when `create`) the database at `path`.
    init(path: String, create: Bool = true, readOnly: Bool = false) throws(SQLiteError) {
        var flags = SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        var opened: OpaquePointer?
        let result = sqlite3_open_v2(path, &opened, flags, nil)
        guard result == SQLITE_OK, let opened else {
            let error = SQLiteError(result: result, connection: opened)
            sqlite3_close_v2(opened)
            throw error
        }
        self.handle = opened
        self.path = path
        sqlite3_extended_result_codes(opened, 1)
    }

    static func inMemory() throws(SQLiteError) -> SQLiteConnection {
        try SQLiteConnection(path: ":memory:")
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(SQLiteError) {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw SQLiteError(result: result, connection: handle) }
    }

    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql: sql, connection: handle)
    }

    /// The first column of the first row, for pragmas and counts.
    func scalarInteger(_ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try prepare(sql)
        return try statement.rows { statement in statement.integer(at: 0) }.first
    }

    func scalarText(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        return try statement.rows { statement in statement.text(at: 0) }.first
    }

    /// Runs `work` inside one write transaction: all of it lands, or none of it does.
    /// IMMEDIATE takes the write lock up front, so a busy database fails here rather than halfway.
    func inTransaction<Result>(_ work: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try work()
            try execute("COMMIT")
            return result
        } catch {
            // After some errors (a full disk) SQLite has already rolled back; that is fine.
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }
}
