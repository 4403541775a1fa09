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

/// A gesture that follows one sequence: one button, or one touch.
@MainActor
open class SingleGesture: Gesture {
    override class var gtype: GType { gtk_gesture_single_get_type() }

    /// 0 for any button, 1 primary, 3 secondary.
    public var button: UInt32 {
        get { gtk_gesture_single_get_button(pointer()) }
        set { gtk_gesture_single_set_button(pointer(), newValue) }
    }
    /// The mouse button of the press being followed (1 primary, 2 middle, 3 secondary), or 0 for touch.
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(pointer()) }
    /// Whether the gesture follows only touch input, leaving the mouse to others (default false).
    public var touchOnly: Bool {
        get { gtk_gesture_single_get_touch_only(pointer()) != 0 }
        set { gtk_gesture_single_set_touch_only(pointer(), newValue ? 1 : 0) }
    }
    /// Whether the gesture follows one sequence at a time, pointer events and the touch that emulates them only (default false).
    public var exclusive: Bool {
        get { gtk_gesture_single_get_exclusive(pointer()) != 0 }
        set { gtk_gesture_single_set_exclusive(pointer(), newValue ? 1 : 0) }
    }
}

/// Clicks and taps: `pressed(count, x, y)` and `released(count, x, y)`.
@MainActor
public final class ClickGesture: SingleGesture {
    override class var gtype: GType { gtk_gesture_click_get_type() }

    /// A click gesture for `button` (1 primary, 3 secondary; 0 for any button).
    public convenience init(button: UInt32 = 1) {
        self.init(gtk_gesture_click_new(), ownership: .owned)
        self.button = button
    }

    /// Calls `body` with the number of presses (2 for a double click) and the position, in the widget's coordinates, of each press.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (Int32, Double, Double) -> Void) -> SignalConnection {
        connect("pressed", after: false, body: body, trampoline: unsafeBitCast(Trampoline.press, to: GCallback.self))
    }

    /// Calls `body` with the number of presses and the position of each release.
    @discardableResult
    public func onReleased(_ body: @escaping @MainActor (Int32, Double, Double) -> Void) -> SignalConnection {
        connect("released", after: false, body: body, trampoline: unsafeBitCast(Trampoline.press, to: GCallback.self))
    }

    /// The press moved too far or was taken by another gesture.
    @discardableResult
    public func onStopped(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("stopped", body) }
}

/// Drags: start point, then offsets from it.
@MainActor
public final class DragGesture: SingleGesture {
    override class var gtype: GType { gtk_gesture_drag_get_type() }

    /// A drag gesture for the primary button and touch.
    public convenience init() { self.init(gtk_gesture_drag_new(), ownership: .owned) }

    /// Calls `body` with the start position, in the widget's coordinates, when a drag begins.
    @discardableResult
    public func onBegin(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("drag-begin", body) }
    /// Calls `body` with the offset from the start position whenever the drag moves.
    @discardableResult
    public func onUpdate(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("drag-update", body) }
    /// Calls `body` with the final offset from the start position when the drag ends.
    @discardableResult
    public func onFinish(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("drag-end", body) }

    /// Where the current drag started, in the widget's coordinates; nil when no drag is active.
    public var startPoint: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_drag_get_start_point(pointer(), &x, &y) != 0 ? (x, y) : nil
    }
    /// How far the current drag has moved from where it started; nil when no drag is active.
    public var offset: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_drag_get_offset(pointer(), &x, &y) != 0 ? (x, y) : nil
    }
}

/// A press held in place (touch's right-click).
@MainActor
public final class LongPressGesture: SingleGesture {
    override class var gtype: GType { gtk_gesture_long_press_get_type() }

    /// A long-press gesture, recognized after GTK's delay (about 500 ms) with little movement.
    public convenience init() { self.init(gtk_gesture_long_press_new(), ownership: .owned) }

    /// Calls `body` with the position once the press has been held long enough.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("pressed", body) }
    /// Calls `body` when the press ends or moves too far before it was long enough.
    @discardableResult
    public func onCancelled(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("cancelled", body) }

    /// Scales the press time GTK asks for (1 = the desktop's setting).
    public var delayFactor: Double {
        get { gtk_gesture_long_press_get_delay_factor(pointer()) }
        set { gtk_gesture_long_press_set_delay_factor(pointer(), newValue) }
    }
}

/// A swipe: the velocity when the sequence ends, in pixels per second.
@MainActor
public final class SwipeGesture: SingleGesture {
    override class var gtype: GType { gtk_gesture_swipe_get_type() }

    /// A swipe gesture, which reports the release velocity of a drag.
    public convenience init() { self.init(gtk_gesture_swipe_new(), ownership: .owned) }

    /// Calls `body` with the velocity, in pixels a second along x and y, when the drag is released.
    @discardableResult
    public func onSwipe(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection { onPoint("swipe", body) }

    /// The velocity now (valid while the gesture runs).
    public var velocity: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_swipe_get_velocity(pointer(), &x, &y) != 0 ? (x, y) : nil
    }
}
