internal import CGtk

/// Keyboard focus entering and leaving the widget or its descendants.
@MainActor
public final class FocusController: EventController {
    override class var gtype: GType { gtk_event_controller_focus_get_type() }

    /// A focus controller, to be added to a widget with `Widget.addController(_:)`.
    public convenience init() { self.init(gtk_event_controller_focus_new(), ownership: .owned) }

    /// Calls `body` when the focus enters the widget or one of its children.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("enter", body) }
    /// Calls `body` when the focus leaves the widget and its children.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("leave", body) }
}
