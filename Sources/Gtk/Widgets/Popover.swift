internal import CGtk

/// A `GtkPopover`: a bubble attached to a widget.
@MainActor
open class Popover: Widget {
    override class var gtype: GType { gtk_popover_get_type() }

    /// An empty popover.
    public convenience init() {
        self.init(gtk_popover_new(), ownership: .owned)
    }

    var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkPopover.self)
    }

    /// The popover's content.
    public var child: Widget? {
        get { Object.wrap(gtk_popover_get_child(popoverPointer), as: Widget.self) }
        set { gtk_popover_set_child(popoverPointer, newValue?.widgetPointer) }
    }

    /// Shows the popover.
    public func popup() { gtk_popover_popup(popoverPointer) }
    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popoverPointer) }

    /// Points the popover at a rectangle of its parent (a pointer position, say); nil for the whole parent.
    public func point(at rect: (x: Int, y: Int, width: Int, height: Int)?) {
        guard let rect else { gtk_popover_set_pointing_to(popoverPointer, nil); return }
        var rectangle = GdkRectangle(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
        gtk_popover_set_pointing_to(popoverPointer, &rectangle)
    }

    /// The side of its parent (or of the rectangle it points at) it opens on.
    public var position: Side {
        get { Side(gtk_popover_get_position(popoverPointer)) }
        set { gtk_popover_set_position(popoverPointer, newValue.gtk) }
    }

    /// Whether the popover draws an arrow towards what it points to.
    public var hasArrow: Bool {
        get { gtk_popover_get_has_arrow(popoverPointer) != 0 }
        set { gtk_popover_set_has_arrow(popoverPointer, newValue ? 1 : 0) }
    }

    /// Closes on a click outside or Escape.
    public var autohide: Bool {
        get { gtk_popover_get_autohide(popoverPointer) != 0 }
        set { gtk_popover_set_autohide(popoverPointer, newValue ? 1 : 0) }
    }

    /// Whether the popover is shown.
    public var isOpen: Bool { isVisible }

    /// Calls `body` when the popover closes, for any reason.
    @discardableResult
    public func onClosed(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("closed", body) }
}
