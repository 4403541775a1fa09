import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore
import CSQLite

@Suite("Damaged files, unwritable folders, a busy lock and a full disk")
@MainActor
struct BadFileTests {
    let folder = TemporaryFolder()
    let catalogue: URL

    init() throws {
        catalogue = try CatalogueFixture.write(Profile.samples(2_000), to: folder.file("profiles.json"))
    }

    /// A store with likes on p0...p9 and colour tags on p0...p2, closed again.
    func makeStoreWithDecisions() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        for index in 0..<10 { _ = try store.record(.like, for: "p\(index)", at: Date()) }
        for (index, tag) in ["red", "green", "blue"].enumerated() { try store.setMatchTag(tag, for: "p\(index)") }
    }

    static let tagsMade = ["p0": "red", "p1": "green", "p2": "blue"]

    func expectRebuilt(_ store: ProfileStore) throws -> (movedTo: String, salvaged: Int) {
        let rebuilt = try expectRebuiltWithTags(store)
        return (rebuilt.movedTo, rebuilt.salvaged)
    }

    func expectRebuiltWithTags(_ store: ProfileStore) throws -> (movedTo: String, salvaged: Int, tags: Int) {
        guard case .corruptDatabaseMovedAside(let original, let movedTo, let salvaged, let tags) = store.notices.first else {
            Issue.record("expected the damaged file to be moved aside, notices: \(store.notices)")
            return ("", 0, 0)
        }
        #expect(original == folder.database.path)
        #expect(FileManager.default.fileExists(atPath: movedTo), "the damaged file is kept")
        let stamp = movedTo.components(separatedBy: ".damaged-").last ?? ""
        let movedAt = try #require(ISO8601Timestamp.parse(stamp), "the kept file's name says when: \(movedTo)")
        #expect(movedAt <= Date() && movedAt > Date().addingTimeInterval(-600), "moved at \(stamp), just now")
        #expect(store.count == 2_000, "the catalogue is imported again")
        #expect(store.catalogueImport?.changed == true)
        #expect(try store.profiles(in: 0..<1).count == 1)
        #expect(store.notices.first?.description.contains(movedTo) == true)
        #expect(try store.recordedDecisions().count == salvaged, "the notice counts what the fresh file holds")
        #expect(try store.matchTags().count == tags)
        return (movedTo, salvaged, tags)
    }

    @Test func aTruncatedDatabaseIsMovedAsideAndRebuilt() throws {
        try makeStoreWithDecisions()
        // The decisions and tags were written after the catalogue's pages: cut the file
        // just after the later of their tables' root pages, so they survive and the rest is lost.
        let (decisionsRoot, tagsRoot, pageSize) = try rootPages()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.database.path)[.size] as? Int)
        let cut = Int(max(decisionsRoot, tagsRoot) * pageSize)
        try #require(cut < size, "the file has pages after the decisions' and tags' to lose")
        let handle = try FileHandle(forWritingTo: folder.database)
        try handle.truncate(atOffset: UInt64(cut))
        try handle.close()

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let (_, salvaged, tags) = try expectRebuiltWithTags(store)
        #expect(salvaged == 10)
        #expect(tags == 3)
        _ = try store.record(.nope, for: "p100", at: Date())
    }

    /// The root pages of the decisions and match_tags tables, and the page size (after a checkpoint).
    func rootPages() throws -> (decisions: Int64, tags: Int64, pageSize: Int64) {
        let connection = try SQLiteConnection(path: folder.database.path)
        _ = try connection.scalarText("PRAGMA wal_checkpoint(TRUNCATE)")
        let decisions = try #require(try connection.scalarInteger("SELECT rootpage FROM sqlite_schema WHERE name = 'decisions'"))
        let tags = try #require(try connection.scalarInteger("SELECT rootpage FROM sqlite_schema WHERE name = 'match_tags'"))
        return (decisions, tags, try #require(try connection.scalarInteger("PRAGMA page_size")))
    }

    @Test func aFileOfRandomBytesIsMovedAsideAndRebuilt() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<64 * 1024).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: folder.database)

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let (movedTo, salvaged) = try expectRebuilt(store)
        #expect(salvaged == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(bytes))
    }

    @Test func aFileThatNoLongerOpensAsSQLiteGivesUpNothing() throws {
        try makeStoreWithDecisions()
        // Overwrite the header's magic string: the file no longer opens as SQLite at all...
        let handle = try FileHandle(forWritingTo: folder.database)
        try handle.write(contentsOf: Data(repeating: 0x41, count: 16))
        try handle.close()
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        // ...so nothing can be salvaged, and the fresh store still works.
        let (_, salvaged) = try expectRebuilt(store)
        #expect(salvaged == 0)
    }

    @Test func aDamagedProfilesTableStillGivesUpItsDecisions() throws {
        try makeStoreWithDecisions()
        try damageFirstPageOf(table: "profiles")

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let (_, salvaged, tags) = try expectRebuiltWithTags(store)
        #expect(salvaged == 10)
        #expect(try store.likedProfiles().count == 10)
        #expect(tags == 3)
        #expect(try store.matchTags() == Self.tagsMade, "the colour tags are salvaged with the decisions")
    }

    @Test func aSalvageWhoseCommitFailsReportsNothingSalvaged() throws {
        try makeStoreWithDecisions()
        let fresh = try SQLiteConnection.inMemory()
        try Schema.migrate(fresh)
        // A commit hook that answers non-zero turns the COMMIT into a rollback.
        sqlite3_commit_hook(fresh.handle, { _ in 1 }, nil)
        let salvaged = DamagedDatabaseRecovery.salvage(from: folder.database, into: fresh)
        #expect(salvaged == .init(), "nothing was committed, so nothing is reported salvaged")
        sqlite3_commit_hook(fresh.handle, nil, nil)
        #expect(try fresh.scalarInteger("SELECT count(*) FROM decisions") == 0)
    }

    @Test func damageFoundWhilePagingIsRepairedAtTheNextStart() throws {
        try makeStoreWithDecisions()
        // Deal the decisions now, so the next start has no reason to read the profiles table.
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        try damageFirstPageOf(table: "profiles")
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            #expect(store.notices.isEmpty, "a cheap start does not see the damage...")
            #expect(throws: StoreError.corrupt(database: folder.database.path), "...but paging does") {
                try store.profiles(in: 1_000..<1_100)
            }
        }

        let reopened = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let (_, salvaged) = try expectRebuilt(reopened)
        #expect(salvaged == 10)
        #expect(try reopened.profiles(in: 1_000..<1_100).count == 100)
    }

    /// Scribbles over the root page of `table`, leaving the rest of the file alone.
    func damageFirstPageOf(table: String) throws {
        let rootPage: Int64
        let pageSize: Int64
        do {
            let connection = try SQLiteConnection(path: folder.database.path)
            rootPage = try #require(try connection.scalarInteger("SELECT rootpage FROM sqlite_schema WHERE name = '\(table)'"))
            pageSize = try #require(try connection.scalarInteger("PRAGMA page_size"))
        }
        let handle = try FileHandle(forWritingTo: folder.database)
        try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: Int(pageSize)))
        try handle.close()
    }

    @Test func aReadOnlyFolderIsReportedOrFallsBackToMemory() throws {
        try makeStoreWithDecisions()
        try ReadOnlyFolder.withReadOnly(folder.url) {
            let error = #expect(throws: StoreError.self) {
                try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            }
            guard case .folderNotWritable(let named, _) = error else {
                Issue.record("expected folderNotWritable, got \(String(describing: error))")
                return
            }
            #expect(named == folder.url.path)
            #expect(error?.description.contains("--data-dir") == true)

            let store = try ProfileStore(folder: folder.url, catalogue: catalogue)

            #expect(store.isInMemory)
            guard case .keptInMemory(let reason) = store.notices.first else {
                Issue.record("expected an in-memory notice, got \(store.notices)")
                return
            }
            #expect(store.notices.first?.description.contains("memory only") == true)
            #expect(reason.description.contains(folder.url.path))
            #expect(store.count == 2_000)
            #expect(try store.likedProfiles().count == 10, "earlier decisions are still shown")
            _ = try store.record(.boost, for: "p20", at: Date())
            #expect(try store.likedProfiles().count == 11)
        }
    }

    @Test func aFolderThatCannotBeCreatedIsReported() throws {
        let blocker = try CatalogueFixture.write(json: "a file, not a folder", to: folder.file("blocker"))
        let inside = blocker.appendingPathComponent("tactile")

        #expect(throws: StoreError.self) { try ProfileStore(folder: inside, ifFolderIsUnwritable: .fail) }
        let store = try ProfileStore(folder: inside, catalogue: catalogue)
        #expect(store.isInMemory)
        #expect(store.count == 2_000)
    }

    @Test func anotherInstanceHoldingTheWriteLockIsReportedAsBusy() throws {
        try makeStoreWithDecisions()
        let store = try ProfileStore(
            folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail, busyTimeout: .milliseconds(50))
        let other = try SQLiteConnection(path: folder.database.path)
        try other.execute("BEGIN IMMEDIATE")

        #expect(throws: StoreError.busy(database: folder.database.path)) {
            try store.record(.like, for: "p11", at: Date())
        }
        #expect(throws: StoreError.busy(database: folder.database.path)) {
            try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail, busyTimeout: .milliseconds(50))
        }
        #expect(try store.profiles(in: 0..<3).count == 3, "reading goes on beside a writer")

        try other.execute("COMMIT")
        _ = try store.record(.like, for: "p11", at: Date())
    }

    @Test func aFullDiskIsReportedAndEarlierDecisionsStay() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let kept = try store.record(.like, for: "p0", at: Date())
        // SQLite reports a page limit exactly as it reports a full disk.
        let pages = try #require(try store.connection.scalarInteger("PRAGMA page_count"))
        _ = try store.connection.scalarInteger("PRAGMA max_page_count = \(pages)")

        var failure: StoreError?
        for index in 0..<20_000 where failure == nil {
            do { _ = try store.record(.nope, for: "p\(index % 2_000)", at: Date()) } catch { failure = error }
        }

        #expect(failure == .diskFull(database: folder.database.path))
        #expect(failure?.description.contains("full") == true)
        #expect(try store.recordedDecisions().first == kept)
    }

    @Test func aDatabaseFromANewerTactileIsNotTouched() throws {
        try makeStoreWithDecisions()
        do {
            let connection = try SQLiteConnection(path: folder.database.path)
            try connection.execute("PRAGMA user_version = 99")
        }

        #expect(throws: StoreError.newerSchema(database: folder.database.path, found: 99, supported: Schema.latestVersion)) {
            try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        }
    }
}
