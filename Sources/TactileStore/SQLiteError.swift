internal import CSQLite

/// A failed SQLite call, kept raw so that `StoreError` can decide what a person is told.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`).
    let extendedCode: Int32
    let message: String
    /// The operating system's error behind an I/O failure (`sqlite3_system_errno`), or 0.
    let systemErrno: Int32

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, ...), which is what the mapping looks at.
    var code: Int32 { extendedCode & 0xFF }

    var description: String { "SQLite error \(extendedCode): \(message)" }

    init(code: Int32, message: String, systemErrno: Int32 = 0) {
        self.extendedCode = code
        self.message = message
        self.systemErrno = systemErrno
    }

    /// The error the connection holds right now, after a call returned `result`.
    init(result: Int32, connection: OpaquePointer?) {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? result
        // The connection's code can be stale when the failing call was not made on it.
        let code = (extended & 0xFF) == (result & 0xFF) ? extended : result
        let text = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(result))
        self.init(code: code, message: text, systemErrno: connection.map { sqlite3_system_errno($0) } ?? 0)
    }

    var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
}
