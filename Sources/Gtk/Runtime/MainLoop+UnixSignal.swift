internal import CGtk

extension MainLoop {
    /// Runs `body` on the main loop each time the process receives `signal`,
    /// until the handle is cancelled. GLib handles only SIGHUP, SIGINT,
    /// SIGTERM, SIGUSR1, SIGUSR2 and SIGWINCH this way; `body` runs as an
    /// ordinary callback, not in a signal handler, so it may do anything.
    @discardableResult
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) -> SourceHandle {
        let data = Unmanaged.passRetained(SourceClosure { body(); return true }).toOpaque()
        return SourceHandle(id: g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, SourceClosure.dispatch, data,
                                                       SourceClosure.release))
    }
}
