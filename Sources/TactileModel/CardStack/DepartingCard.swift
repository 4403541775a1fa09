/// The card flying off the stack after a decision, drawn above the new top.
public struct DepartingCard<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The item on the departing card.
    public let item: Item
    /// The decision it leaves with, which sets where it flies.
    public let decision: Decision
}

extension DepartingCard: Equatable where Item: Equatable {}
extension DepartingCard: Hashable where Item: Hashable {}
