import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

@Suite("Crash safety")
@MainActor
struct CrashSafetyTests {
    static let kills = CrashChild.kills

    /// A child records and undoes decisions in a loop and is SIGKILLed at a random moment,
    /// `kills` times over one database. After each kill the database must open cleanly (no recovery),
    /// pass integrity_check, and hold exactly what the child reported committed. The only
    /// leeway is the one transaction the kill may have cut between its commit and its report:
    /// one unreported decision, or an unreported undo of the child's latest decision.
    @Test func everyReportedDecisionSurvivesSIGKILL() throws {
        let folder = TemporaryFolder()
        let catalogue = try CatalogueFixture.write(Profile.samples(100), to: folder.file("profiles.json"))
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let child = try CrashChild.executable()

        var expected: [Int64: DecisionRecordSummary] = [:]
        var undone: Set<Int64> = []
        var known: Set<Int64> = []
        var killedBeforeFirstCommit = 0
        var unreportedCommits = 0
        let clock = ContinuousClock()
        let started = clock.now
        for round in 1...Self.kills {
            let delay = Duration.milliseconds(Int.random(in: 0...120)) + .microseconds(Int.random(in: 0..<1000))
            let reports = try CrashChild.runAndKill(child, folder: folder.url, after: delay)
            var stack: [Int64] = []
            for report in reports {
                switch report {
                case .recorded(let id, let profileID, let decision):
                    expected[id] = DecisionRecordSummary(profileID: profileID, decision: decision)
                    stack.append(id)
                case .undone(let id):
                    #expect(stack.last == id, "the child undoes its latest decision")
                    stack.removeLast()
                    expected[id] = nil
                    undone.insert(id)
                case .failed(let line):
                    Issue.record("round \(round): the child failed: \(line)")
                }
            }
            if reports.isEmpty { killedBeforeFirstCommit += 1 }

            let store = try ProfileStore(folder: folder.url, ifFolderIsUnwritable: .fail)
            #expect(store.notices.isEmpty, "round \(round): \(store.notices)")
            #expect(try store.connection.scalarText("PRAGMA integrity_check") == "ok", "round \(round)")
            let stored = Dictionary(uniqueKeysWithValues: try store.recordedDecisions().map {
                ($0.id, DecisionRecordSummary(profileID: $0.itemID, decision: $0.decision.id))
            })
            if let latest = stack.last, stored[latest] == nil {
                expected[latest] = nil  // its undo committed just before the kill
            }
            let missing = expected.filter { stored[$0.key] != $0.value }
            let resurrected = undone.filter { stored[$0] != nil }
            let unreported = Set(stored.keys).subtracting(known).subtracting(expected.keys)
            #expect(missing.isEmpty, "round \(round): reported decisions lost: \(missing)")
            #expect(resurrected.isEmpty, "round \(round): undone decisions came back: \(resurrected)")
            #expect(unreported.count <= 1, "round \(round): more than one unreported commit: \(unreported)")
            unreportedCommits += unreported.count
            known.formUnion(stored.keys)
            guard missing.isEmpty, resurrected.isEmpty else { break }
        }
        let elapsed = clock.now - started
        print("crash safety: \(Self.kills) SIGKILLs in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))); "
            + "\(expected.count) decisions held, \(undone.count) undone, \(unreportedCommits) committed just before a kill without being reported; "
            + "\(killedBeforeFirstCommit) kills landed before the child's first commit")
    }
}

/// What a decision says, as the child reports it.
struct DecisionRecordSummary: Equatable {
    let profileID: String
    let decision: String
}
