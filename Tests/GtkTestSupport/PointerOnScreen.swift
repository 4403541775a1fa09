import CGtk
import Foundation
import Gtk

/// Where things are on the X screen, for tests that move the real pointer with xdotool
/// (XTest), as a person's mouse does. Only tests need screen positions, and GTK 4 keeps
/// them to its backends: this is the one place outside the wrapper's own tests that asks.
@MainActor
public enum PointerOnScreen {
    /// How far the pointer must move to rest on the middle of `widget`'s surface (its own
    /// window, for a popover), or nil when it has no surface or there is no pointer.
    public static func offsetToCentre(ofSurfaceOf widget: Widget) -> (dx: Int, dy: Int)? {
        let native = OpaquePointer(widget.unsafeGObjectPointer)
        guard let surface = gtk_native_get_surface(native),
              let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
              let mouse = gdk_seat_get_pointer(seat) else { return nil }
        var x = 0.0, y = 0.0
        gdk_surface_get_device_position(surface, mouse, &x, &y, nil)
        return (Int((Double(gdk_surface_get_width(surface)) / 2 - x).rounded()),
                Int((Double(gdk_surface_get_height(surface)) / 2 - y).rounded()))
    }
}
