import FoundationEssentials
import Glibc
internal import CSQLite

/// Opening the database file in the data folder, set up for crash safety.
enum DatabaseFile {
    /// Creates the folder if needed and makes sure this process may write there, so the
    /// failure names the folder instead of surfacing later as a cryptic SQLite error.
    static func prepareFolder(_ folder: URL, database: URL) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .folderNotWritable(folder: folder.path, reason: FileErrorReason.of(error))
        }
        if access(folder.path, W_OK | X_OK) != 0 {
            throw .folderNotWritable(folder: folder.path, reason: String(cString: strerror(errno)))
        }
        if FileManager.default.fileExists(atPath: database.path), access(database.path, R_OK | W_OK) != 0 {
            throw .folderNotWritable(folder: folder.path, reason: "\(database.lastPathComponent): \(String(cString: strerror(errno)))")
        }
    }

    /// Opens the file with WAL journaling: a reader never blocks the writer, and a killed
    /// process leaves every committed transaction intact. `synchronous = FULL` syncs each
    /// commit, because decisions are the user's own data and should survive a power cut too.
    static func open(_ database: URL, busyTimeoutMilliseconds: Int32) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: database.path)
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        if sqlite3_db_readonly(connection.handle, "main") == 1 {
            throw StoreError.folderNotWritable(
                folder: database.deletingLastPathComponent().path, reason: "\(database.lastPathComponent) is read-only")
        }
        _ = try connection.scalarText("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = FULL")
        try checkNotTruncated(connection, database: database)
        try checkIfSuspected(connection, database: database)
        return connection
    }

    /// Damage found mid-session (a page read deep in the catalogue) leaves a marker beside the
    /// file, so that the next start runs the full check it cannot afford every time.
    static func suspect(_ database: URL) {
        _ = FileManager.default.createFile(atPath: suspicionMarker(for: database).path, contents: nil)
    }

    private static func suspicionMarker(for database: URL) -> URL {
        database.appendingPathExtension("needs-check")
    }

    private static func checkIfSuspected(_ connection: SQLiteConnection, database: URL) throws {
        let marker = suspicionMarker(for: database)
        guard FileManager.default.fileExists(atPath: marker.path) else { return }
        // Remove first: a failed check moves the file aside, and the fresh one is not suspect.
        try? FileManager.default.removeItem(at: marker)
        let verdict = try connection.scalarText("PRAGMA quick_check(1)")
        if verdict != "ok" {
            throw SQLiteError(code: SQLITE_CORRUPT, message: "quick_check: \(verdict ?? "no answer")")
        }
    }

    /// A file cut short still opens, and only fails when a missing page is read, perhaps deep
    /// into a session. Comparing the header's page count with the file's size finds it up front.
    private static func checkNotTruncated(_ connection: SQLiteConnection, database: URL) throws {
        let walPath = database.path + "-wal"
        let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath).integer(.size)) ?? 0
        // Pages may live in the write-ahead log until a checkpoint; then the file may be shorter.
        guard walSize == 0 else { return }
        let pageCount = try connection.scalarInteger("PRAGMA page_count") ?? 0
        let pageSize = try connection.scalarInteger("PRAGMA page_size") ?? 0
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: database.path).integer(.size)) ?? 0
        if Int64(fileSize) < pageCount * pageSize {
            throw SQLiteError(code: SQLITE_CORRUPT, message: "the file is shorter than its header says (truncated)")
        }
    }
}
