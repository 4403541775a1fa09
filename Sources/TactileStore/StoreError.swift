import FoundationEssentials
internal import CSQLite
import Glibc

/// Why the store could not do what was asked, worded for the person who has to act on it.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Another program (usually a second Tactile) holds the database's write lock.
    case busy(database: String)
    /// The disk (or the database's size limit) has no room for the write.
    case diskFull(database: String)
    /// The folder cannot be created or written; `reason` is what the system said.
    case folderNotWritable(folder: String, reason: String)
    /// Damage found while the store was in use. Opening it again moves the file aside and rebuilds it.
    case corrupt(database: String)
    /// The file was written by a newer Tactile whose schema this one does not know.
    case newerSchema(database: String, found: Int, supported: Int)
    /// A decision named a profile that is not in the catalogue.
    case unknownProfile(id: String)
    /// Undo named a decision that is not (or no longer) in the log.
    case decisionNotFound(id: Int64)
    /// A match was to be changed (unmatched, tagged) but the profile is no longer one: the
    /// decisions were reset or changed meanwhile.
    case notAMatch(id: String)
    /// Any other failure to read or write the file.
    case storage(database: String, detail: String)

    public var description: String {
        switch self {
        case .busy(let database):
            return "The database \(database) is in use by another Tactile window or program. "
                + "Close the other instance and try again."
        case .diskFull(let database):
            return "The disk holding \(database) is full. Free some space and try again; "
                + "decisions saved before this one are safe."
        case .folderNotWritable(let folder, let reason):
            return "Tactile cannot write to the folder \(folder) (\(reason)). "
                + "Make it writable, or choose another folder with --data-dir."
        case .corrupt(let database):
            return "The database \(database) is damaged. Restart Tactile: it keeps the damaged file "
                + "under a new name, salvages what decisions it can, and starts a fresh one."
        case .newerSchema(let database, let found, let supported):
            return "The database \(database) was written by a newer Tactile (schema \(found); "
                + "this version knows up to \(supported)). Update Tactile, or choose another folder with --data-dir."
        case .unknownProfile(let id):
            return "There is no profile with id \"\(id)\" in the catalogue, so no decision was recorded."
        case .decisionNotFound(let id):
            return "Decision \(id) is not in the log (it may already have been undone)."
        case .notAMatch(let id):
            return "The profile \"\(id)\" is no longer among the matches (the decisions changed meanwhile), so nothing was changed."
        case .storage(let database, let detail):
            return "Tactile could not read or write \(database): \(detail)."
        }
    }

    public var errorDescription: String? { description }
}

extension StoreError {
    /// What a raw SQLite failure means for the person using the app.
    init(_ error: SQLiteError, database: String) {
        switch error.code {
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(database: database)
        case SQLITE_FULL:
            self = .diskFull(database: database)
        case SQLITE_IOERR where error.systemErrno == ENOSPC:
            // A write that found no room outside the database file (its shared memory, its
            // write-ahead log as it is opened) is said as the full disk it is.
            self = .diskFull(database: database)
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM:
            let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
            self = .folderNotWritable(folder: folder, reason: error.message)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            self = .corrupt(database: database)
        default:
            self = .storage(database: database, detail: error.message)
        }
    }
}

extension StoreError {
    /// Any failure from the store's internals, as the error the app is given.
    static func from(_ error: any Error, database: String) -> StoreError {
        switch error {
        case let storeError as StoreError: return storeError
        case let sqliteError as SQLiteError: return StoreError(sqliteError, database: database)
        default: return .storage(database: database, detail: String(describing: error))
        }
    }
}
