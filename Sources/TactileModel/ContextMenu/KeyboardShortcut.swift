/// A key with modifiers that triggers a menu item, as SwiftUI's
/// `KeyboardShortcut`; `gtkAccelerator` is the same in GTK's syntax.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Control.
        public static let control = Modifiers(rawValue: 1 << 0)
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 1)
        /// Alt.
        public static let alt = Modifiers(rawValue: 1 << 2)
        /// Super (the Windows or Command key).
        public static let `super` = Modifiers(rawValue: 1 << 3)
    }

    /// A GDK key name: `"c"`, `"Delete"`, `"F10"`.
    public var key: String
    /// The modifiers held with `key`.
    public var modifiers: Modifiers

    /// The shortcut `key` with `modifiers` (Control by default).
    public init(_ key: String, modifiers: Modifiers = .control) {
        self.key = key
        self.modifiers = modifiers
    }

    /// `"<Control><Shift>c"`, as `gtk_accelerator_parse` reads it.
    public var gtkAccelerator: String {
        let names: [(Modifiers, String)] = [(.control, "<Control>"), (.shift, "<Shift>"),
                                            (.alt, "<Alt>"), (.super, "<Super>")]
        return names.filter { modifiers.contains($0.0) }.map(\.1).joined() + key
    }
}
