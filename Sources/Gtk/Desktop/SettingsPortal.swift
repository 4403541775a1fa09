internal import CGtk

/// The desktop's Settings portal (`org.freedesktop.portal.Settings` on the session bus), as
/// sandboxed and unsandboxed GNOME apps read their appearance: one value read, and every
/// change to the values followed. Nil when no session bus answers.
@MainActor
final class SettingsPortal {
    // Read by deinit, which runs on the main thread as the portal's owner lets it go.
    nonisolated(unsafe) private let connection: OpaquePointer
    private var subscriptions: [guint] = []

    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// A portal that is installed but slow to start must not hold the app's first window.
    static let timeoutMilliseconds: Int32 = 1_500

    init?() {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        connection = bus
    }

    isolated deinit {
        for id in subscriptions { g_dbus_connection_signal_unsubscribe(connection, id) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The value of `key` in `namespace` ("org.freedesktop.appearance", "color-scheme"), or nil
    /// when no portal runs or it does not know the key. `ReadOne` first (version 2 of the
    /// interface), then the older `Read`, whose answer comes wrapped in one more variant.
    func read(_ namespace: String, _ key: String) -> Variant? {
        for method in ["ReadOne", "Read"] {
            var error: UnsafeMutablePointer<GError>?
            var arguments = [g_variant_new_string(namespace), g_variant_new_string(key)]
            let parameters = arguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
            let reply = g_dbus_connection_call_sync(connection, Self.busName, Self.objectPath,
                                                    Self.interface, method, parameters, nil,
                                                    CGTK_DBUS_CALL_FLAGS_NONE, Self.timeoutMilliseconds, nil, &error)
            guard let reply else {
                let unknownMethod = error.map { g_error_matches($0, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_METHOD.rawValue)) != 0 } ?? false
                g_clear_error(&error)
                // Only an older portal without ReadOne is worth asking again.
                if method == "ReadOne" && unknownMethod { continue }
                return nil
            }
            let replyVariant = Variant(taking: reply)
            guard g_variant_n_children(replyVariant.pointer) == 1, let child = g_variant_get_child_value(replyVariant.pointer, 0) else { return nil }
            return Self.unwrapped(Variant(taking: child))
        }
        return nil
    }

    /// Calls `changed` with the namespace, key and new value of every setting the portal
    /// says has changed.
    func onChange(_ changed: @escaping @MainActor (String, String, Variant) -> Void) {
        let box = Unmanaged.passRetained(ChangeHandler(changed)).toOpaque()
        let id = g_dbus_connection_signal_subscribe(
            connection, Self.busName, Self.interface, "SettingChanged", Self.objectPath,
            nil, CGTK_DBUS_SIGNAL_FLAGS_NONE, settingChangedTrampoline, box, releaseChangeHandler)
        subscriptions.append(id)
    }

    /// A value with the variants around it taken off.
    nonisolated static func unwrapped(_ value: Variant) -> Variant {
        var current = value
        while current.typeString == "v", let inner = g_variant_get_variant(current.pointer) {
            current = Variant(taking: inner)
        }
        return current
    }
}

private final class ChangeHandler: @unchecked Sendable {
    // Only ever called on the main thread (see the trampoline).
    let body: @MainActor (String, String, Variant) -> Void
    init(_ body: @escaping @MainActor (String, String, Variant) -> Void) { self.body = body }
}

/// GDBus calls back in the main context of the thread that subscribed: the main thread.
private let settingChangedTrampoline: GDBusSignalCallback = { _, _, _, _, _, parameters, userData in
    guard let parameters, let userData, g_variant_n_children(parameters) == 3 else { return }
    let handler = Unmanaged<ChangeHandler>.fromOpaque(userData).takeUnretainedValue()
    let namespace = Variant(taking: g_variant_get_child_value(parameters, 0))
    let key = Variant(taking: g_variant_get_child_value(parameters, 1))
    let value = SettingsPortal.unwrapped(Variant(taking: g_variant_get_child_value(parameters, 2)))
    guard let namespace = namespace.string, let key = key.string else { return }
    MainActor.assumeIsolated { handler.body(namespace, key, value) }
}

private let releaseChangeHandler: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<ChangeHandler>.fromOpaque(userData).release()
}
