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
