internal import CGtk
import FoundationEssentials

/// A `GSettings` for one schema. Created only through `Settings(schemaID:)`,
/// which looks the schema up first: `g_settings_new` with a missing schema
/// aborts the process, this returns nil instead.
@MainActor
public final class Settings: Object {
    override class var gtype: GType { g_settings_get_type() }

    /// Where the values live: the desktop's store (dconf on GNOME), or this process's memory
    /// (tests, previews: nothing written survives the process or reaches other apps).
    public enum Storage: Sendable {
        /// The desktop's store: values are kept across runs and shared with other apps.
        case desktop
        /// This process's memory: values start at their defaults and end with the process.
        case memory
    }

    /// Nil when the schema is not installed (the caller keeps defaults in memory).
    public convenience init?(schemaID: String, storage: Storage = .desktop) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        let backend = storage == .memory ? g_memory_settings_backend_new() : nil
        defer { if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) } }
        self.init(UnsafeMutableRawPointer(g_settings_new_full(schema, backend, nil)), ownership: .owned)
    }

    /// Whether the desktop's settings store can be read here. GNOME's store (dconf) keeps a
    /// cache in the user's cache folder; where that folder cannot be made or written (a
    /// read-only home) it reads nothing and says so as a GLib critical, so settings that are
    /// only read for the desktop's sake are not asked for then.
    public static var desktopStoreIsReachable: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let backend = environment["GSETTINGS_BACKEND"], backend != "dconf" { return true }
        guard let cache = environment["XDG_CACHE_HOME"].flatMap({ $0.isEmpty ? nil : $0 })
                ?? environment["HOME"].map({ $0 + "/.cache" }) else { return false }
        let files = FileManager.default
        var folder = URL(fileURLWithPath: cache)
        // The nearest folder that exists decides: dconf makes the rest.
        while !files.fileExists(atPath: folder.path), folder.path != "/" { folder.deleteLastPathComponent() }
        return files.isWritableFile(atPath: folder.path)
    }

    /// Whether the schema has `key` (an older desktop's schema may lack a newer key, and
    /// reading a key that is not there aborts the process).
    public func hasKey(_ key: String) -> Bool {
        guard let id = stringProperty("schema-id"), let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, id, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        return g_settings_schema_has_key(schema, key) != 0
    }

    private var settingsPointer: UnsafeMutablePointer<GSettings> { pointer() }

    /// The boolean value of `key`.
    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settingsPointer, key) != 0 }
    /// The integer value of `key`.
    public func int(_ key: String) -> Int { Int(g_settings_get_int(settingsPointer, key)) }
    /// The string value of `key`.
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settingsPointer, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Setters answer false when the key is not writable (locked down by the administrator).
    @discardableResult public func set(_ key: String, _ value: Bool) -> Bool {
        g_settings_set_boolean(settingsPointer, key, value ? 1 : 0) != 0
    }
    /// Sets the integer `key` to `value`; false when the key is not writable or the value is out of range.
    @discardableResult public func set(_ key: String, _ value: Int) -> Bool {
        g_settings_set_int(settingsPointer, key, Int32(clamping: value)) != 0
    }
    /// Sets the string `key` to `value`; false when the key is not writable or the value is not allowed.
    @discardableResult public func set(_ key: String, _ value: String) -> Bool {
        g_settings_set_string(settingsPointer, key, value) != 0
    }

    /// Writes pending changes to disk before the process exits.
    public static func sync() { g_settings_sync() }

    /// Calls `body` whenever `key` changes, by this app or another; keep the connection to disconnect.
    @discardableResult
    public func onChanged(_ key: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed::\(key)", after: false, body: body,
                trampoline: unsafeBitCast(Trampoline.pointerIgnored, to: GCallback.self))
    }
}
