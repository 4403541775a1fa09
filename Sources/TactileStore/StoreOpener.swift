import FoundationEssentials

/// A database ready for use: migrated, catalogue imported, order dealt.
struct OpenedDatabase {
    let connection: SQLiteConnection
    let location: StoreLocation
    var notices: [StoreNotice]
    let catalogueImport: ImportReport?
}

/// Every way of opening the store, and what to do when the first way fails: a damaged file is
/// moved aside and rebuilt; an unwritable folder (or a full disk) falls back to memory when the
/// app allows it.
enum StoreOpener {
    static func open(
        folder: URL, catalogue: URL?, policy: UnwritableFolderPolicy, busyTimeoutMilliseconds: Int32
    ) throws(StoreError) -> OpenedDatabase {
        let database = folder.appendingPathComponent(DataFolder.databaseFileName)
        do throws(StoreError) {
            return try openFile(database, catalogue: catalogue, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch {
            // A disk too full to open the database on (a changed catalogue to import, a
            // killed session's log to take in) cannot be written either: the decisions saved
            // so far are read into memory as from a read-only folder.
            guard policy == .keepInMemory, error.isUnwritableFolder else { throw error }
            return try attempt(database: "memory") {
                try prepareContents(
                    InMemoryCopy.make(from: database), location: .memory, catalogue: catalogue,
                    notices: [.keptInMemory(because: error)])
            }
        }
    }

    static func openInMemory(catalogue: URL?) throws(StoreError) -> OpenedDatabase {
        try attempt(database: "memory") {
            try prepareContents(SQLiteConnection.inMemory(), location: .memory, catalogue: catalogue, notices: [])
        }
    }

    private static func openFile(
        _ database: URL, catalogue: URL?, busyTimeoutMilliseconds: Int32
    ) throws(StoreError) -> OpenedDatabase {
        try DatabaseFile.prepareFolder(database.deletingLastPathComponent(), database: database)
        do throws(StoreError) {
            return try attempt(database: database.path) {
                let connection = try DatabaseFile.open(database, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
                return try prepareContents(connection, location: .file(database), catalogue: catalogue, notices: [])
            }
        } catch .corrupt {
            let movedTo = try DamagedDatabaseRecovery.moveAside(database)
            return try attempt(database: database.path) {
                let connection = try DatabaseFile.open(database, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
                try Schema.migrate(connection)
                let salvaged = DamagedDatabaseRecovery.salvage(from: movedTo, into: connection)
                let notice = StoreNotice.corruptDatabaseMovedAside(
                    original: database.path, movedTo: movedTo.path,
                    salvagedDecisions: salvaged.decisions, salvagedTags: salvaged.tags)
                return try prepareContents(connection, location: .file(database), catalogue: catalogue, notices: [notice])
            }
        }
    }

    /// Migrates, imports the catalogue if it changed, and deals the order.
    private static func prepareContents(
        _ connection: SQLiteConnection, location: StoreLocation, catalogue: URL?, notices: [StoreNotice]
    ) throws -> OpenedDatabase {
        try Schema.migrate(connection)
        var notices = notices
        var report: ImportReport?
        if let catalogue {
            switch try CatalogueImporter.importIfChanged(from: catalogue, into: connection) {
            case .imported(let imported): report = imported
            case .unreadable(let notice): notices.append(notice)
            }
        }
        try connection.inTransaction { try DeckOrder.deal(connection) }
        return OpenedDatabase(connection: connection, location: location, notices: notices, catalogueImport: report)
    }

    private static func attempt<Result>(database: String, _ work: () throws -> Result) throws(StoreError) -> Result {
        do { return try work() } catch { throw StoreError.from(error, database: database) }
    }
}

/// What to do when the data folder cannot be written (not writable, or its disk full).
public enum UnwritableFolderPolicy: Sendable {
    /// Throw `StoreError.folderNotWritable` (or `StoreError.diskFull`).
    case fail
    /// Carry on with an in-memory copy and say so in `ProfileStore.notices`.
    case keepInMemory
}

extension StoreError {
    /// A folder the store cannot write to: not writable, or on a disk with no room left.
    var isUnwritableFolder: Bool {
        switch self {
        case .folderNotWritable, .diskFull: true
        default: false
        }
    }
}
