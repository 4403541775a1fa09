internal import CGtk

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
