internal import CGtk

/// Modifier keys held with a key or click.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ state: GdkModifierType) { rawValue = state.rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (GDK's Mod1).
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    /// The Super key (the Windows or Command key).
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)

    var gdk: GdkModifierType { GdkModifierType(rawValue: rawValue) }
}
