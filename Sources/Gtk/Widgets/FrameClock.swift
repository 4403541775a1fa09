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

/// A tick callback on a widget; `remove()` stops it early.
@MainActor
public final class TickCallbackHandle {
    private weak var widget: Widget?
    private var id: guint = 0

    init(widget: Widget, body: @escaping @MainActor (FrameClock) -> Bool) {
        self.widget = widget
        let data = Unmanaged.passRetained(TickClosure(body)).toOpaque()
        id = gtk_widget_add_tick_callback(widget.widgetPointer, { _, clock, data in
            guard let data, let clock else { return 0 }
            let closure = Unmanaged<TickClosure>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { () -> Bool in
                guard let frameClock = Object.wrap(UnsafeMutableRawPointer(clock), as: FrameClock.self) else { return false }
                return closure.body(frameClock)
            } ? 1 : 0
        }, data, { data in
            guard let data else { return }
            Unmanaged<TickClosure>.fromOpaque(data).release()
        })
    }

    /// Removes the callback; harmless once it has ended by itself.
    public func remove() {
        guard id != 0, let widget else { return }
        // The id may already be gone if the callback returned false; GTK checks it.
        gtk_widget_remove_tick_callback(widget.widgetPointer, id)
        id = 0
    }
}

private final class TickClosure {
    let body: @MainActor (FrameClock) -> Bool
    init(_ body: @escaping @MainActor (FrameClock) -> Bool) { self.body = body }
}
