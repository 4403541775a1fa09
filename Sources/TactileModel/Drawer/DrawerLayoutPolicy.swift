/// Picks the layout for a width: docked from `dockingBreakpoint` up, overlay below, unless
/// the menu is pinned, when it stays docked however narrow the window gets (the sidebar
/// AdwOverlaySplitView keeps with `pin-sidebar`, here beside the content rather than over it).
public struct DrawerLayoutPolicy: Hashable, Sendable {
    /// The narrowest drawer width, in points, that docks the menu; nil never docks (unless pinned).
    public var dockingBreakpoint: Int?
    /// A pinned menu stays docked when the window narrows past the breakpoint.
    public var isPinned: Bool

    /// A policy docking from `dockingBreakpoint` up (nil: never by width), pinned or not.
    public init(dockingBreakpoint: Int? = nil, isPinned: Bool = false) {
        self.dockingBreakpoint = dockingBreakpoint
        self.isPinned = isPinned
    }

    /// The layout for a drawer `width` points wide.
    public func layout(forWidth width: Int) -> DrawerLayout {
        if isPinned { return .docked }
        guard let dockingBreakpoint, width >= dockingBreakpoint else { return .overlay }
        return .docked
    }
}
