internal import CGtk

/// A `GtkEventController`: input handling attached to a widget with `Widget.addController`.
@MainActor
open class EventController: Object {
    override class var gtype: GType { gtk_event_controller_get_type() }

    var controllerPointer: OpaquePointer { pointer() }

    /// Capture runs before the target's own handlers, bubble after.
    public var propagationPhase: PropagationPhase {
        get { PropagationPhase(gtk_event_controller_get_propagation_phase(controllerPointer)) }
        set { gtk_event_controller_set_propagation_phase(controllerPointer, newValue.gtk) }
    }

    /// The widget this controller is attached to, or nil before it is added.
    public var widget: Widget? {
        Object.wrap(gtk_event_controller_get_widget(controllerPointer), as: Widget.self)
    }

    /// The modifier keys held during the event being handled.
    public var currentModifiers: KeyModifiers { KeyModifiers(gtk_event_controller_get_current_event_state(controllerPointer)) }

    /// When the event being handled happened, in seconds (the windowing system's clock), or nil
    /// outside a handler. Speeds are measured with it: a busy main loop handles several motion
    /// events in one go, so the time they are handled says little about how fast the pointer moved.
    public var currentEventTime: Double? {
        let milliseconds = gtk_event_controller_get_current_event_time(controllerPointer)
        return milliseconds == 0 ? nil : Double(milliseconds) / 1000
    }
}

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

/// A keyboard shortcut handled by a widget, e.g. `<Shift>F10` or `Menu`.
@MainActor
public final class ShortcutController: EventController {
    override class var gtype: GType { gtk_shortcut_controller_get_type() }

    /// A shortcut controller with no shortcuts yet.
    public convenience init() { self.init(gtk_shortcut_controller_new(), ownership: .owned) }

    /// Runs `body` for `trigger` (GTK accelerator syntax); `body` answers whether it handled it.
    public func add(trigger: String, _ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(ShortcutClosure(body)).toOpaque()
        let action = gtk_callback_action_new({ _, _, data in
            guard let data else { return 0 }
            let closure = Unmanaged<ShortcutClosure>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { closure.body() } ? 1 : 0
        }, data, { data in
            guard let data else { return }
            Unmanaged<ShortcutClosure>.fromOpaque(data).release()
        })
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
        gtk_shortcut_controller_add_shortcut(pointer(), shortcut)
    }

    /// Shortcuts work anywhere in the window, not only with focus inside the widget.
    public var isGlobal: Bool {
        get { gtk_shortcut_controller_get_scope(pointer()) != GTK_SHORTCUT_SCOPE_LOCAL }
        set { gtk_shortcut_controller_set_scope(pointer(), newValue ? GTK_SHORTCUT_SCOPE_MANAGED : GTK_SHORTCUT_SCOPE_LOCAL) }
    }
}

private final class ShortcutClosure {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
