/// A decision the stack made, in order, with what undo needs to reverse it.
public struct CardDecision<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// How many decisions came before it in the stack's history.
    public let index: Int
    /// The item decided on.
    public let item: Item
    /// What was decided.
    public let decision: Decision
    /// As the log recorded it, for `DecisionLog.undo`.
    public let record: DecisionRecord<Item.ID>
    /// For a passed card come round again (`CardStackModel.loops`): the pass in force before
    /// this decision, which undo puts back. Passing it again keeps that pass as `record`; another
    /// decision replaces it in the log, and the card's earlier entry in the history names it
    /// again once undo has put it back.
    public internal(set) var replaced: DecisionRecord<Item.ID>? = nil
}

extension CardDecision: Equatable where Item: Equatable {}
extension CardDecision: Hashable where Item: Hashable {}
