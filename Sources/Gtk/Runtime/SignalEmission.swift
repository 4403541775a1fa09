internal import CGtk

extension Object {
    /// Emits a signal that takes no arguments and returns nothing ("clicked", "activate"…),
    /// exactly as GTK would; for scripted input and tests.
    public func emit(_ signal: String) {
        var instance = GValue()
        g_value_init(&instance, instanceType)
        g_value_set_object(&instance, gobject)
        defer { g_value_unset(&instance) }
        let id = g_signal_lookup(signal, instanceType)
        precondition(id != 0, "\(typeName) has no signal \"\(signal)\"")
        g_signal_emitv(&instance, id, 0, nil)
    }
}
