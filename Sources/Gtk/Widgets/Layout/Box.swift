internal import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    override class var gtype: GType { gtk_box_get_type() }

    /// A box laying out its children along `orientation`, `spacing` pixels apart.
    public convenience init(_ orientation: Orientation, spacing: Int = 0) {
        self.init(gtk_box_new(orientation.gtk, Int32(spacing)), ownership: .owned)
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(pointer(), child.widgetPointer) }
    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(pointer(), child.widgetPointer) }
    /// Removes `child` from the box.
    public func remove(_ child: Widget) { gtk_box_remove(pointer(), child.widgetPointer) }

    /// Whether every child gets the same size along the box's orientation.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(pointer()) != 0 }
        set { gtk_box_set_homogeneous(pointer(), newValue ? 1 : 0) }
    }
}
