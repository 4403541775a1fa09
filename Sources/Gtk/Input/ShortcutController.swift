internal import CGtk

/// A keyboard shortcut handled by a widget, e.g. `<Shift>F10` or `Menu`.
@MainActor
public final class ShortcutController: EventController {
    override class var gtype: GType { gtk_shortcut_controller_get_type() }

    /// A shortcut controller with no shortcuts yet.
    public convenience init() { self.init(gtk_shortcut_controller_new(), ownership: .owned) }

    /// Runs `body` for `trigger` (GTK accelerator syntax); `body` answers whether it handled it.
    public func add(trigger: String, _ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(ShortcutClosure(body)).toOpaque()
        let action = gtk_callback_action_new({ _, _, data in
            guard let data else { return 0 }
            let closure = Unmanaged<ShortcutClosure>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { closure.body() } ? 1 : 0
        }, data, { data in
            guard let data else { return }
            Unmanaged<ShortcutClosure>.fromOpaque(data).release()
        })
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
        gtk_shortcut_controller_add_shortcut(pointer(), shortcut)
    }

    /// Shortcuts work anywhere in the window, not only with focus inside the widget.
    public var isGlobal: Bool {
        get { gtk_shortcut_controller_get_scope(pointer()) != GTK_SHORTCUT_SCOPE_LOCAL }
        set { gtk_shortcut_controller_set_scope(pointer(), newValue ? GTK_SHORTCUT_SCOPE_MANAGED : GTK_SHORTCUT_SCOPE_LOCAL) }
    }
}

private final class ShortcutClosure {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
