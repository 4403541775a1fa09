internal import CGtk

/// GTK 4.8 on X11 now and then leaves the window of a popover it has closed on the screen:
/// GDK counts the surface as unmapped, yet its X window stays mapped above the app, empty,
/// and takes every click meant for the window under it (seen after a context menu closed
/// once something in the main window had taken the focus). Withdrawing a hidden surface again
/// costs nothing, so each popover's X window is withdrawn once more after its popover is
/// unmapped: when the main loop is next idle, and again a moment later.
@MainActor
enum ClosedPopupWithdrawal {
    /// Installed once, by `CompatibilityHooks.install()`.
    static func install() {
        guard !installed else { return }
        installed = true
        WidgetSignalHook.add("unmap") { widget in
            let typed = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(typed, gtk_popover_get_type()) != 0 else { return }
            withdrawLater(WeakPopover(UnsafeMutableRawPointer(widget)))
        }
    }

    private static var installed = false

    /// Withdraws the popover's X window at the next idle and after a moment, unless it is shown
    /// again meanwhile or is gone.
    private static func withdrawLater(_ popover: WeakPopover) {
        _ = MainLoop.idle(priority: .last) {
            popover.withStrongReference(withdrawIfHidden)
            MainLoop.timeout(milliseconds: 250) {
                popover.withStrongReference(withdrawIfHidden)
                return false
            }
        }
    }

    private static func withdrawIfHidden(_ popover: UnsafeMutableRawPointer) {
        let widget = popover.assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_get_mapped(widget) == 0,
              let surface = gtk_native_get_surface(OpaquePointer(popover)),
              gdk_surface_get_mapped(surface) == 0,
              isX11(surface) else { return }
        gdk_surface_hide(surface)
    }

    private static func isX11(_ surface: OpaquePointer) -> Bool {
        let x11Surface = g_type_from_name("GdkX11Surface")
        return x11Surface != 0 && g_type_check_instance_is_a(UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GTypeInstance.self), x11Surface) != 0
    }
}

/// A popover held without keeping it alive (a `GWeakRef`): a closed menu whose owner goes is
/// finalized at once, as the lifetime tests expect.
private final class WeakPopover {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// Runs `body` with the popover while it is alive.
    func withStrongReference(_ body: (UnsafeMutableRawPointer) -> Void) {
        guard let object = g_weak_ref_get(reference) else { return }
        body(object)
        g_object_unref(object)
    }
}
