/// A set of the directions a card may leave the stack in (`SwipeDirection`).
public struct SwipeDirections: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Out through the left edge.
    public static let left = SwipeDirections(.left)
    /// Out through the right edge.
    public static let right = SwipeDirections(.right)
    /// Out through the top.
    public static let up = SwipeDirections(.up)
    /// Out through the bottom.
    public static let down = SwipeDirections(.down)

    /// Left and right.
    public static let horizontal: SwipeDirections = [.left, .right]
    /// Every direction.
    public static let all: SwipeDirections = [.left, .right, .up, .down]

    /// The set holding `direction` alone.
    public init(_ direction: SwipeDirection) {
        let bit: UInt8 = switch direction {
        case .left: 1 << 0
        case .right: 1 << 1
        case .up: 1 << 2
        case .down: 1 << 3
        }
        self.init(rawValue: bit)
    }

    /// Whether `direction` is in the set.
    public func allows(_ direction: SwipeDirection) -> Bool { contains(SwipeDirections(direction)) }

    /// Whether `decision`'s direction is in the set.
    public func allows(_ decision: Decision) -> Bool { allows(decision.direction) }
}
