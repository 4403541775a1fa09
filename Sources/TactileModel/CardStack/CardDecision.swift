/// A decision the stack made, in order, with what undo needs to reverse it.
public struct CardDecision: Hashable, Sendable {
    /// The card's position in the source.
    public let index: Int
    /// The profile decided on.
    public let profile: Profile
    /// What was decided.
    public let decision: Decision
    /// As the log recorded it, for `DecisionLog.undo`.
    public let record: DecisionRecord
    /// For a passed card come round again (`CardStackModel.loops`): the nope in force before
    /// this decision, which undo puts back. Passing it again keeps that nope as `record`; a like
    /// or boost replaces it in the log, and the card's earlier entry in the history names it
    /// again once undo has put it back.
    public internal(set) var replaced: DecisionRecord? = nil
}

/// The card flying off the stack after a decision, drawn above the new top.
public struct DepartingCard: Hashable, Sendable {
    /// The profile on the departing card.
    public let profile: Profile
    /// The decision it leaves with, which sets where it flies.
    public let decision: Decision
}
