internal import CGtk

/// Along which axis: a box's children, a measurement.
public enum Orientation: Sendable, Hashable {
    /// Left to right (or right to left in a right-to-left locale).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    init(_ gtk: GtkOrientation) { self = gtk == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
}
