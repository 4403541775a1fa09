internal import CGtk

/// Anything that holds actions by name: an application, a window, a `SimpleActionGroup`.
@MainActor
public protocol ActionGroup: Object {}

extension ActionGroup {
    var actionGroupPointer: OpaquePointer { pointer() }

    /// Adds `action` to the group; an action of the same name is replaced.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(pointer(), action.actionPointer)
    }

    /// Removes the action called `name`, if there is one.
    public func remove(action name: String) { g_action_map_remove_action(pointer(), name) }

    /// The action called `name` in this group, or nil.
    public func action(named name: String) -> SimpleAction? {
        Object.wrap(g_action_map_lookup_action(pointer(), name).map { UnsafeMutableRawPointer($0) },
                    as: SimpleAction.self)
    }

    /// Activates the action called `name` with `parameter`; does nothing when there is no such action.
    public func activate(action name: String, parameter: Variant? = nil) {
        g_action_group_activate_action(actionGroupPointer, name, parameter?.pointer)
    }

    /// Adds an action running `body`, and returns it.
    @discardableResult
    public func addAction(_ name: String, _ body: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name)
        action.onActivate { _ in body() }
        add(action)
        return action
    }
}
