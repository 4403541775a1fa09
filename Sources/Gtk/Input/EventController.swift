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
