internal import CGtk

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
