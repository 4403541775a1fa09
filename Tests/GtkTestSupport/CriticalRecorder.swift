import CGtk

/// Counts the CRITICAL messages GDK and GTK log while it records (they are
/// still printed, and still abort the run under G_DEBUG=fatal-criticals), so
/// a test can assert there were none even when criticals are not fatal.
@MainActor
public final class GdkCriticalRecorder {
    private static let domains = ["Gdk", "Gtk"]
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var handlerIDs: [guint] = []

    public init() {
        counter.initialize(to: 0)
        let levels = GLogLevelFlags(rawValue: CGTK_LOG_LEVEL_CRITICAL.rawValue | CGTK_LOG_FLAG_FATAL.rawValue)
        handlerIDs = Self.domains.map { domain in
            g_log_set_handler(domain, levels, { domain, level, message, counter in
                counter?.assumingMemoryBound(to: Int.self).pointee += 1
                g_log_default_handler(domain, level, message, nil)
            }, counter)
        }
    }

    public var count: Int { counter.pointee }

    /// Stops counting; the count stays readable.
    public func stop() {
        for (domain, id) in zip(Self.domains, handlerIDs) { g_log_remove_handler(domain, id) }
        handlerIDs = []
    }

    isolated deinit {
        stop()
        counter.deallocate()
    }
}
