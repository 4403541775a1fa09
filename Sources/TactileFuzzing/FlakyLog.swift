import Foundation
import TactileModel

/// A decision log the fuzzer can make refuse writes, so the stack's error
/// paths (nothing changes when the log fails) are driven as often as the rest.
@MainActor
final class FlakyLog: DecisionLog {
    let inner = InMemoryDecisionLog()
    var refuses = false

    struct Refused: Error {}

    func record(_ decision: Decision, for profileID: Profile.ID, at date: Date) throws -> DecisionRecord {
        if refuses { throw Refused() }
        return try inner.record(decision, for: profileID, at: date)
    }

    func undo(_ record: DecisionRecord) throws {
        if refuses { throw Refused() }
        try inner.undo(record)
    }
}
