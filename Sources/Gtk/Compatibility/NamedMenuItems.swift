internal import CGtk

/// Newer GTK (seen on 4.24) names each item of a popover menu by the label inside it, and
/// leaves that label out of the accessibility tree: AT-SPI reads every menu item with an empty
/// name, and its "labelled by" points at nothing a screen reader can reach. So every menu item
/// GTK makes (a `GtkModelButton`) is named by its own text, mnemonic underscore removed, when it
/// is first shown and whenever its text changes. GTK 4.8 names them itself and is left alone.
@MainActor
enum NamedMenuItems {
    /// Whether the running GTK is one that may leave menu items unnamed (4.10 and later: they
    /// are named there the same way, so naming them is harmless where GTK got it right).
    static var isNeeded: Bool { Toolkit.isAtLeast(4, 10) }

    /// Installed once, by `CompatibilityHooks.install()`: a hook on every widget's "map".
    static func install() {
        guard isNeeded, !installed else { return }
        installed = true
        WidgetSignalHook.add("map") { widget in
            guard let modelButton = modelButtonType else { return }
            let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, modelButton) != 0 else { return }
            followText(of: widget)
        }
    }

    private static var installed = false

    /// GTK's private menu item type, which exists once GTK first makes a menu.
    private static var modelButtonType: GType? {
        if foundModelButtonType == 0 { foundModelButtonType = g_type_from_name("GtkModelButton") }
        return foundModelButtonType == 0 ? nil : foundModelButtonType
    }
    private static var foundModelButtonType: GType = 0
    private static let followedKey = g_quark_from_static_string("tactile-named-menu-item")

    /// Names the item now and again whenever its text changes (once per item).
    private static func followText(of widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        name(widget)
        guard g_object_get_qdata(object, followedKey) == nil else { return }
        g_object_set_qdata(object, followedKey, UnsafeMutableRawPointer(bitPattern: 1))
        g_signal_connect_data(object, "notify::text", unsafeBitCast(menuItemTextChanged, to: GCallback.self), nil, nil,
                              GConnectFlags(rawValue: 0))
    }

    fileprivate static func name(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        var value = GValue()
        g_value_init(&value, gstring_type())
        defer { g_value_unset(&value) }
        g_object_get_property(object, "text", &value)
        guard let text = g_value_get_string(&value).map({ String(cString: $0) }), !text.isEmpty else { return }
        let accessible = OpaquePointer(widget)
        gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        Value.string(Mnemonic.displayedText(of: text)).withGValue {
            gtk_accessible_update_property_value(accessible, 1, &property, $0)
        }
    }
}

/// "notify::text" of a menu item: it is named anew.
private let menuItemTextChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?) -> Void = { instance, _, _ in
    // GTK notifies on its own (the main) thread.
    guard let widget = instance?.assumingMemoryBound(to: GtkWidget.self) else { return }
    nonisolated(unsafe) let item = widget
    MainActor.assumeIsolated { NamedMenuItems.name(item) }
}
