internal import CGtk

/// A `GSimpleAction`: a named command, optionally with a parameter and a state.
/// Buttons and menu items activate it by `action-name`; check and radio menu
/// items come from its state.
@MainActor
public final class SimpleAction: Object {
    override class var gtype: GType { g_simple_action_get_type() }

    var actionPointer: OpaquePointer { pointer() }

    /// An action called `name`, taking a parameter of `parameterType` when activated (none when nil).
    public convenience init(name: String, parameterType: VariantType? = nil) {
        let pointer = parameterType.map { type in type.withPointer { g_simple_action_new(name, $0) } }
            ?? g_simple_action_new(name, nil)
        self.init(UnsafeMutableRawPointer(pointer!), ownership: .owned)
    }

    /// A stateful action: a bool state makes a check item, a string state radio items.
    public convenience init(name: String, parameterType: VariantType? = nil, state: Variant) {
        let pointer = parameterType.map { type in type.withPointer { g_simple_action_new_stateful(name, $0, state.pointer) } }
            ?? g_simple_action_new_stateful(name, nil, state.pointer)
        self.init(UnsafeMutableRawPointer(pointer!), ownership: .owned)
    }

    /// The action's name, without its group's prefix.
    public var name: String { String(cString: g_action_get_name(actionPointer)) }

    /// Whether the action can be activated; widgets bound to a disabled action are insensitive.
    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set { g_simple_action_set_enabled(actionPointer, newValue ? 1 : 0) }
    }

    /// The action's state, for a stateful action (a toggle or a radio); nil for a stateless one.
    public var state: Variant? {
        get { g_action_get_state(actionPointer).map { Variant(taking: $0) } }
        set { if let newValue { g_simple_action_set_state(actionPointer, newValue.pointer) } }
    }

    /// Runs `body` with the parameter (nil for none) when the action is activated.
    /// A stateful action without a change-state handler changes its own state
    /// first (GLib's default): a check item toggles, a radio item selects.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Variant?) -> Void) -> SignalConnection {
        onPointer("activate") { parameter in body(parameter.map { Variant(borrowing: OpaquePointer($0)) }) }
    }

    /// Runs `body` with the requested state; call `state = value` in it to accept.
    @discardableResult
    public func onChangeState(_ body: @escaping @MainActor (Variant?) -> Void) -> SignalConnection {
        onPointer("change-state") { value in body(value.map { Variant(borrowing: OpaquePointer($0)) }) }
    }
}

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

/// A free-standing group, inserted on a widget with `Widget.insertActionGroup`.
@MainActor
public final class SimpleActionGroup: Object, ActionGroup {
    override class var gtype: GType { g_simple_action_group_get_type() }

    /// An empty action group, to be inserted on a widget with a prefix.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(g_simple_action_group_new()), ownership: .owned)
    }
}
