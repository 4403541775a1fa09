/// The directions a card may leave the stack in; each is one decision:
/// left is nope, right is like, up is boost.
public struct SwipeDirections: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Swiping left: nope.
    public static let left = SwipeDirections(rawValue: 1 << 0)
    /// Swiping right: like.
    public static let right = SwipeDirections(rawValue: 1 << 1)
    /// Swiping up: boost.
    public static let up = SwipeDirections(rawValue: 1 << 2)

    /// Left and right: nope and like, no boost.
    public static let horizontal: SwipeDirections = [.left, .right]
    /// Every direction.
    public static let all: SwipeDirections = [.left, .right, .up]

    /// The direction that makes `decision`.
    public init(_ decision: Decision) {
        switch decision {
        case .nope: self = .left
        case .like: self = .right
        case .boost: self = .up
        }
    }

    /// Whether a decision of `decision` is allowed.
    public func allows(_ decision: Decision) -> Bool { contains(SwipeDirections(decision)) }
}
