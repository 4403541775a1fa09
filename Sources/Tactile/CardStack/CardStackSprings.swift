import TactileModel

/// The springs each kind of card motion runs on.
public struct CardStackSprings: Hashable, Sendable {
    /// A decided card flying off.
    public var fling: Spring = .snappy
    /// An undecided card going back to the middle.
    public var returning: Spring = .default
    /// An undone card flying back in.
    public var undo: Spring = .default
    /// The default springs: snappy for a fling, SwiftUI's default for a return and an undo.
    public init() {}
}
