/// A `DecisionLog` that can say what was decided on an item, so a stack refuses to deal a
/// decided item again.
@MainActor
public protocol DecisionLookup<ItemID>: DecisionLog {
    /// The id of the decision in force on `id`, or nil when none is.
    func latestDecision(for id: ItemID) throws -> Decision.ID?
}
