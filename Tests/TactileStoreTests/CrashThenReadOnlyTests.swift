import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

/// A crash leaves the latest decisions in the write-ahead log, not yet in the file. If the
/// folder is unwritable at the next start, the in-memory fallback must still show them.
@Suite("A crash, then an unwritable folder")
@MainActor
struct CrashThenReadOnlyTests {
    @Test func decisionsStillInTheWriteAheadLogAreShownFromMemory() throws {
        let folder = TemporaryFolder()
        let catalogue = try CatalogueFixture.write(Profile.samples(100), to: folder.file("profiles.json"))
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let reports = try CrashChild.runAndKill(try CrashChild.executable(), folder: folder.url, after: .milliseconds(300))
        var expected: [Int64: String] = [:]
        var latest: [Int64] = []
        for report in reports {
            switch report {
            case .recorded(let id, let profileID, _): expected[id] = profileID; latest.append(id)
            case .undone(let id): expected[id] = nil; latest.removeLast()
            case .failed(let line): Issue.record("the child failed: \(line)")
            }
        }
        try #require(!expected.isEmpty, "the child was killed before it decided anything")
        let log = folder.database.path + "-wal"
        let logSize = (try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0
        try #require(logSize > 0, "the decisions should still be in the write-ahead log after SIGKILL")

        try ReadOnlyFolder.withReadOnly(folder.url) {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue)
            #expect(store.isInMemory)
            let stored = Dictionary(uniqueKeysWithValues: try store.recordedDecisions().map { ($0.id, $0.itemID) })
            // The kill may fall between an undo's commit and its report (as in CrashSafetyTests).
            if let undoneUnreported = latest.last, stored[undoneUnreported] == nil { expected[undoneUnreported] = nil }
            let missing = expected.filter { stored[$0.key] != $0.value }
            #expect(missing.isEmpty, "\(missing.count) of \(expected.count) decisions reported saved are missing")
        }
    }
}
