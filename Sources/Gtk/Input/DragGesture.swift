internal import CGtk

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
