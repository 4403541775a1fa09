internal import CGtk

/// GTK 4.8 keeps the display's tooltip state pointed at the last popover or
/// window the pointer entered, and lets go of a popover only when it is
/// finalized, not when it is unrealized. A popover left alive without its
/// surface (its parent's window closed, or its parent left the window, while
/// it was open under the pointer) is then what GTK's tooltip hover timer, due
/// 500 ms after the pointer last moved, asks for the pointer position: a GDK
/// CRITICAL about a NULL surface.
///
/// GTK has no public call to detach that state from a popover, so when a
/// popover made here is unrealized the state is dropped, as GTK drops it
/// itself when its tooltip browse mode ends; GTK makes it afresh at the next
/// pointer motion. The only cost: a tooltip shown elsewhere at that moment
/// closes. Where GTK already detached the popover, this changes nothing.
extension Popover {
    func releasesTooltipStateWhenUnrealized() {
        g_signal_connect_data(gobject, "unrealize", unsafeBitCast(dropDisplayTooltipState, to: GCallback.self),
                              nil, nil, GConnectFlags(rawValue: 0))
    }
}

/// The key GTK 4 keeps the display's tooltip state under (gtktooltip.c). Interned
/// with a copy of the name: a Swift string passed as a C string lives only for the
/// call, and GTK, interning the name after us, would otherwise get another key.
private let displayTooltipStateKey: GQuark = g_quark_from_string("gdk-display-current-tooltip")

/// Runs before the popover's own unrealize, while its surface still exists.
private let dropDisplayTooltipState: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { widget, _ in
    guard let widget, let display = gtk_widget_get_display(widget) else { return }
    g_object_set_qdata(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self), displayTooltipStateKey, nil)
}
