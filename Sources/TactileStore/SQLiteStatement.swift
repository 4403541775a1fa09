internal import CSQLite

/// A prepared statement, reused by resetting it so that bulk work (the import) pays for parsing once.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    init(sql: String, connection: OpaquePointer) throws(SQLiteError) {
        var prepared: OpaquePointer?
        let result = sqlite3_prepare_v2(connection, sql, -1, &prepared, nil)
        guard result == SQLITE_OK, let prepared else {
            throw SQLiteError(result: result, connection: connection)
        }
        self.handle = prepared
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds the values to `?1`, `?2`, ... after clearing what an earlier use left behind.
    @discardableResult
    func bind(_ values: SQLiteValue...) throws(SQLiteError) -> SQLiteStatement { try bind(values) }

    @discardableResult
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) -> SQLiteStatement {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32
            switch value {
            case .integer(let number): result = sqlite3_bind_int64(handle, index, number)
            case .real(let number): result = sqlite3_bind_double(handle, index, number)
            case .text(let text): result = sqlite3_bind_text(handle, index, text, -1, csqlite_transient())
            case .null: result = sqlite3_bind_null(handle, index)
            }
            guard result == SQLITE_OK else { throw SQLiteError(result: result, connection: connection) }
        }
        return self
    }

    /// Advances to the next row; false once the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(handle)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError(result: result, connection: connection)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, and leaves it ready for the next use.
    func run() throws(SQLiteError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Reads every row with `read`, then resets, so a held statement never pins a read snapshot.
    func rows<Row>(_ read: (SQLiteStatement) throws(SQLiteError) -> Row) throws(SQLiteError) -> [Row] {
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while try step() { rows.append(try read(self)) }
        return rows
    }

    func integer(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func real(at column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func text(at column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: bytes)
    }

    func isNull(at column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
}

/// What can be bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}
