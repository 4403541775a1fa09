internal import CGtk

/// A `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    override class var gtype: GType { gtk_scrolled_window_get_type() }

    /// Its scroll bars are left out of the accessibility tree: GTK 4's cannot take the focus,
    /// the content scrolls with the keyboard, and GTK 4.8 reads them as "GtkScrollbar".
    public convenience init() {
        self.init(gtk_scrolled_window_new(), ownership: .owned)
        for bar in [gtk_scrolled_window_get_vscrollbar(pointer()), gtk_scrolled_window_get_hscrollbar(pointer())] {
            if let bar { UnnamedAccessibles.hide(bar) }
        }
    }

    /// The scrolled child.
    public var child: Widget? {
        get { Object.wrap(gtk_scrolled_window_get_child(pointer()), as: Widget.self) }
        set { gtk_scrolled_window_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// When each scrollbar shows.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(pointer(), horizontal.gtk, vertical.gtk)
    }

    /// Whether the scrolled window asks for its child's natural height.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(pointer()) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(pointer(), newValue ? 1 : 0) }
    }

    /// How far (pixels) the content is scrolled down from its top; 0 at the top.
    public var verticalScrollOffset: Double {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(pointer()) else { return 0 }
        return gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
    }
}
