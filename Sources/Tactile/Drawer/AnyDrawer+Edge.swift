import Gtk

/// Which side the menu is on, from its `edge` and the reading direction: everything that
/// depends on the side (where the menu is laid out, which way a pull opens it, which way the
/// resize handle's arrows widen it, where a pull from the edge starts) asks here.
extension AnyDrawer {
    /// Whether the menu lies along the drawer's right edge.
    var menuIsOnTheRight: Bool { (edge == .trailing) != isRightToLeft }

    /// +1 when opening pulls right (the menu on the left), −1 when the menu is on the right.
    var openingSign: Double { menuIsOnTheRight ? -1 : 1 }
}
