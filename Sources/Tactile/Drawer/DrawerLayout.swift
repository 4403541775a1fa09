/// How the menu shares the drawer's width with the content.
public enum DrawerLayout: Hashable, Sendable {
    /// The menu slides over the content behind a scrim (narrow windows).
    case overlay
    /// The menu sits beside the content, which shrinks to make room (wide windows).
    case docked
}

/// Picks the layout for a width: docked from `dockingBreakpoint` up, overlay below.
public struct DrawerLayoutPolicy: Hashable, Sendable {
    /// The narrowest drawer width, in points, that docks the menu; nil never docks.
    public var dockingBreakpoint: Int?

    /// A policy docking the menu from `dockingBreakpoint` points wide; nil always overlays.
    public init(dockingBreakpoint: Int? = nil) {
        self.dockingBreakpoint = dockingBreakpoint
    }

    /// The layout for a drawer `width` points wide.
    public func layout(forWidth width: Int) -> DrawerLayout {
        guard let dockingBreakpoint, width >= dockingBreakpoint else { return .overlay }
        return .docked
    }
}
