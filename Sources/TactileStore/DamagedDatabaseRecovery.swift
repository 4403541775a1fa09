import Foundation

/// What happens to a damaged database file: it is kept (never deleted: it may hold decisions a
/// person could still want), and the decisions that can still be read are copied to the new one.
enum DamagedDatabaseRecovery {
    /// Renames the file and its WAL companions to `<name>.damaged-<time>`; returns the new path.
    static func moveAside(_ database: URL) throws(StoreError) -> URL {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        var destination = database.appendingPathExtension("damaged-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = database.appendingPathExtension("damaged-\(stamp)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: database, to: destination)
            for companion in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: database.path + companion) {
                try FileManager.default.moveItem(atPath: database.path + companion, toPath: destination.path + companion)
            }
        } catch {
            throw .folderNotWritable(folder: database.deletingLastPathComponent().path, reason: error.localizedDescription)
        }
        return destination
    }

    /// Copies every decision still readable from `damaged` into `connection`, keeping ids, and
    /// stops at the first unreadable row. Returns how many were copied.
    static func salvageDecisions(from damaged: URL, into connection: SQLiteConnection) -> Int {
        guard let source = try? SQLiteConnection(path: damaged.path, create: false, readOnly: true),
              let read = try? source.prepare("SELECT id, profile_id, decision, decided_at FROM decisions ORDER BY id"),
              let insert = try? connection.prepare(
                "INSERT OR IGNORE INTO decisions (id, profile_id, decision, decided_at) VALUES (?1, ?2, ?3, ?4)")
        else { return 0 }
        var salvaged = 0
        try? connection.inTransaction {
            while (try? read.step()) == true {
                let copied: ()? = try? insert.bind(
                    .integer(read.integer(at: 0)), .text(read.text(at: 1)),
                    .text(read.text(at: 2)), .real(read.real(at: 3))
                ).run()
                if copied != nil && connection.changes == 1 { salvaged += 1 }
            }
        }
        return salvaged
    }
}
