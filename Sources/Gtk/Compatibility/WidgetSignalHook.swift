internal import CGtk

/// Runs a body for every widget that emits a `GtkWidget` signal ("map", "unmap",
/// "unrealize"), GTK's own widgets included, for as long as the process runs: an emission
/// hook (`g_signal_add_emission_hook`), the one way the compatibility repairs see widgets the
/// app never made. The body runs before the widget's own handlers.
@MainActor
enum WidgetSignalHook {
    static func add(_ signal: String, _ body: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) {
        // A signal exists once its class is initialised; the reference is kept for good.
        _ = g_type_class_ref(gtk_widget_get_type())
        let id = g_signal_lookup(signal, gtk_widget_get_type())
        // Kept for good too: a hook is never removed.
        let data = Unmanaged.passRetained(HookBody(body)).toOpaque()
        g_signal_add_emission_hook(id, 0, { _, count, values, data in
            guard count > 0, let values, let data, let instance = g_value_get_object(values) else { return 1 }
            let hook = Unmanaged<HookBody>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { hook.body(instance.assumingMemoryBound(to: GtkWidget.self)) }
            return 1 // keep the hook
        }, data, nil)
    }
}

private final class HookBody {
    let body: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void
    init(_ body: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) { self.body = body }
}
