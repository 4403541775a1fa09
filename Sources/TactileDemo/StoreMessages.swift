import TactileStore

/// The store's notices and errors in the user's language. The store speaks
/// English (it has no GTK and no catalogue); the app tells people what it says.
enum StoreMessages {
    static func text(for notice: StoreNotice) -> String {
        switch notice {
        case let .corruptDatabaseMovedAside(original, movedTo, salvaged, tags):
            localized.plural(
                "The database {original} was damaged. It was kept as {copy}, a fresh one was created and the profiles were imported again; {count} earlier decision could be recovered.",
                "The database {original} was damaged. It was kept as {copy}, a fresh one was created and the profiles were imported again; {count} earlier decisions could be recovered.",
                count: salvaged, ["original": original, "copy": movedTo])
                + (tags == 0 ? "" : " " + localized.plural("{count} colour tag was recovered too.",
                                                            "{count} colour tags were recovered too.", count: tags))
        case let .keptInMemory(reason):
            localized("{reason} Until then, this session's decisions are kept in memory only and will be lost when Tactile quits.",
                      ["reason": text(for: reason)])
        case let .catalogueUnreadable(file, reason):
            // Translators: {reason} is a technical detail, in English.
            localized("The profile catalogue {file} could not be read ({reason}); the profiles stored earlier are shown.",
                      ["file": file, "reason": reason])
        }
    }

    static func text(for error: StoreError) -> String {
        switch error {
        case let .busy(database):
            localized("The database {file} is in use by another Tactile window or program. Close the other instance and try again.",
                      ["file": database])
        case let .diskFull(database):
            localized("The disk holding {file} is full. Free some space and try again; decisions saved before this one are safe.",
                      ["file": database])
        case let .folderNotWritable(folder, reason):
            localized("Tactile cannot write to the folder {folder} ({reason}). Make it writable, or choose another folder with --data-dir.",
                      ["folder": folder, "reason": reason])
        case let .corrupt(database):
            localized("The database {file} is damaged. Restart Tactile: it keeps the damaged file under a new name, salvages what decisions it can, and starts a fresh one.",
                      ["file": database])
        case let .newerSchema(database, found, supported):
            localized("The database {file} was written by a newer Tactile (schema {found}; this version knows up to {supported}). Update Tactile, or choose another folder with --data-dir.",
                      ["file": database, "found": String(found), "supported": String(supported)])
        case let .unknownProfile(id):
            localized("There is no profile with id \"{id}\" in the catalogue, so no decision was recorded.", ["id": id])
        case let .decisionNotFound(id):
            localized("Decision {id} is not in the log (it may already have been undone).", ["id": String(id)])
        case .notAMatch:
            localized("This profile is no longer among your matches (the decisions changed meanwhile), so nothing was changed.")
        case let .storage(database, detail):
            localized("Tactile could not read or write {file}: {detail}.", ["file": database, "detail": detail])
        }
    }

    /// Any error from the store, translated when the app knows its kind.
    static func text(for error: any Error) -> String {
        (error as? StoreError).map { text(for: $0) } ?? String(describing: error)
    }
}
