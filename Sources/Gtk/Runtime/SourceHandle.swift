internal import CGtk
import Glibc

/// A GLib source that can be removed before it fires.
@MainActor
public struct SourceHandle {
    let id: guint
    /// Removes the source before it fires; harmless when it has fired or was removed already.
    public func cancel() {
        if g_main_context_find_source_by_id(nil, id) != nil { g_source_remove(id) }
    }
}
