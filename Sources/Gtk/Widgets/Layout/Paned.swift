internal import CGtk

/// A `GtkPaned`: two children side by side (or one above the other) with a handle between
/// them that the person drags.
@MainActor
public final class Paned: Widget {
    override class var gtype: GType { gtk_paned_get_type() }

    /// A paned laying its two children along `orientation`.
    public convenience init(_ orientation: Orientation, start: Widget? = nil, end: Widget? = nil) {
        self.init(gtk_paned_new(orientation.gtk), ownership: .owned)
        startChild = start
        endChild = end
    }

    /// The first child (left, or top).
    public var startChild: Widget? {
        get { Object.wrap(gtk_paned_get_start_child(pointer()), as: Widget.self) }
        set { gtk_paned_set_start_child(pointer(), newValue?.widgetPointer) }
    }

    /// The second child (right, or bottom).
    public var endChild: Widget? {
        get { Object.wrap(gtk_paned_get_end_child(pointer()), as: Widget.self) }
        set { gtk_paned_set_end_child(pointer(), newValue?.widgetPointer) }
    }

    /// Where the handle is, in pixels from the start.
    public var position: Int {
        get { Int(gtk_paned_get_position(pointer())) }
        set { gtk_paned_set_position(pointer(), Int32(newValue)) }
    }

    /// Calls `body` whenever the handle moves, dragged or set.
    @discardableResult
    public func onPositionChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { onNotify("position", body) }
}
