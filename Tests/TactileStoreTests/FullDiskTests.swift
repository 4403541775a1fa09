import Foundation
import Testing
import TactileModel
import TactileStore
import SharedTestSupport

/// A real full disk: the store on a 2 MB tmpfs whose free space is then taken
/// by another file. Where a tmpfs cannot be mounted the suite is skipped, saying why.
@Suite("A full disk (tmpfs)", .enabled(if: MountPermission.canMountTmpfs, Comment(rawValue: MountPermission.refusal ?? "")))
@MainActor
struct FullDiskTests {
    @Test func decisionsRecordedBeforeTheDiskFilledSurviveIt() throws {
        let disk = try TemporaryMount(sizeKiB: 2048)
        let catalogue = try CatalogueFixture.write(Profile.samples(200), to: disk.file("profiles.json"))
        let store = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        var kept = try (0..<20).map { try store.record(.like, for: "p\($0)", at: Date()) }
        let filler = disk.fill()

        var failure: StoreError?
        for index in 20..<2_000 where failure == nil {
            do { kept.append(try store.record(.nope, for: "p\(index % 200)", at: Date())) } catch { failure = error }
        }

        #expect(failure == .diskFull(database: disk.file("tactile.db").path))
        #expect(failure?.description.contains("decisions saved before this one are safe") == true)
        #expect(try store.recordedDecisions() == kept, "every decision reported saved is still there")
        try FileManager.default.removeItem(at: filler)
        _ = try store.record(.boost, for: "p1", at: Date())
        let reopened = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        #expect(reopened.notices.isEmpty, "\(reopened.notices)")
        #expect(try reopened.recordedDecisions().count == kept.count + 1)
        print("full disk: \(kept.count) decisions saved before the 2 MB tmpfs filled; all kept")
    }

    /// Started again on a disk too full to open the database on (the catalogue changed, so
    /// opening means writing): the store carries on with an in-memory copy of the decisions
    /// already saved, as on a read-only folder, and says so; before, the app fell back to an
    /// empty store, whose deck showed every profile decided before as new and whose Matches
    /// page was empty. Found by the monkey (seed 1207: the app killed while the disk was full).
    @Test func aDiskTooFullToOpenOnKeepsAnInMemoryCopyOfTheDecisions() throws {
        let disk = try TemporaryMount(sizeKiB: 2048)
        let catalogue = try CatalogueFixture.write(Profile.samples(50), to: disk.file("profiles.json"))
        // Left open, as a killed app leaves its write-ahead log and shared memory behind.
        let killed = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let kept = try (0..<5).map { try killed.record(.like, for: "p\($0)", at: Date()) }
        _ = try CatalogueFixture.write(Profile.samples(400), to: catalogue)
        disk.fill()

        #expect(throws: StoreError.diskFull(database: disk.file("tactile.db").path), "the disk is too full to open the store on") {
            _ = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        }
        let reopened = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .keepInMemory)
        #expect(reopened.isInMemory)
        #expect(reopened.notices == [.keptInMemory(because: .diskFull(database: disk.file("tactile.db").path))])
        #expect(try reopened.recordedDecisions().map(\.id) == kept.map(\.id), "the decisions saved before")
        #expect(try reopened.likedProfiles().count == 5)
        _ = killed
    }

    /// The same after a clean close: SQLite finds no room for the write-ahead log's shared
    /// memory, a failure it gives as an I/O error, which the store said as "disk I/O error"
    /// and the app met with an empty store; it is the full disk it is, and kept in memory.
    @Test func aDiskTooFullToOpenOnAfterACleanCloseIsSaidAsFullAndKeptInMemory() throws {
        let disk = try TemporaryMount(sizeKiB: 2048)
        let catalogue = try CatalogueFixture.write(Profile.samples(50), to: disk.file("profiles.json"))
        var kept: [DecisionRecord<Profile.ID>] = []
        do {
            let store = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            kept = try (0..<5).map { try store.record(.like, for: "p\($0)", at: Date()) }
        }
        _ = try CatalogueFixture.write(Profile.samples(400), to: catalogue)
        disk.fill()

        #expect(throws: StoreError.diskFull(database: disk.file("tactile.db").path)) {
            _ = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        }
        let reopened = try ProfileStore(folder: disk.url, catalogue: catalogue, ifFolderIsUnwritable: .keepInMemory)
        #expect(reopened.isInMemory)
        #expect(try reopened.recordedDecisions().map(\.id) == kept.map(\.id), "the decisions saved before")
    }
}
