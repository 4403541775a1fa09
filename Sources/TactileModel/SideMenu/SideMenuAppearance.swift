/// How much room the side menu takes: titles beside icons, or icons alone.
public enum SideMenuAppearance: String, Hashable, Sendable, CaseIterable {
    case `default`
    case compact

    public mutating func toggle() {
        self = self == .default ? .compact : .default
    }
}
