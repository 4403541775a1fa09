internal import CGtk

/// GTK owns every widget's accessible "hidden" state: newer GTK (seen on 4.24) sets it to
/// false in `gtk_widget_map`, right after the widget's "map" handlers have run (unmapping sets
/// it to true), and GTK 4.8 as a widget is shown again. A widget taken out of the
/// accessibility tree while it is still drawn (a card behind the top card, a badge its row
/// already says, a decorative icon) came back into the tree each time it was shown, and
/// screen readers read it.
///
/// So every widget hidden with `setAccessibleHidden(true)` is hidden again once GTK has
/// finished mapping it: when the loop is next idle, before the frame is laid out.
@MainActor
enum MappedHiddenState {
    /// Installed once, by `CompatibilityHooks.install()`: a hook on every widget's "map".
    static func install() {
        guard !installed else { return }
        installed = true
        WidgetSignalHook.add("map") { widget in
            guard isMarkedHidden(widget) else { return }
            g_object_ref(widget)
            pending.append(widget)
            guard !idleScheduled else { return }
            idleScheduled = true
            MainLoop.idle(priority: .beforeRedraw) {
                idleScheduled = false
                let widgets = pending
                pending = []
                for widget in widgets {
                    // Still what the app asked for: it may have shown it again meanwhile.
                    if isMarkedHidden(widget) { AccessibleHiddenMark.applyState(to: widget, hidden: true) }
                    g_object_unref(widget)
                }
            }
        }
    }

    private static func isMarkedHidden(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                           AccessibleHiddenMark.quark) != nil
    }

    private static var pending: [UnsafeMutablePointer<GtkWidget>] = []
    private static var idleScheduled = false
    private static var installed = false
}

/// The mark on widgets the wrapper took out of the accessibility tree, and the state itself.
@MainActor
enum AccessibleHiddenMark {
    static let quark: GQuark = g_quark_from_string("tactile-accessible-hidden")

    /// Sets the accessible "hidden" state of `widget` and remembers it (GTK 4.8 cannot read
    /// states back, and newer GTK resets this one whenever the widget is mapped).
    static func set(_ widget: UnsafeMutablePointer<GtkWidget>, hidden: Bool) {
        applyState(to: widget, hidden: hidden)
        g_object_set_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), quark,
                           hidden ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    fileprivate static func applyState(to widget: UnsafeMutablePointer<GtkWidget>, hidden: Bool) {
        Value.bool(hidden).withGValue { value in
            var state = GTK_ACCESSIBLE_STATE_HIDDEN
            gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, value)
        }
    }
}
