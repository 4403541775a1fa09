import FoundationEssentials

/// What happens to a damaged database file: it is kept (never deleted: it may hold decisions a
/// person could still want), and the decisions that can still be read are copied to the new one.
enum DamagedDatabaseRecovery {
    /// Renames the file and its WAL companions to `<name>.damaged-<time>`; returns the new path.
    static func moveAside(_ database: URL) throws(StoreError) -> URL {
        let stamp = ISO8601Timestamp.format(Date(), timeSeparator: "-")
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
            throw .folderNotWritable(folder: database.deletingLastPathComponent().path, reason: FileErrorReason.of(error))
        }
        return destination
    }

    /// What could be read from a damaged file and was committed to the fresh one.
    struct Salvage: Equatable {
        var decisions = 0
        var tags = 0
    }

    /// Copies every decision (keeping ids) and colour tag still readable from `damaged` into
    /// `connection`, each table up to its first unreadable row, in one transaction. Counts
    /// only what was committed: when the commit fails, nothing was salvaged.
    static func salvage(from damaged: URL, into connection: SQLiteConnection) -> Salvage {
        guard let source = try? SQLiteConnection(path: damaged.path, create: false, readOnly: true) else { return Salvage() }
        // SQLite refuses a file shorter than its header says unless the schema is writable;
        // read-only, that only lets the pages that are still there be read.
        try? source.execute("PRAGMA writable_schema = ON")
        do {
            return try connection.inTransaction {
                Salvage(
                    decisions: copyRows(
                        from: source, "SELECT id, profile_id, decision, decided_at FROM decisions ORDER BY id",
                        into: connection, "INSERT OR IGNORE INTO decisions (id, profile_id, decision, decided_at) VALUES (?1, ?2, ?3, ?4)",
                        columns: { [.integer($0.integer(at: 0)), .text($0.text(at: 1)), .text($0.text(at: 2)), .real($0.real(at: 3))] }),
                    tags: copyRows(
                        from: source, "SELECT profile_id, tag FROM match_tags",
                        into: connection, "INSERT OR REPLACE INTO match_tags (profile_id, tag) VALUES (?1, ?2)",
                        columns: { [.text($0.text(at: 0)), .text($0.text(at: 1))] }))
            }
        } catch {
            return Salvage()
        }
    }

    /// Copies rows while they read; a table missing from the damaged file (an older schema)
    /// or its first unreadable row ends the copy of that table, not the salvage.
    private static func copyRows(from source: SQLiteConnection, _ select: String, into connection: SQLiteConnection,
                                 _ insert: String, columns: (SQLiteStatement) -> [SQLiteValue]) -> Int {
        guard let read = try? source.prepare(select), let write = try? connection.prepare(insert) else { return 0 }
        var copied = 0
        while (try? read.step()) == true {
            let values = columns(read)
            guard (try? write.bind(values).run()) != nil else { continue }
            if connection.changes == 1 { copied += 1 }
        }
        return copied
    }
}
