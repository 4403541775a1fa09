import Foundation
import TactileModel
import TactileStore

/// A decision log the fuzzer can make refuse writes, so the stack's error
/// paths (nothing changes when the log fails) are driven as often as the rest.
@MainActor
final class FlakyLog: DecisionLog {
    let inner = InMemoryDecisionLog<Profile.ID>()
    var refuses = false

    struct Refused: Error {}

    func record(_ decision: Decision, for itemID: Profile.ID, at date: Date) throws -> DecisionRecord<Profile.ID> {
        if refuses { throw Refused() }
        return try inner.record(decision, for: itemID, at: date)
    }

    func undo(_ record: DecisionRecord<Profile.ID>) throws {
        if refuses { throw Refused() }
        try inner.undo(record)
    }

    func replace(_ record: DecisionRecord<Profile.ID>, with decision: Decision,
                 at date: Date) throws -> DecisionRecord<Profile.ID> {
        if refuses { throw Refused() }
        return try inner.replace(record, with: decision, at: date)
    }
}
