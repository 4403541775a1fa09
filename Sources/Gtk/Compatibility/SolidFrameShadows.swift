internal import CGtk

/// The frame GTK's own theme draws around a window on a desktop that does not composite
/// (X11 without a compositing manager, `window.solid-csd`), drawn the cheap way.
///
/// The theme draws that 4-pixel frame as two inset shadows with a spread, each as large as
/// the window. GTK before 4.14 draws such a shadow by running its shader over the whole
/// box, not the frame: with the GL renderer on a software rasterizer (llvmpipe) that filled
/// the window twice over on every frame, two thirds of a frame's cost while a card was
/// dragged at 1280 × 800 (24–27 frames a second, 60 without).
///
/// An inset shadow with an offset and no spread or blur GTK draws as one thin colour
/// rectangle, so each ring is written here as four of those, in the theme's own named
/// colours and order: the same pixels (the colours are opaque, so the strips' overlap at
/// the corners changes nothing), a fraction of the work. Only for GTK's built-in theme,
/// whose colours these are, and only on the GTK versions with that renderer; above the
/// theme and below an app's or the user's own style sheet.
@MainActor
enum SolidFrameShadows {
    static let css = """
        window.solid-csd {
          box-shadow: \(rings(inner: "theme_base_color"));
        }
        window.solid-csd:backdrop {
          box-shadow: \(rings(inner: "theme_unfocused_bg_color"));
        }
        """

    /// The theme's `inset 0 0 0 4px @borders, inset 0 0 0 3px @inner, inset 0 1px @wm_borders_edge`.
    private static func rings(inner: String) -> String {
        func ring(_ width: Int, _ color: String) -> [String] {
            ["inset \(width)px 0 @\(color)", "inset -\(width)px 0 @\(color)",
             "inset 0 \(width)px @\(color)", "inset 0 -\(width)px @\(color)"]
        }
        return (ring(4, "borders") + ring(3, inner) + ["inset 0 1px @wm_borders_edge"]).joined(separator: ", ")
    }

    /// The names GTK loads its built-in theme under.
    static let builtInThemes: Set<String> = [
        "", "Default", "Default-dark", "Default-hc", "Default-hc-dark",
        "Adwaita", "Adwaita-dark", "HighContrast", "HighContrastInverse",
    ]

    /// Whether the frame is drawn this way with `theme` on GTK `minor` (4.x).
    static func applies(theme: String, gtkMinor: UInt32) -> Bool {
        gtkMinor < 14 && builtInThemes.contains(theme)
    }

    /// Installed once, by `CompatibilityHooks.install()`; follows the theme as it changes.
    static func install() {
        guard themeWatch == nil else { return }
        let settings = DesktopSettings.current
        themeWatch = settings.onChange("gtk-theme-name") { follow() }
        follow()
    }

    private static var themeWatch: SignalConnection?
    /// The style sheet while it is applied.
    private(set) static var provider: CSSProvider?

    private static func follow() {
        let wanted = applies(theme: DesktopSettings.current.themeName, gtkMinor: gtk_get_minor_version())
        if wanted, provider == nil {
            let sheet = CSSProvider(css: css)
            // Between the theme (200) and an app's own style sheet (600).
            sheet.applyToDisplay(priority: .settings)
            provider = sheet
        } else if !wanted, let sheet = provider {
            sheet.removeFromDisplay()
            provider = nil
        }
    }
}
