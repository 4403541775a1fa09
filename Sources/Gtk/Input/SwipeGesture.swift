internal import CGtk

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
