import Gtk

/// A drawer's menu that at times needs its own natural width rather than the drawer's share
/// of the window: the side menu showing icons alone. While it says so, the drawer draws it at
/// its natural width and hides the resize handle.
@MainActor
public protocol DrawerMenuSizing: AnyObject {
    /// True while the menu should be as wide as its content asks.
    var prefersNaturalWidth: Bool { get }
}
