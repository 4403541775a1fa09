import FoundationEssentials

/// Where a card stack's decisions go: each one kept on its own, undo removes exactly one.
/// `InMemoryDecisionLog` keeps them in memory; an app's store writes them to disk.
@MainActor
public protocol DecisionLog<ItemID>: AnyObject {
    /// The app's id of an item.
    associatedtype ItemID: Hashable & Sendable
    /// Records `decision` on the item `itemID` made at `date`, and returns the record that
    /// `undo(_:)` takes; throws when it cannot be kept, and then nothing is recorded.
    func record(_ decision: Decision, for itemID: ItemID, at date: Date) throws -> DecisionRecord<ItemID>
    /// Removes exactly `record`; throws when it is not in force (never recorded, or already undone).
    func undo(_ record: DecisionRecord<ItemID>) throws
    /// Replaces `record` with `decision` on the same item at `date`, all or nothing: the new
    /// record in force and `record` gone, or, when it throws, `record` still in force and
    /// nothing new recorded. A looping stack replaces a pass seen again this way.
    func replace(_ record: DecisionRecord<ItemID>, with decision: Decision, at date: Date) throws -> DecisionRecord<ItemID>
}
