import FoundationEssentials

/// One decision as it was recorded, so that undo can remove exactly it.
public struct DecisionRecord<ItemID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
    /// Unique for the life of the log that recorded it.
    public let id: Int64
    /// The app's id of the item the decision is about.
    public let itemID: ItemID
    /// What was decided.
    public let decision: Decision
    /// When it was decided.
    public let date: Date

    /// A record numbered `id` of `decision` on the item `itemID` at `date`.
    public init(id: Int64, itemID: ItemID, decision: Decision, date: Date) {
        self.id = id
        self.itemID = itemID
        self.decision = decision
        self.date = date
    }
}
