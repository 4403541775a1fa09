internal import CGtk
import Glibc

/// The GLib main loop as Swift's main actor sees it.
///
/// GLib does not drain libdispatch's main queue, so without help a
/// `Task { @MainActor in }` would never run inside `g_application_run`.
/// libdispatch exposes the queue's wake-up handle (an eventfd) for run loops;
/// a GLib fd source on it drains the queue whenever work arrives, with no
/// polling timer.
@MainActor
public enum MainLoop {
    private static var dispatchSourceID: guint = 0

    /// Makes `@MainActor` tasks, `await` and `Task.sleep` run on the GLib loop.
    /// Safe to call more than once.
    public static func integrateSwiftConcurrency() {
        guard dispatchSourceID == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        guard handle >= 0 else { fatalError("libdispatch gave no main-queue handle") }
        dispatchSourceID = g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            // The eventfd only signals; empty it so the source does not fire again at once.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1 // G_SOURCE_CONTINUE
        }, nil)
        // Work queued before the source existed would otherwise wait for the next wake-up.
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// When an idle callback runs relative to GTK's own work.
    public enum IdlePriority {
        /// After pending events, layout and drawing (GLib's default idle).
        case `default`
        /// After pending events but before GTK's layout and drawing of the next frame.
        case beforeRedraw
        /// After every other idle callback (work that can wait for the rest, such as
        /// drawing again what is already on screen).
        case last

        var value: Int32 {
            switch self {
            case .default: G_PRIORITY_DEFAULT_IDLE
            // GDK_PRIORITY_REDRAW is G_PRIORITY_HIGH_IDLE + 20.
            case .beforeRedraw: G_PRIORITY_HIGH_IDLE + 10
            case .last: G_PRIORITY_LOW
            }
        }
    }

    /// Runs `body` once when the loop is idle.
    @discardableResult
    public static func idle(priority: IdlePriority = .default, _ body: @escaping @MainActor () -> Void) -> SourceHandle {
        let data = Unmanaged.passRetained(SourceClosure { body(); return false }).toOpaque()
        return SourceHandle(id: g_idle_add_full(priority.value, SourceClosure.dispatch, data, SourceClosure.release))
    }

    /// Runs `body` after `milliseconds`, again each period while it returns true.
    @discardableResult
    public static func timeout(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> SourceHandle {
        let data = Unmanaged.passRetained(SourceClosure(body)).toOpaque()
        return SourceHandle(id: g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, SourceClosure.dispatch, data,
                                                   SourceClosure.release))
    }

    /// Dispatches pending events without blocking; returns whether anything ran.
    @discardableResult
    public static func iterateOnce(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs every pending event, then returns.
    public static func drain() {
        integrateSwiftConcurrency()
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Pumps the loop until `condition` holds or `timeout` seconds pass;
    /// returns whether the condition held. For tests and scripted runs.
    @discardableResult
    public static func run(until condition: @MainActor () -> Bool, timeout: Double = 5) -> Bool {
        integrateSwiftConcurrency()
        let deadline = Int64(g_get_monotonic_time()) + Int64(timeout * 1_000_000)
        // Wakes the blocking iteration now and then so the deadline is noticed.
        let waker = SourceHandle(id: g_timeout_add_full(G_PRIORITY_DEFAULT, 20, { _ in 1 }, nil, nil))
        defer { waker.cancel() }
        while !condition() {
            if Int64(g_get_monotonic_time()) >= deadline { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Pumps the loop for `seconds`, whatever happens.
    public static func run(for seconds: Double) {
        let deadline = Int64(g_get_monotonic_time()) + Int64(seconds * 1_000_000)
        run(until: { Int64(g_get_monotonic_time()) >= deadline }, timeout: seconds + 1)
    }
}

final class SourceClosure {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }

    static let dispatch: GSourceFunc = { data in
        guard let data else { return 0 }
        let body = Unmanaged<SourceClosure>.fromOpaque(data).takeUnretainedValue().body
        return MainActor.assumeIsolated { body() } ? 1 : 0
    }
    static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<SourceClosure>.fromOpaque(data).release()
    }
}
