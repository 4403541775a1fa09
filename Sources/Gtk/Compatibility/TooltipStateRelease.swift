internal import CGtk

/// GTK 4.8 keeps the display's tooltip state pointed at the last window or
/// popover the pointer entered, and lets go of it only when the pointer enters
/// another one. Two faults follow:
///
/// - A popover left alive without its surface (its parent's window closed, or
///   its parent left the window, while it was open under the pointer) is what
///   GTK's tooltip hover timer, due 500 ms after the pointer last moved, asks
///   for the pointer position: a GDK CRITICAL about a NULL surface.
/// - A closed window stays reachable from that state, and with it every action
///   group it carries and every closure those actions hold, until the pointer
///   next enters a window: a leak for as long as the app runs without one.
///
/// GTK has no public call to detach that state, so whenever a window or
/// popover is unrealized the state is dropped, as GTK drops it
/// itself when its tooltip browse mode ends; GTK makes it afresh at the next
/// pointer motion. The only cost: a tooltip shown elsewhere at that moment
/// closes. Where GTK already let go, this changes nothing.
@MainActor
enum TooltipStateRelease {
    /// Installed once, by `CompatibilityHooks.install()`.
    static func install() {
        guard !installed else { return }
        installed = true
        // An emission hook runs before the widget's own unrealize, while its surface still exists.
        WidgetSignalHook.add("unrealize") { widget in
            // Windows and popovers only: the tooltip's own window is a GtkNative too, and
            // dropping the state while it is unrealized would destroy it mid-way.
            let typed = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(typed, gtk_window_get_type()) != 0
                    || g_type_check_instance_is_a(typed, gtk_popover_get_type()) != 0,
                  let display = gtk_widget_get_display(widget) else { return }
            g_object_set_qdata(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self), displayTooltipStateKey, nil)
        }
    }

    private static var installed = false
}

/// The key GTK 4 keeps the display's tooltip state under (gtktooltip.c). Interned
/// with a copy of the name: a Swift string passed as a C string lives only for the
/// call, and GTK, interning the name after us, would otherwise get another key.
private let displayTooltipStateKey: GQuark = g_quark_from_string("gdk-display-current-tooltip")
