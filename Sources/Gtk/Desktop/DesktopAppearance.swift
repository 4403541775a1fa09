/// How the desktop asks apps to look: a colour scheme and a contrast, as GNOME's Settings
/// panel sets them. Read from the Settings portal (`org.freedesktop.appearance`
/// `color-scheme` and `contrast`), or, where no portal answers, from GNOME's own keys
/// (`org.gnome.desktop.interface` `color-scheme`, `org.gnome.desktop.a11y.interface`
/// `high-contrast`); both are followed while the app runs.
public struct DesktopAppearance: Equatable, Sendable {
    /// Whether the desktop prefers light or dark windows (the Settings portal's `color-scheme`).
    public enum ColorScheme: Equatable, Sendable {
        /// The desktop states no preference: apps use their own default, light.
        case noPreference
        /// The desktop prefers dark windows.
        case preferDark
        /// The desktop prefers light windows.
        case preferLight
    }

    /// Whether the desktop asks for high contrast.
    public enum Contrast: Equatable, Sendable {
        /// Normal contrast.
        case normal
        /// High contrast: a need, kept whatever style the app chose.
        case high
    }

    /// The desktop's light or dark preference.
    public var colorScheme: ColorScheme
    /// The desktop's contrast preference.
    public var contrast: Contrast

    /// An appearance, by default the one of a desktop that states no preference.
    public init(colorScheme: ColorScheme = .noPreference, contrast: Contrast = .normal) {
        self.colorScheme = colorScheme
        self.contrast = contrast
    }

    /// The portal's `color-scheme`: 1 prefers dark, 2 prefers light, anything else none.
    init(portalColorScheme value: UInt32?, portalContrast contrast: UInt32?) {
        colorScheme = switch value {
        case 1: .preferDark
        case 2: .preferLight
        default: .noPreference
        }
        self.contrast = contrast == 1 ? .high : .normal
    }

    /// GNOME's `color-scheme` key: "default", "prefer-dark" or "prefer-light".
    static func colorScheme(gnomeKey value: String) -> ColorScheme {
        switch value {
        case "prefer-dark": .preferDark
        case "prefer-light": .preferLight
        default: .noPreference
        }
    }
}
