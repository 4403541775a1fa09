internal import CGtk
import FoundationEssentials

/// The desktop's settings as GTK sees them (`GtkSettings`): animations and reduced motion, dark style.
@MainActor
public struct DesktopSettings {
    let object: Object?

    init(_ pointer: OpaquePointer?) {
        object = pointer.map { Object.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// The settings of the default display (nil without a display).
    public static var current: DesktopSettings { DesktopSettings(gtk_settings_get_default()) }

    /// The desktop's "enable animations" switch.
    public var animationsEnabled: Bool {
        get { object?.boolProperty("gtk-enable-animations") ?? true }
        nonmutating set { object?.setProperty("gtk-enable-animations", .bool(newValue)) }
    }

    /// Whether the desktop asks for reduced motion: GTK 4.22's `gtk-interface-reduced-motion`,
    /// which GTK reads from the Settings portal. Always false on an older GTK, where
    /// `animationsEnabled` is the one switch; setting it there does nothing.
    public var prefersReducedMotion: Bool {
        get { object?.enumProperty("gtk-interface-reduced-motion").map { $0 != 0 } ?? false }
        nonmutating set { object?.setEnumProperty("gtk-interface-reduced-motion", newValue ? 1 : 0) }
    }

    /// Whether motion may be animated: animations are on and reduced motion is not asked for.
    public var allowsMotion: Bool { animationsEnabled && !prefersReducedMotion }

    /// Whether the dark variant of the theme is asked for. GTK 4.20 and later say it with
    /// `gtk-interface-color-scheme` (dark or light), and warn at `gtk-application-prefer-dark-theme`,
    /// which older GTK reads.
    public var prefersDarkStyle: Bool {
        get {
            if let scheme = object?.enumProperty(Self.colorScheme) { return scheme == Self.darkScheme }
            return object?.boolProperty("gtk-application-prefer-dark-theme") ?? false
        }
        nonmutating set {
            guard let object else { return }
            if object.enumProperty(Self.colorScheme) != nil {
                object.setEnumProperty(Self.colorScheme, newValue ? Self.darkScheme : Self.lightScheme)
            } else {
                object.setProperty("gtk-application-prefer-dark-theme", .bool(newValue))
            }
        }
    }

    /// Whether more contrast is asked for, where GTK says it with a setting of its own
    /// (`gtk-interface-contrast`, 4.20, which its theme follows); nil on an older GTK, which
    /// draws high contrast with its HighContrast themes instead (`themeName`).
    public var prefersMoreContrast: Bool? {
        get { object?.enumProperty(Self.contrast).map { $0 == Self.moreContrast } }
        nonmutating set {
            object?.setEnumProperty(Self.contrast, newValue == true ? Self.moreContrast : Self.noContrastPreference)
        }
    }

    private static let contrast = "gtk-interface-contrast"
    /// `GTK_INTERFACE_CONTRAST_NO_PREFERENCE` and `_MORE` (4.20).
    private static let noContrastPreference: Int32 = 1, moreContrast: Int32 = 2
    private static let colorScheme = "gtk-interface-color-scheme"
    /// `GTK_INTERFACE_COLOR_SCHEME_DARK` and `_LIGHT` (4.20).
    private static let darkScheme: Int32 = 2, lightScheme: Int32 = 3

    /// The theme GTK draws with ("Adwaita", "HighContrast").
    public var themeName: String {
        get { object?.stringProperty("gtk-theme-name") ?? "" }
        nonmutating set { object?.setProperty("gtk-theme-name", .string(newValue)) }
    }

    /// Gives the theme back to the desktop after the app set one.
    public func resetThemeName() {
        guard let object else { return }
        gtk_settings_reset_property(OpaquePointer(object.gobject), "gtk-theme-name")
    }

    /// Calls `body` whenever the GTK setting `name` (such as `"gtk-enable-animations"`) changes; nil when there are no settings.
    @discardableResult
    public func onChange(_ name: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection? {
        object?.onNotify(name, body)
    }
}
