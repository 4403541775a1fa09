internal import CGtk

/// Keys pressed while the widget (or, in capture phase, a descendant) has focus.
@MainActor
public final class KeyController: EventController {
    override class var gtype: GType { gtk_event_controller_key_get_type() }

    /// A key controller, to be added to a widget with `Widget.addController(_:)`.
    public convenience init() { self.init(gtk_event_controller_key_new(), ownership: .owned) }

    /// `body(keyval, keycode, modifiers)` returns true when it handled the key.
    @discardableResult
    public func onKeyPressed(_ body: @escaping @MainActor (UInt32, UInt32, KeyModifiers) -> Bool) -> SignalConnection {
        let adapted: @MainActor (UInt32, UInt32, GdkModifierType) -> Bool = { body($0, $1, KeyModifiers($2)) }
        return connect("key-pressed", after: false, body: adapted, trampoline: unsafeBitCast(Trampoline.key, to: GCallback.self))
    }
}
