internal import CGtk

/// A `GtkHeaderBar`: the title bar with widgets at its start and end.
@MainActor
public final class HeaderBar: Widget {
    override class var gtype: GType { gtk_header_bar_get_type() }

    /// An empty header bar with the window's buttons.
    public convenience init() { self.init(gtk_header_bar_new(), ownership: .owned) }

    /// Adds `child` at the start (the left in left-to-right).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(pointer(), child.widgetPointer) }
    /// Adds `child` at the end (the right in left-to-right).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(pointer(), child.widgetPointer) }

    /// The widget in the middle, in place of the window's title.
    public var titleWidget: Widget? {
        get { Object.wrap(gtk_header_bar_get_title_widget(pointer()), as: Widget.self) }
        set { gtk_header_bar_set_title_widget(pointer(), newValue?.widgetPointer) }
    }
}
