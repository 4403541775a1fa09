internal import CGtk

/// A widget's frame clock: the time of the frame being drawn and its phases.
@MainActor
public final class FrameClock: Object {
    override class var gtype: GType { gdk_frame_clock_get_type() }

    var clockPointer: OpaquePointer { pointer() }

    /// The time of the current frame in microseconds (monotonic clock).
    public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(clockPointer)) }
    /// How many frames the clock has started.
    public var frameCounter: Int64 { Int64(gdk_frame_clock_get_frame_counter(clockPointer)) }
    /// Frames per second over recent frames, as GDK measures it.
    public var fps: Double { gdk_frame_clock_get_fps(clockPointer) }

    /// Runs `body` after each frame is painted.
    @discardableResult
    public func onAfterPaint(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        on("after-paint", after: true, body)
    }

    /// Calls `body` at each frame before it is laid out and painted.
    @discardableResult
    public func onBeforePaint(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        on("before-paint", body)
    }
}
