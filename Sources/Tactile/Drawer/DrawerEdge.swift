/// The edge of a `Drawer` its menu comes from. Both are mirrored in right-to-left, as GTK
/// mirrors a line: the leading edge is the left one in left-to-right and the right one in
/// right-to-left, and the trailing edge the other.
public enum DrawerEdge: Hashable, Sendable {
    /// Where lines start: the usual place of a navigation menu.
    case leading
    /// Where lines end: an inspector's or a filter panel's place.
    case trailing
}
