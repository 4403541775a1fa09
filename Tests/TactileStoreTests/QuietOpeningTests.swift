import Foundation
import Testing
import TactileModel
@testable import TactileStore

/// Opening the store reads; it writes only when there is something to write (a changed
/// catalogue, decisions to deal into the order), so a start-up with nothing new neither
/// touches the database nor makes the disk sync.
@Suite("Opening a store where nothing changed")
@MainActor
struct QuietOpeningTests {
    let folder = TemporaryFolder()
    let catalogue: URL

    init() throws {
        catalogue = try CatalogueFixture.write(CatalogueFixture.profiles(count: 10), to: folder.file("profiles.json"))
    }

    func open() throws -> ProfileStore {
        try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
    }

    /// The bytes written to the write-ahead log so far: 0 when nothing was written.
    func loggedBytes() throws -> Int {
        let log = folder.url.appendingPathComponent(DataFolder.databaseFileName + "-wal")
        return try #require(FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int)
    }

    @Test func writesNothingAndKeepsWhatWasDecided() throws {
        do {
            let first = try open()  // imports the catalogue
            _ = try first.record(.like, for: "p0", at: Date())
        }
        do {
            let second = try open()  // deals p0 into the decided group: a write
            #expect(try loggedBytes() > 0, "the deal was written")
            withExtendedLifetime(second) {}
        }
        let before = try Data(contentsOf: folder.database)
        do {
            let third = try open()
            #expect(try loggedBytes() == 0, "nothing written on opening")
            #expect(try third.recordedDecisions().map(\.profileID) == ["p0"])
            #expect(third.undecidedCount == 9)
        }
        #expect(try Data(contentsOf: folder.database) == before, "the database file is as it was")
    }
}
