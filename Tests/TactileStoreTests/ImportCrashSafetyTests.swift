import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

/// SIGKILL in the middle of catalogue imports, `CrashChild.kills` times over one database:
/// after each kill the store opens cleanly (no recovery), passes integrity_check, holds one
/// whole catalogue (all of A or all of B, never a mix or a part) and every decision made
/// before the imports.
@Suite("Crash safety of imports")
@MainActor
struct ImportCrashSafetyTests {
    static let kills = CrashChild.kills

    @Test func aKilledImportLeavesOneWholeCatalogueAndEveryDecision() throws {
        let folder = TemporaryFolder()
        let seed = try CatalogueFixture.write(Profile.samples(10), to: folder.file("profiles.json"))
        let decisions: [DecisionRecord<Profile.ID>]
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: seed, ifFolderIsUnwritable: .fail)
            decisions = try (0..<5).map { try store.record(.like, for: "p\($0)", at: Date(timeIntervalSince1970: 0)) }
        }
        let child = try CrashChild.executable(named: "TactileStoreImportChild")

        var completedImports = 0, catalogues: [String: Int] = [:]
        let clock = ContinuousClock()
        let started = clock.now
        for round in 1...Self.kills {
            let lines = try CrashChild.linesUntilKilled(child, folder: folder.url, after: .microseconds(Int.random(in: 0...150_000)))
            #expect(lines.allSatisfy { $0.hasPrefix("imported ") }, "round \(round): \(lines)")
            completedImports += lines.count

            let store = try ProfileStore(folder: folder.url, ifFolderIsUnwritable: .fail)
            #expect(store.notices.isEmpty, "round \(round): \(store.notices)")
            #expect(try store.connection.scalarText("PRAGMA integrity_check") == "ok", "round \(round)")
            let names = Set(try store.profiles(in: 0..<store.count).map { String($0.name.prefix(1)) })
            let whole = (store.count == 10 && names == ["P"]) || (store.count == 120 && names == ["A"])
                || (store.count == 180 && names == ["B"])
            #expect(whole, "round \(round): \(store.count) profiles named \(names)")
            catalogues[names.sorted().joined(), default: 0] += 1
            #expect(try store.recordedDecisions() == decisions, "round \(round): the decisions made before are all there")
            guard whole else { break }
        }
        let elapsed = clock.now - started
        print("import crash safety: \(Self.kills) SIGKILLs during imports in "
            + "\(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))); "
            + "\(completedImports) imports completed between kills; catalogue found after a kill: \(catalogues)")
    }
}
