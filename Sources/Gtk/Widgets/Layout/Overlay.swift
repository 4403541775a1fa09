internal import CGtk

/// A `GtkOverlay`: a main child with overlays stacked above it.
@MainActor
public final class Overlay: Widget {
    override class var gtype: GType { gtk_overlay_get_type() }

    /// An empty overlay.
    public convenience init() { self.init(gtk_overlay_new(), ownership: .owned) }

    /// The main child, which sets the overlay's size.
    public var child: Widget? {
        get { Object.wrap(gtk_overlay_get_child(pointer()), as: Widget.self) }
        set { gtk_overlay_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// Adds `overlay` above the main child (later ones above earlier ones).
    public func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(pointer(), overlay.widgetPointer) }
    /// Removes `overlay`.
    public func removeOverlay(_ overlay: Widget) { gtk_overlay_remove_overlay(pointer(), overlay.widgetPointer) }

    /// Whether an overlay counts when the overlay measures its size.
    public func setMeasureOverlay(_ overlay: Widget, _ measure: Bool) {
        gtk_overlay_set_measure_overlay(pointer(), overlay.widgetPointer, measure ? 1 : 0)
    }
}
