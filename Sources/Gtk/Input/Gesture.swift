internal import CGtk

/// A `GtkGesture`: a controller that recognises a pointer or touch sequence.
/// Gestures take mouse, touchpad and touch input alike.
@MainActor
open class Gesture: EventController {
    override class var gtype: GType { gtk_gesture_get_type() }

    var gesturePointer: OpaquePointer { pointer() }

    /// Whether the gesture has recognized its input (a drag past the threshold, a long press held).
    public var isRecognized: Bool { gtk_gesture_is_recognized(gesturePointer) != 0 }
    /// Whether the gesture is following a press or touch sequence now.
    public var isActive: Bool { gtk_gesture_is_active(gesturePointer) != 0 }

    /// Claims (or denies) the current sequence, so other gestures stop (or keep) handling it.
    public func setState(_ state: SequenceState) {
        _ = gtk_gesture_set_state(gesturePointer, state.gtk)
    }

    /// The device of the current sequence is a touchscreen.
    public var isTouch: Bool {
        guard let device = gtk_gesture_get_device(gesturePointer) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// Cancels the gesture by resetting it.
    public func reset() { gtk_event_controller_reset(controllerPointer) }

    /// The gesture ended (recognised or not).
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("end", after: false, body: body, trampoline: unsafeBitCast(Trampoline.pointerIgnored, to: GCallback.self))
    }

    /// Calls `body` when GTK cancels the gesture (another gesture claimed the sequence, the widget went away).
    @discardableResult
    public func onCancel(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("cancel", after: false, body: body, trampoline: unsafeBitCast(Trampoline.pointerIgnored, to: GCallback.self))
    }
}
