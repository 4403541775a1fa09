internal import CGtk

/// A `GtkLayoutManager` for a `Container` that should not lay out children itself.
@MainActor
open class LayoutManager: Object {
    override class var gtype: GType { gtk_layout_manager_get_type() }

    var layoutPointer: UnsafeMutablePointer<GtkLayoutManager> { pointer() }

    /// Children in a row or column, as in a `Box`.
    public static func box(_ orientation: Orientation, spacing: Int = 0) -> LayoutManager {
        let layout = LayoutManager(gtk_box_layout_new(orientation.gtk), ownership: .owned)
        gtk_box_layout_set_spacing(layout.pointer(), guint(spacing))
        return layout
    }

    /// Every child fills the widget, stacked in child order.
    public static func bin() -> LayoutManager { LayoutManager(gtk_bin_layout_new(), ownership: .owned) }

    /// Asks for a new allocation, e.g. after a parameter of the layout changed.
    public func layoutChanged() { gtk_layout_manager_layout_changed(layoutPointer) }
}
