internal import CGtk

/// GTK 4.8 tells AT-SPI where a widget is by translating its origin into its window's
/// coordinates through its ancestors' transforms. A popover is one of those ancestors, yet GTK
/// allocates it with no transform at all, as if it were drawn at its parent's origin: every
/// item of an open menu was reported that far from where its own surface puts it (the header
/// bar's menu 32 px too high and 102 px to the right; a context menu opened inside a colour's
/// rectangle 51 px too high and 42 px to the left), so a magnifier, Orca's mouse review and a
/// click at an item's reported centre found a neighbour. Plain GTK 4.8 does the same.
///
/// After GTK lays a popover out, it is allocated once more at the same size with the
/// transform that says where its surface really is relative to its parent. Nothing draws or
/// picks through that transform (a popover draws and takes input on its own surface), so the
/// one thing that changes is what is reported. Only on GTK 4.8 and older, where it was
/// measured; later versions compute accessible positions in other code, not measured here.
@MainActor
enum PopoverAccessiblePosition {
    /// Whether the running GTK reports popovers this way (4.8 and older).
    static var isNeeded: Bool { !Toolkit.isAtLeast(4, 10) }

    /// Installed once, by `CompatibilityHooks.install()`: a hook on every popover's "map".
    static func install() {
        guard isNeeded, !installed else { return }
        installed = true
        WidgetSignalHook.add("map") { widget in
            let typed = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(typed, gtk_popover_get_type()) != 0,
                  let surface = gtk_native_get_surface(OpaquePointer(widget)) else { return }
            follow(surface, of: widget)
        }
    }

    private static var installed = false

    /// Connects to the surface's "layout" once per surface (a popover gets a new one each
    /// time it is realized), after GTK's own handler, which allocates the popover.
    private static func follow(_ surface: OpaquePointer, of popover: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GObject.self)
        guard g_object_get_qdata(object, followedKey) == nil else { return }
        g_object_set_qdata(object, followedKey, UnsafeMutableRawPointer(bitPattern: 1))
        // The surface lives no longer than its popover's realization, so the popover is
        // passed unowned: the surface, and the handler with it, go first.
        g_signal_connect_data(object, "layout", unsafeBitCast(surfaceLaidOut, to: GCallback.self),
                              UnsafeMutableRawPointer(popover), nil, CGTK_CONNECT_AFTER)
    }

    /// Allocates the popover at the size GTK just gave it, with its surface's place as its
    /// transform within its parent.
    static func place(_ popover: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
        guard let offset = surfaceOffset(of: popover) else { return }
        var point = graphene_point_t(x: Float(offset.x), y: Float(offset.y))
        // The allocation takes the transform over (transfer full).
        gtk_widget_allocate(popover, width, height, -1, gsk_transform_translate(nil, &point))
    }

    /// Where the popover's origin lies in its parent's coordinates, from where GDK placed its
    /// surface on the parent's surface: nil while it has no place yet.
    static func surfaceOffset(of popover: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        guard let parent = gtk_widget_get_parent(popover),
              let surface = gtk_native_get_surface(OpaquePointer(popover)),
              let parentNative = gtk_widget_get_native(parent),
              gdk_popup_get_parent(surface) == gtk_native_get_surface(parentNative) else { return nil }
        let parentNativeWidget = UnsafeMutableRawPointer(parentNative).assumingMemoryBound(to: GtkWidget.self)
        var parentX = 0.0, parentY = 0.0
        guard cgtk_widget_translate_coordinates(parent, parentNativeWidget, 0, 0, &parentX, &parentY) != 0 else { return nil }
        // Each native's widgets start at its surface transform (its CSS margin) within its surface.
        var ownX = 0.0, ownY = 0.0, parentSurfaceX = 0.0, parentSurfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(popover), &ownX, &ownY)
        gtk_native_get_surface_transform(parentNative, &parentSurfaceX, &parentSurfaceY)
        let x = Double(gdk_popup_get_position_x(surface)) + ownX - parentSurfaceX - parentX
        let y = Double(gdk_popup_get_position_y(surface)) + ownY - parentSurfaceY - parentY
        return (x, y)
    }
}

/// The surface's "layout" handler: GTK emits it on the main thread.
private let surfaceLaidOut: @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, width, height, data in
    // As an address: a raw pointer is not Sendable into the main actor's closure.
    guard let address = data.map(Int.init(bitPattern:)) else { return }
    MainActor.assumeIsolated {
        guard let popover = UnsafeMutablePointer<GtkWidget>(bitPattern: address) else { return }
        PopoverAccessiblePosition.place(popover, width: width, height: height)
    }
}

/// Interned once: the mark on popover surfaces whose layout is followed.
private let followedKey: GQuark = g_quark_from_string("tactile-popover-position-followed")
