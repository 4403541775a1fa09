import Foundation
import TactileModel
import TactileStore

/// Imports any bytes as the shipped profiles.json through the store's whole
/// path (file, JSON, validation, SQLite; a few hundred inputs a second), then checks that the import either
/// refused the file with a notice or accounted for every entry (imported or
/// skipped with a reason), that each imported profile keeps the catalogue's
/// rules, and that the store still pages, records and undoes.
public enum ProfileImportFuzzTarget {
    /// One catalogue file per process, rewritten for every input; in memory-backed /dev/shm when
    /// there is one, as a disk's fsync on every write costs more than the import itself.
    private static let catalogue: URL = {
        let shm = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        let base = FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let folder = base
            .appendingPathComponent("tactile-fuzz-import-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("profiles.json")
    }()

    @MainActor
    public static func run(_ data: [UInt8]) throws(FuzzFinding) {
        do {
            try Data(data).write(to: catalogue)
        } catch {
            throw FuzzFinding(step: 0, problem: "the catalogue could not be written: \(error)")
        }
        let store: ProfileStore
        do {
            store = try ProfileStore(inMemoryWithCatalogue: catalogue)
        } catch {
            throw FuzzFinding(step: 0, problem: "opening threw instead of reporting: \(error)")
        }
        try checkAccounting(store, data: Data(data))
        let profiles: [Profile]
        do {
            profiles = try store.profiles(in: 0..<store.count)
        } catch {
            throw FuzzFinding(step: 1, problem: "paging the imported profiles failed: \(error)")
        }
        if profiles.count != store.count { throw FuzzFinding(step: 1, problem: "\(profiles.count) profiles paged of \(store.count)") }
        try ProfileRulesCheck.check(profiles, skipped: store.catalogueImport?.skipped ?? [])
        try recordAndUndo(profiles.first, in: store)
    }

    /// The import must keep and skip exactly what parsing the same bytes without a database
    /// does (the JSON target checks that against the file); a file that is not an array must be
    /// refused with a notice.
    @MainActor
    private static func checkAccounting(_ store: ProfileStore, data: Data) throws(FuzzFinding) {
        let expected = CatalogueCheck(data)
        guard let report = store.catalogueImport else {
            guard expected == nil, store.count == 0, case .catalogueUnreadable? = store.notices.first else {
                throw FuzzFinding(step: 0, problem: "no import and no notice saying why: \(store.notices)")
            }
            return
        }
        if report.imported != store.count { throw FuzzFinding(step: 0, problem: "reported \(report.imported), holds \(store.count)") }
        if report.imported != expected?.profiles.count || report.skipped != expected?.skipped {
            throw FuzzFinding(step: 0, problem: "the import kept \(report.imported) and skipped \(report.skipped.count); "
                              + "parsing alone keeps \(expected?.profiles.count ?? 0) and skips \(expected?.skipped.count ?? 0)")
        }
    }

    @MainActor
    private static func recordAndUndo(_ profile: Profile?, in store: ProfileStore) throws(FuzzFinding) {
        guard let profile else { return }
        do {
            let record = try store.record(.like, for: profile.id, at: Date(timeIntervalSince1970: 0))
            guard try store.likedProfiles().map(\.id) == [profile.id] else {
                throw FuzzFinding(step: 2, problem: "the like on \(profile.id) is not listed")
            }
            try store.undo(record)
            guard try store.recordedDecisions().isEmpty else { throw FuzzFinding(step: 2, problem: "undo left a decision") }
        } catch let finding as FuzzFinding {
            throw finding
        } catch {
            throw FuzzFinding(step: 2, problem: "recording on \(profile.id) failed: \(error)")
        }
    }
}
