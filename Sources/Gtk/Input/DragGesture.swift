internal import CGtk

/// Drags: the start point, then offsets from it, handed to the closures.
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
}
