/// How much room the side menu takes: titles beside icons, or icons alone.
public enum SideMenuAppearance: String, Hashable, Sendable, CaseIterable {
    /// Icons with their titles beside them.
    case `default`
    /// Icons alone, narrow; each item's title is its tooltip and accessible name.
    case compact

    /// Switches between the default and the compact appearance.
    public mutating func toggle() {
        self = self == .default ? .compact : .default
    }
}
