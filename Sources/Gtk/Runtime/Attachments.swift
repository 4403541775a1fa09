internal import CGtk

extension Object {
    /// A Swift object kept with the GObject under `key` and released when the
    /// GObject is finalized: how components hang state (bindings, caches) on
    /// widgets they do not subclass.
    public func attachment<T: AnyObject>(_ key: String, create: () -> T) -> T {
        let quark = g_quark_from_string(key)
        if let raw = g_object_get_qdata(gobject, quark),
           let existing = Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T {
            return existing
        }
        let value = create()
        g_object_set_qdata_full(gobject, quark, Unmanaged.passRetained(value as AnyObject).toOpaque()) { raw in
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        return value
    }
}
