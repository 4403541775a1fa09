/// A way a card can leave the stack: each of the app's decisions takes one.
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    /// Out through the left edge.
    case left
    /// Out through the right edge.
    case right
    /// Out through the top.
    case up
    /// Out through the bottom.
    case down

    /// The unit vector the card travels along (y grows downwards, as on screen).
    public var unit: Vector2 {
        switch self {
        case .left: Vector2(x: -1, y: 0)
        case .right: Vector2(x: 1, y: 0)
        case .up: Vector2(x: 0, y: -1)
        case .down: Vector2(x: 0, y: 1)
        }
    }

    /// Whether the direction runs along the x axis.
    public var isHorizontal: Bool { self == .left || self == .right }
}
