internal import CGtk

/// Keeps the app's windows in the style the desktop asks for, as GNOME apps do: dark when
/// the desktop prefers dark, GTK's high-contrast theme when it asks for high contrast, and
/// the change shown at once while the app runs. `Application` follows the desktop from its
/// start; an app's own choice (`--style dark`) overrides the colour scheme.
///
///     DesktopStyle.shared.choice = .dark
@MainActor
public final class DesktopStyle {
    /// The style of the default display's windows (made on first use, once GTK is up).
    public static var shared: DesktopStyle {
        if let existing = sharedStyle { return existing }
        let style = DesktopStyle()
        sharedStyle = style
        return style
    }

    private static var sharedStyle: DesktopStyle?

    /// Follow the desktop (the default), or always light or dark.
    public var choice = StyleChoice.followDesktop {
        didSet { apply() }
    }

    /// The desktop's appearance, as last read.
    public var desktop: DesktopAppearance { source.appearance }

    /// What the windows show now.
    public private(set) var resolved = ResolvedStyle(DesktopAppearance(), choice: .followDesktop)

    /// Runs after the windows' style changed.
    public var onChange: (@MainActor (ResolvedStyle) -> Void)?

    private let source: DesktopAppearanceSource
    private var appliedTheme = false

    convenience init() { self.init(source: DesktopAppearanceSource()) }

    init(source: DesktopAppearanceSource) {
        self.source = source
        source.onChange = { [weak self] in self?.apply() }
        apply()
    }

    /// Where the colour scheme is read from: "portal", "gnome-settings" or "none" (for
    /// diagnostics and tests).
    public var colorSchemeSource: String {
        switch source.colorSchemeOrigin {
        case .portal: "portal"
        case .gnomeSettings: "gnome-settings"
        case .none: "none"
        }
    }

    private func apply() {
        let style = ResolvedStyle(source.appearance, choice: choice)
        let settings = DesktopSettings.current
        // Any write of either property makes GTK parse its theme's style sheet again
        // (16 ms at start-up on 2 cores), even when the value does not change.
        if settings.prefersDarkStyle != style.isDark { settings.prefersDarkStyle = style.isDark }
        if let moreContrast = settings.prefersMoreContrast {
            // GTK 4.20 and later: its own theme has the high-contrast look, asked for by a setting.
            if moreContrast != style.isHighContrast { settings.prefersMoreContrast = style.isHighContrast }
        } else if let theme = style.themeName {
            if settings.themeName != theme { settings.themeName = theme }
            appliedTheme = true
        } else if appliedTheme {
            // Back to whatever theme the desktop set.
            settings.resetThemeName()
            appliedTheme = false
        }
        guard style != resolved else { return }
        resolved = style
        onChange?(style)
    }
}
