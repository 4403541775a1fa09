internal import CGtk

/// The arguments of a signal connected with ``Object/onSignal(_:after:_:)``, read by position
/// as Swift values (the instance itself is not among them), and the value the handler returns
/// for signals that return one.
@MainActor
public struct SignalArguments {
    private let values: UnsafePointer<GValue>?
    private let returnValue: UnsafeMutablePointer<GValue>?
    /// How many arguments the signal passed, after the instance.
    public let count: Int

    init(values: UnsafePointer<GValue>?, count: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.values = values
        self.count = count
        self.returnValue = returnValue
    }

    private func argument(_ index: Int) -> UnsafePointer<GValue>? {
        guard let values, index >= 0, index < count else { return nil }
        return values + 1 + index // values[0] is the instance
    }

    /// The argument at `index` as a `V`; nil when there is none there or it is no `V`.
    public func value<V: PropertyValue>(at index: Int, as type: V.Type = V.self) -> V? {
        argument(index).flatMap { GValueConversion.load($0, as: type) }
    }

    /// The argument at `index` as the C pointer it is (a `GdkEvent *`, a boxed struct, an
    /// object), for GTK's C API; valid only while the handler runs. Nil for no pointer.
    public func unsafePointer(at index: Int) -> UnsafeMutableRawPointer? {
        guard let value = argument(index) else { return nil }
        let mutableValue = UnsafeMutablePointer(mutating: value)
        switch cgtk_fundamental_type(value.pointee.g_type) {
        case gobject_type(): return g_value_get_object(mutableValue)
        case gpointer_type(): return g_value_get_pointer(mutableValue)
        case gboxed_type(): return g_value_get_boxed(mutableValue)
        case gparam_type(): return g_value_get_param(mutableValue).map { UnsafeMutableRawPointer($0) }
        case gstring_type(): return g_value_get_string(mutableValue).map { UnsafeMutableRawPointer(mutating: $0) }
        default: return nil
        }
    }

    /// Whether the signal expects a value back (`query-tooltip`, `close-request`…).
    public var expectsReturnValue: Bool { returnValue.map { $0.pointee.g_type != 0 } ?? false }

    /// Sets what the handler returns to the signal's emitter; stops with a message when the
    /// signal returns nothing or something `value` does not fit.
    public func setReturnValue(_ value: some PropertyValue) {
        guard let returnValue, returnValue.pointee.g_type != 0 else { preconditionFailure("the signal returns nothing") }
        if let problem = GValueConversion.store(value, into: returnValue) { preconditionFailure("return value: \(problem)") }
    }
}

extension Object {
    /// Connects `body` to any signal, whatever its C arguments: GLib passes them as typed
    /// values, read with ``SignalArguments/value(at:as:)`` (numbers, strings, objects) or
    /// ``SignalArguments/unsafePointer(at:)`` (events, boxed structs), and a handler of a
    /// signal that returns a value sets it with ``SignalArguments/setReturnValue(_:)``.
    /// The closure is GLib's to release, as every signal closure is; stops with a message
    /// when the object has no such signal.
    @discardableResult
    public func onSignal(_ signal: String, after: Bool = false,
                         _ body: @escaping @MainActor (SignalArguments) -> Void) -> SignalConnection {
        var signalID: guint = 0
        var detail: GQuark = 0
        precondition(g_signal_parse_name(signal, instanceType, &signalID, &detail, 1) != 0,
                     "\(typeName) has no signal \"\(signal)\"")
        let data = Unmanaged.passRetained(SignalClosure<AnySignalBody>(body)).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)
        g_closure_set_marshal(closure, anySignalMarshal)
        g_closure_add_finalize_notifier(closure, data, releaseAnySignalClosure)
        let id = g_signal_connect_closure(gobject, signal, closure, after ? 1 : 0)
        return SignalConnection(object: self, handlerID: UInt(id))
    }
}

typealias AnySignalBody = @MainActor (SignalArguments) -> Void

private let anySignalMarshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure else { return }
    let body = SignalClosure<AnySignalBody>.from(cgtk_closure_data(closure))
    nonisolated(unsafe) let values = values, returnValue = returnValue
    MainActor.assumeIsolated {
        body?(SignalArguments(values: values, count: max(0, Int(count) - 1), returnValue: returnValue))
    }
}

private let releaseAnySignalClosure: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
