import Foundation
internal import CSQLite

/// The in-memory fallback starts from what the unwritable folder already holds, so earlier
/// decisions (and the Matches page) are still there for the session.
enum InMemoryCopy {
    /// An in-memory database holding a copy of `database` when it can be read, else empty.
    static func make(from database: URL) throws -> SQLiteConnection {
        let memory = try SQLiteConnection.inMemory()
        guard FileManager.default.isReadableFile(atPath: database.path) else { return memory }
        // immutable=1: read without creating the -shm file the read-only folder would refuse.
        let uri = database.absoluteString + "?immutable=1"
        guard let source = try? SQLiteConnection(path: uri, create: false, readOnly: true),
              let backup = sqlite3_backup_init(memory.handle, "main", source.handle, "main")
        else { return memory }
        let result = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        // A copy that failed half way is worse than none: start clean.
        return result == SQLITE_DONE ? memory : try SQLiteConnection.inMemory()
    }
}
