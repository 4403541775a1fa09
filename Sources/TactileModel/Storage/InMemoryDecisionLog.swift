import FoundationEssentials

/// A `DecisionLog` kept in memory, for tests and front ends without storage.
@MainActor
public final class InMemoryDecisionLog: DecisionLookup {
    /// The decisions in force, oldest first.
    public private(set) var records: [DecisionRecord] = []
    private var lastID: Int64 = 0

    /// An empty log.
    public init() {}

    public func record(_ decision: Decision, for profileID: Profile.ID, at date: Date) throws -> DecisionRecord {
        lastID += 1
        let record = DecisionRecord(id: lastID, profileID: profileID, decision: decision, date: date)
        records.append(record)
        return record
    }

    /// Removes exactly `record`; throws if it is not in force (never recorded
    /// here, or already undone), so a double undo cannot go unnoticed.
    public func undo(_ record: DecisionRecord) throws {
        guard let index = records.lastIndex(of: record) else {
            throw DecisionLogError.unknownRecord(id: record.id)
        }
        records.remove(at: index)
    }

    /// The decision in force on the profile `profileID`, or nil.
    public func decision(for profileID: Profile.ID) -> Decision? {
        records.last { $0.profileID == profileID }?.decision
    }

    /// The decision in force on `id` (as `decision(for:)`).
    public func latestDecision(for id: Profile.ID) -> Decision? { decision(for: id) }
}

/// Why an in-memory log refused an undo.
public enum DecisionLogError: Error, Equatable {
    /// Undo of a record the log does not hold.
    case unknownRecord(id: Int64)
}
