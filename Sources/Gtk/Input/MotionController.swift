internal import CGtk

/// Pointer entering, moving over and leaving the widget.
@MainActor
public final class MotionController: EventController {
    override class var gtype: GType { gtk_event_controller_motion_get_type() }

    /// A motion controller, to be added to a widget with `Widget.addController(_:)`.
    public convenience init() { self.init(gtk_event_controller_motion_new(), ownership: .owned) }

    /// Calls `body` with the pointer's position when it enters the widget; keep the connection to disconnect.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("enter", body) }
    /// Calls `body` with the pointer's position, in the widget's coordinates, whenever it moves over the widget.
    @discardableResult
    public func onMotion(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("motion", body) }
    /// Calls `body` when the pointer leaves the widget.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("leave", body) }

    /// Whether the pointer is over the widget or one of its children.
    public var containsPointer: Bool {
        gtk_event_controller_motion_contains_pointer(pointer()) != 0
    }
}
