internal import CGtk

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
