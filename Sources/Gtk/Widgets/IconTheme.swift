internal import CGtk

/// The display's icon theme.
@MainActor
public enum IconTheme {
    /// Looks for icons in `folder` too (laid out like `share/icons`), for an
    /// app run from its source tree before it is installed.
    public static func addSearchPath(_ folder: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder)
    }

    /// Whether the theme has an icon called `name`.
    public static func has(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }
}
