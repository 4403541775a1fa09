/// What the user is doing with a popup. While any of these holds, its
/// auto-hide countdown is paused, so nothing vanishes under the pointer, the
/// focus or a finger.
public struct PopupInteraction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let hovered = PopupInteraction(rawValue: 1 << 0)
    public static let focused = PopupInteraction(rawValue: 1 << 1)
    public static let pressed = PopupInteraction(rawValue: 1 << 2)
}
