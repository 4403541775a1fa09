internal import CGtk
import FoundationEssentials

/// Watches one file (`GFileMonitor`) and says when it was written whole: after a program
/// closes it once written (GIO's "changes done" hint), or when another file was renamed onto
/// it (an editor's atomic save), or when it appeared. Its plain "changed" events are left
/// out: the file may be half written then. Keep it alive as long as the file is to be watched.
@MainActor
public final class FileMonitor: Object {
    override class var gtype: GType { g_file_monitor_get_type() }

    /// The file watched.
    public let path: String

    /// Watches the file at `path` (which need not exist yet).
    /// - Throws: `FileMonitorError` with GIO's message when the file cannot be watched.
    public init(path: String) throws(FileMonitorError) {
        self.path = path
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_file(file, CGTK_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw FileMonitorError(path: path, message: message)
        }
        super.init(UnsafeMutableRawPointer(monitor), ownership: .owned)
    }

    /// Calls `body` each time the file has been written whole, renamed into place, created or
    /// deleted; keep the connection to disconnect.
    @discardableResult
    public func onWritten(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed", after: false, body: body,
                trampoline: unsafeBitCast(Self.changed, to: GCallback.self))
    }

    private static let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                 GFileMonitorEvent, UnsafeMutableRawPointer?) -> Void = { _, _, _, event, data in
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN,
             G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
            let body = SignalClosure<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { body?() }
        default:
            break
        }
    }
}
