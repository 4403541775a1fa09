/// A decision the stack made, in order, with what undo needs to reverse it.
public struct CardDecision: Hashable, Sendable {
    /// The card's position in the source.
    public let index: Int
    public let profile: Profile
    public let decision: Decision
    /// As the log recorded it, for `DecisionLog.undo`.
    public let record: DecisionRecord
}

/// The card flying off the stack after a decision, drawn above the new top.
public struct DepartingCard: Hashable, Sendable {
    public let profile: Profile
    public let decision: Decision
}
