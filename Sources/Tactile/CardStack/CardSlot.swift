import TactileModel

/// What a card stands for in the stack.
enum CardSlotRole: Equatable {
    /// Decided and flying off, drawn above everything.
    case departing
    /// Withdrawn from the top and dropping out, drawn above the stack.
    case withdrawn
    /// In the stack; 0 is the top card.
    case stacked(depth: Int)
}

/// A card and what it stands for in the stack.
@MainActor
struct CardSlot<Item: Identifiable & Sendable> where Item.ID: Sendable {
    let card: StackCard<Item>
    let role: CardSlotRole

    /// Smaller is drawn first (further back).
    var drawingOrder: Int {
        switch role {
        case .departing: Int.max
        case .withdrawn: Int.max - 1
        case let .stacked(depth): -depth
        }
    }
}
