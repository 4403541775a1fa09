/// What the user is doing with a popup. While any of these holds, its
/// auto-hide countdown is paused, so nothing vanishes under the pointer, the
/// focus or a finger.
public struct PopupInteraction: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// The set with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The pointer is over it.
    public static let hovered = PopupInteraction(rawValue: 1 << 0)
    /// The keyboard focus is in it.
    public static let focused = PopupInteraction(rawValue: 1 << 1)
    /// A button or finger is down on it.
    public static let pressed = PopupInteraction(rawValue: 1 << 2)
}
