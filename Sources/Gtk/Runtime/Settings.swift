internal import CGtk

/// A `GSettings` for one schema. Created only through `Settings(schemaID:)`,
/// which looks the schema up first: `g_settings_new` with a missing schema
/// aborts the process, this returns nil instead.
@MainActor
public final class Settings: Object {
    override class var gtype: GType { g_settings_get_type() }

    /// Nil when the schema is not installed (the caller keeps defaults in memory).
    public convenience init?(schemaID: String) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        self.init(UnsafeMutableRawPointer(g_settings_new_full(schema, nil, nil)), ownership: .owned)
    }

    private var settingsPointer: UnsafeMutablePointer<GSettings> { pointer() }

    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settingsPointer, key) != 0 }
    public func int(_ key: String) -> Int { Int(g_settings_get_int(settingsPointer, key)) }
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settingsPointer, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Setters answer false when the key is not writable (locked down by the administrator).
    @discardableResult public func set(_ key: String, _ value: Bool) -> Bool {
        g_settings_set_boolean(settingsPointer, key, value ? 1 : 0) != 0
    }
    @discardableResult public func set(_ key: String, _ value: Int) -> Bool {
        g_settings_set_int(settingsPointer, key, Int32(clamping: value)) != 0
    }
    @discardableResult public func set(_ key: String, _ value: String) -> Bool {
        g_settings_set_string(settingsPointer, key, value) != 0
    }

    /// Writes pending changes to disk before the process exits.
    public static func sync() { g_settings_sync() }

    @discardableResult
    public func onChanged(_ key: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed::\(key)", after: false, body: body,
                trampoline: unsafeBitCast(Trampoline.pointerIgnored, to: GCallback.self))
    }
}

/// The desktop's settings as GTK sees them (`GtkSettings`): animations, dark style.
@MainActor
public struct DesktopSettings {
    let object: Object?

    init(_ pointer: OpaquePointer?) {
        object = pointer.map { Object.wrap(UnsafeMutableRawPointer($0)) }
    }

    /// The settings of the default display (nil without a display).
    public static var current: DesktopSettings { DesktopSettings(gtk_settings_get_default()) }

    /// The desktop's "enable animations" switch.
    public var animationsEnabled: Bool {
        get { object?.boolProperty("gtk-enable-animations") ?? true }
        nonmutating set { object?.setProperty("gtk-enable-animations", .bool(newValue)) }
    }

    /// Whether the dark variant of the theme is asked for.
    public var prefersDarkStyle: Bool {
        get { object?.boolProperty("gtk-application-prefer-dark-theme") ?? false }
        nonmutating set { object?.setProperty("gtk-application-prefer-dark-theme", .bool(newValue)) }
    }

    @discardableResult
    public func onChange(_ name: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection? {
        object?.onNotify(name, body)
    }
}
