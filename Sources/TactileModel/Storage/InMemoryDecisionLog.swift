import FoundationEssentials

/// A `DecisionLog` kept in memory, for tests and apps without storage.
@MainActor
public final class InMemoryDecisionLog<ItemID: Hashable & Sendable>: DecisionLookup {
    /// The decisions in force, oldest first.
    public private(set) var records: [DecisionRecord<ItemID>] = []
    private var lastID: Int64 = 0

    /// An empty log.
    public init() {}

    public func record(_ decision: Decision, for itemID: ItemID, at date: Date) throws -> DecisionRecord<ItemID> {
        lastID += 1
        let record = DecisionRecord(id: lastID, itemID: itemID, decision: decision, date: date)
        records.append(record)
        return record
    }

    /// Removes exactly `record`; throws if it is not in force (never recorded
    /// here, or already undone), so a double undo cannot go unnoticed.
    public func undo(_ record: DecisionRecord<ItemID>) throws {
        guard let index = records.lastIndex(of: record) else {
            throw DecisionLogError.unknownRecord(id: record.id)
        }
        records.remove(at: index)
    }

    /// Puts `decision` in `record`'s place; throws, changing nothing, if `record` is not in force.
    public func replace(_ record: DecisionRecord<ItemID>, with decision: Decision,
                        at date: Date) throws -> DecisionRecord<ItemID> {
        guard let index = records.lastIndex(of: record) else {
            throw DecisionLogError.unknownRecord(id: record.id)
        }
        lastID += 1
        let replacement = DecisionRecord(id: lastID, itemID: record.itemID, decision: decision, date: date)
        records.remove(at: index)
        records.append(replacement)
        return replacement
    }

    /// The decision in force on the item `itemID`, or nil.
    public func decision(for itemID: ItemID) -> Decision? {
        records.last { $0.itemID == itemID }?.decision
    }

    /// The id of the decision in force on `id` (as `decision(for:)`).
    public func latestDecision(for id: ItemID) -> Decision.ID? { decision(for: id)?.id }
}
