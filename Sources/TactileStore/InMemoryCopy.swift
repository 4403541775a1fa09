import FoundationEssentials
internal import CSQLite

/// The in-memory fallback starts from what the unwritable folder already holds, so earlier
/// decisions (and the Matches page) are still there for the session.
///
/// After a crash the latest decisions may still sit in the write-ahead log (`-wal`), not yet
/// checkpointed into the file. SQLite replays the log when it opens the file, but only where
/// it may write the log's index (`-shm`), which the read-only folder refuses. So the file and
/// its log are copied to a temporary folder and opened there; where even that fails, the
/// file is read in place (`mode=ro`, which replays the log when its index is already there),
/// and only then as an immutable file, which skips the log.
enum InMemoryCopy {
    /// An in-memory database holding a copy of `database` when it can be read, else empty.
    static func make(from database: URL) throws -> SQLiteConnection {
        guard FileManager.default.isReadableFile(atPath: database.path) else { return try SQLiteConnection.inMemory() }
        if let copy = try? copyThroughTemporaryFolder(database) { return copy }
        for query in ["?mode=ro", "?immutable=1"] {
            if let source = try? SQLiteConnection(path: database.absoluteString + query, create: false, readOnly: true),
               let copy = try? backup(source) {
                return copy
            }
        }
        return try SQLiteConnection.inMemory()
    }

    /// Copies the file and its log into a folder of our own, opens that (replaying the log)
    /// and backs it up into memory; the temporary folder goes either way.
    private static func copyThroughTemporaryFolder(_ database: URL) throws -> SQLiteConnection {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(database.lastPathComponent)
        try FileManager.default.copyItem(at: database, to: copy)
        let log = URL(fileURLWithPath: database.path + "-wal")
        if FileManager.default.fileExists(atPath: log.path) {
            try FileManager.default.copyItem(at: log, to: URL(fileURLWithPath: copy.path + "-wal"))
        }
        let source = try SQLiteConnection(path: copy.path, create: false)
        return try backup(source)
    }

    /// The whole of `source` in a new in-memory database; throws when the copy fails half way.
    private static func backup(_ source: SQLiteConnection) throws -> SQLiteConnection {
        let memory = try SQLiteConnection.inMemory()
        guard let backup = sqlite3_backup_init(memory.handle, "main", source.handle, "main") else {
            throw SQLiteError(code: sqlite3_errcode(memory.handle), message: "the copy into memory could not start")
        }
        let result = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard result == SQLITE_DONE else { throw SQLiteError(code: result, message: "the copy into memory failed") }
        return memory
    }
}
