internal import CGtk

/// Compiled GResource bundles (`glib-compile-resources`), read by path with `resource:` APIs.
@MainActor
public enum Resources {
    /// Loads and registers the bundle at `path`; throws naming the file when it cannot.
    public static func register(bundleAt path: String) throws {
        var error: UnsafeMutablePointer<GError>? = nil
        guard let resource = g_resource_load(path, &error) else { throw GLibError(taking: error, context: path) }
        g_resources_register(resource)
        g_resource_unref(resource)
    }

    /// Whether a resource exists at `path` in a registered bundle.
    public static func exists(_ path: String) -> Bool {
        var size = 0
        var flags: guint32 = 0
        return g_resources_get_info(path, CGTK_RESOURCE_LOOKUP_FLAGS_NONE, &size, &flags, nil) != 0
    }
}
