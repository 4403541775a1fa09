import Foundation
import SharedTestSupport
@testable import TactileModel
import TactileStore

/// SplitMix64: a tiny seeded generator, so a failing random sequence can be
/// replayed from the seed printed with the failure.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A stack over `count` made-up profiles with a 300 × 400 card and a clock that stands still.
@MainActor
func makeStack(count: Int = 10, allowed: SwipeDirections = .all,
               log: any DecisionLog<Profile.ID> = InMemoryDecisionLog<Profile.ID>()) -> CardStackModel<Profile> {
    CardStackModel(source: InMemoryCardSource(Profile.samples(count)), log: log, decisions: Decision.profileDecisions,
                   rule: CardSwipeRule(cardWidth: 300, cardHeight: 400), allowedDirections: allowed,
                   clock: TimeSource(uptime: { .zero }, date: { Date(timeIntervalSince1970: 0) }))
}

/// A source of any size that builds profiles on demand and counts what it is
/// asked for, to prove the stack never loads more than a window.
@MainActor
final class GeneratedProfileSource: CardSource {
    let count: Int
    private(set) var requests: [Range<Int>] = []
    var requestedProfileCount: Int { requests.reduce(0) { $0 + $1.count } }

    init(count: Int) { self.count = count }

    func items(in range: Range<Int>) throws -> [Profile] {
        let clamped = range.clamped(to: 0..<count)
        requests.append(clamped)
        return clamped.map { Profile.sample($0) }
    }
}

struct InjectedFailure: Error, Equatable {}

/// A log that can be told to fail, to check the stack changes nothing then.
@MainActor
final class FlakyDecisionLog: DecisionLog {
    let inner = InMemoryDecisionLog<Profile.ID>()
    var failsRecording = false
    var failsUndo = false

    func record(_ decision: Decision, for itemID: Profile.ID, at date: Date) throws -> DecisionRecord<Profile.ID> {
        if failsRecording { throw InjectedFailure() }
        return try inner.record(decision, for: itemID, at: date)
    }

    func undo(_ record: DecisionRecord<Profile.ID>) throws {
        if failsUndo { throw InjectedFailure() }
        try inner.undo(record)
    }

    /// Fails as recording does: a replacement is a new record.
    func replace(_ record: DecisionRecord<Profile.ID>, with decision: Decision,
                 at date: Date) throws -> DecisionRecord<Profile.ID> {
        if failsRecording || failsUndo { throw InjectedFailure() }
        return try inner.replace(record, with: decision, at: date)
    }
}
