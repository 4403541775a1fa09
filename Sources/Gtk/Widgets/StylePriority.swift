/// Which style sheets win when two set the same property: the higher priority.
public enum StylePriority: UInt32, Sendable {
    /// Below the theme: defaults a theme may change.
    case fallback = 1
    /// The theme's own priority.
    case theme = 200
    /// The priority of GTK's settings (the font, the theme's variant).
    case settings = 400
    /// Above the theme: an app's own style (the default).
    case application = 600
    /// The user's own `gtk.css`.
    case user = 800
}
