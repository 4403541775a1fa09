internal import CGtk

/// A free-standing group, inserted on a widget with `Widget.insertActionGroup`.
@MainActor
public final class SimpleActionGroup: Object, ActionGroup {
    override class var gtype: GType { g_simple_action_group_get_type() }

    /// An empty action group, to be inserted on a widget with a prefix.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(g_simple_action_group_new()), ownership: .owned)
    }
}
