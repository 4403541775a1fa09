/// Where a horizontal drag may start to pull a closed drawer open. Dragging an
/// open overlay drawer closed works anywhere in either case.
public enum DrawerOpenGesture: Hashable, Sendable {
    /// Anywhere over the content.
    case anywhere
    /// Only within `width` points of the menu's edge of the window, leaving
    /// horizontal drags in the content (a card stack, a carousel) to it.
    case edge(width: Double)
    /// Only buttons and actions open the drawer.
    case disabled
}
