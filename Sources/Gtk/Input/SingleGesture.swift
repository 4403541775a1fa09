internal import CGtk

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
