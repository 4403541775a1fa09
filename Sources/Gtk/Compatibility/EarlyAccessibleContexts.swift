internal import CGtk

/// GTK 4.8 keeps every name and description set on a widget as a pending change until the
/// widget's AT-SPI context is realized, which first happens when the widget takes the focus;
/// it then sends them all as "changed", with the values the screen reader has just read.
/// Orca speaks a description change on the focused object, so every description (and every
/// tooltip, which GTK makes the description) was said twice at the first visit.
///
/// The way out is to realize the context, and so send the pending changes, while the widget
/// is not focused: a change of a platform state realizes it, and the only public one is the
/// focusable flag, set back at once. That happens when the loop is next idle after a
/// widget the wrapper named or described is mapped, or renamed while shown. GTK 4.10 and later
/// realize contexts as widgets are shown, so this runs only on 4.8.
@MainActor
enum EarlyAccessibleContexts {
    /// Whether the running GTK delays contexts this way (4.8 and older).
    static var isNeeded: Bool { !Toolkit.isAtLeast(4, 10) }

    /// Installed once, by `CompatibilityHooks.install()`: a hook on every widget's "map".
    static func install() {
        guard isNeeded, !installed else { return }
        installed = true
        WidgetSignalHook.add("map") { widget in
            if gtk_widget_get_root(widget) == OpaquePointer(widget) {
                windowShown(widget)
            } else if g_object_get_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), markKey) != nil {
                flushWhenWindowIsListed(widget)
            }
        }
    }

    /// Marks `widget` as one whose name or description was set, and sends the change now if
    /// it is shown and not focused (a focused widget's change is news and is spoken anyway).
    static func changed(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard isNeeded else { return }
        g_object_set_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), markKey,
                           UnsafeMutableRawPointer(bitPattern: 1))
        if gtk_widget_get_mapped(widget) != 0 { flushWhenWindowIsListed(widget) }
    }

    /// At once in a window AT-SPI already lists, so the focus that may follow in the same
    /// turn finds nothing pending; in a window being shown, once the loop is idle: the
    /// window registers itself with AT-SPI on its way, and a context of its widgets realized
    /// before that would keep the window out of the app's list of windows.
    private static func flushWhenWindowIsListed(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if let root = gtk_widget_get_root(widget),
           g_object_get_qdata(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GObject.self), listedKey) != nil {
            flush(widget)
            return
        }
        g_object_ref(widget)
        pending.append(widget)
        scheduleIdle()
    }

    /// A window was mapped: it is listed once the loop is idle (and hidden and shown again,
    /// still listed).
    fileprivate static func windowShown(_ window: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(window)
        shownWindows.append(window)
        scheduleIdle()
    }

    private static func scheduleIdle() {
        guard !idleScheduled else { return }
        idleScheduled = true
        // Before the next frame is laid out: the flag's round trip must not leave a window
        // needing layout after its frame is painted (a screenshot then would find nothing drawn).
        MainLoop.idle(priority: .beforeRedraw) {
            idleScheduled = false
            for window in shownWindows {
                g_object_set_qdata(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self), listedKey,
                                   UnsafeMutableRawPointer(bitPattern: 1))
                flushHidden(in: window)
                g_object_unref(window)
            }
            shownWindows = []
            let widgets = pending
            pending = []
            for widget in widgets {
                if gtk_widget_get_mapped(widget) != 0 { flush(widget) }
                g_object_unref(widget)
            }
        }
    }

    /// The named or described widgets of a window just listed that are not shown yet (a side
    /// menu closed in its drawer): realized now, their pending changes go out while nothing
    /// of theirs has the focus. Realized only as they are shown, a state among them (a header's
    /// "expanded") went out in the turn that also focused it, and Orca 43, asking a button's
    /// state once it is focused, said it alone before the widget. Popovers and what they hold
    /// are left to their own showing, which lists them.
    private static func flushHidden(in widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_native_get_type()) == 0 {
                if gtk_widget_get_mapped(current) == 0,
                   g_object_get_qdata(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GObject.self), markKey) != nil {
                    flush(current)
                }
                flushHidden(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static var pending: [UnsafeMutablePointer<GtkWidget>] = []
    private static var shownWindows: [UnsafeMutablePointer<GtkWidget>] = []
    private static var idleScheduled = false

    private static func flush(_ widget: UnsafeMutablePointer<GtkWidget>) {
        // GTK ignores platform changes of widgets outside a window, and a focused widget's
        // change is what a screen reader should hear.
        guard gtk_widget_get_root(widget) != nil, gtk_widget_has_focus(widget) == 0 else { return }
        // A window or popover registers itself with AT-SPI as it is shown: realized earlier
        // here, it would never be listed among the app's windows.
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_native_get_type()) == 0 else { return }
        let focusable = gtk_widget_get_focusable(widget)
        gtk_widget_set_focusable(widget, focusable == 0 ? 1 : 0)
        gtk_widget_set_focusable(widget, focusable)
    }

    private static var installed = false
}

/// Interned once: the mark on widgets whose accessible name or description the wrapper set.
private let markKey: GQuark = g_quark_from_string("tactile-accessible-text-set")
/// Interned once: the mark on windows AT-SPI lists (shown, and the loop idle since).
private let listedKey: GQuark = g_quark_from_string("tactile-window-listed")
