internal import CGtk

/// A Swift closure owned by GLib: retained when connected, released by the
/// handler's destroy notify (on disconnect or when the instance is disposed).
final class SignalClosure<Body> {
    let body: Body
    @MainActor init(_ body: Body) {
        self.body = body
        LiveClosures.count += 1
    }
    deinit { MainActor.assumeIsolated { LiveClosures.count -= 1 } }

    static func from(_ data: UnsafeMutableRawPointer?) -> Body? {
        guard let data else { return nil }
        return Unmanaged<SignalClosure<Body>>.fromOpaque(data).takeUnretainedValue().body
    }
}

private let releaseClosure: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects a closure through a C trampoline that knows the signal's C signature.
    func connect<Body>(_ signal: String, after: Bool, body: Body, trampoline: GCallback) -> SignalConnection {
        let data = Unmanaged.passRetained(SignalClosure(body)).toOpaque()
        let id = g_signal_connect_data(gobject, signal, trampoline, data, releaseClosure,
                                       after ? CGTK_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        precondition(id != 0, "\(typeName) has no signal \"\(signal)\"")
        return SignalConnection(object: self, handlerID: UInt(id))
    }

    /// A signal with no arguments and no return value (`clicked`, `activate`, `closed`…).
    @discardableResult
    public func on(_ signal: String, after: Bool = false, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal, after: after, body: body, trampoline: unsafeBitCast(Trampoline.void, to: GCallback.self))
    }

    /// A signal whose handler answers whether it handled the event (`close-request`…).
    @discardableResult
    public func onHandled(_ signal: String, after: Bool = false,
                          _ body: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect(signal, after: after, body: body, trampoline: unsafeBitCast(Trampoline.bool, to: GCallback.self))
    }

    /// A signal with one pointer argument (an object, a variant, a param spec).
    @discardableResult
    public func onPointer(_ signal: String, after: Bool = false,
                          _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        connect(signal, after: after, body: body, trampoline: unsafeBitCast(Trampoline.pointer, to: GCallback.self))
    }

    /// A signal with two doubles (`drag-update`, `swipe`, long-press `pressed`…).
    @discardableResult
    public func onPoint(_ signal: String, after: Bool = false,
                        _ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        connect(signal, after: after, body: body, trampoline: unsafeBitCast(Trampoline.point, to: GCallback.self))
    }

    /// A change of the property `name` (the `notify::name` signal).
    @discardableResult
    public func onNotify(_ name: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("notify::\(name)", after: false, body: body,
                trampoline: unsafeBitCast(Trampoline.pointerIgnored, to: GCallback.self))
    }
}

/// One C entry point per signal signature; each finds its Swift closure in `data`.
enum Trampoline {
    typealias Void0 = @MainActor () -> Void
    typealias Bool0 = @MainActor () -> Bool
    typealias Pointer1 = @MainActor (UnsafeMutableRawPointer?) -> Void
    typealias Point2 = @MainActor (Double, Double) -> Void
    typealias Press3 = @MainActor (Int32, Double, Double) -> Void
    typealias UInt1 = @MainActor (UInt32) -> Void
    typealias Key3 = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
    typealias PointerBool1 = @MainActor (UnsafeMutableRawPointer?) -> Bool

    static let void: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let body = SignalClosure<Void0>.from(data)
        MainActor.assumeIsolated { body?() }
    }
    static let bool: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
        let body = SignalClosure<Bool0>.from(data)
        return MainActor.assumeIsolated { body?() ?? false } ? 1 : 0
    }
    static let pointer: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                         UnsafeMutableRawPointer?) -> Void = { _, argument, data in
        let body = SignalClosure<Pointer1>.from(data)
        nonisolated(unsafe) let argument = argument
        MainActor.assumeIsolated { body?(argument) }
    }
    static let pointerIgnored: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                UnsafeMutableRawPointer?) -> Void = { _, _, data in
        let body = SignalClosure<Void0>.from(data)
        MainActor.assumeIsolated { body?() }
    }
    static let point: @convention(c) (UnsafeMutableRawPointer?, Double, Double,
                                       UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
        let body = SignalClosure<Point2>.from(data)
        MainActor.assumeIsolated { body?(x, y) }
    }
    static let press: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double,
                                       UnsafeMutableRawPointer?) -> Void = { _, count, x, y, data in
        let body = SignalClosure<Press3>.from(data)
        MainActor.assumeIsolated { body?(count, x, y) }
    }
    static let uint: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { _, value, data in
        let body = SignalClosure<UInt1>.from(data)
        MainActor.assumeIsolated { body?(value) }
    }
    static let uintPairIgnored: @convention(c) (UnsafeMutableRawPointer?, guint, guint,
                                                 UnsafeMutableRawPointer?) -> Void = { _, _, _, data in
        let body = SignalClosure<Void0>.from(data)
        MainActor.assumeIsolated { body?() }
    }
    static let uintTripleIgnored: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint,
                                                   UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
        let body = SignalClosure<Void0>.from(data)
        MainActor.assumeIsolated { body?() }
    }
    static let pointerBool: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                             UnsafeMutableRawPointer?) -> gboolean = { _, argument, data in
        let body = SignalClosure<PointerBool1>.from(data)
        nonisolated(unsafe) let argument = argument
        return MainActor.assumeIsolated { body?(argument) ?? false } ? 1 : 0
    }
    static let key: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType,
                                     UnsafeMutableRawPointer?) -> gboolean = { _, keyval, keycode, state, data in
        let body = SignalClosure<Key3>.from(data)
        return MainActor.assumeIsolated { body?(keyval, keycode, state) ?? false } ? 1 : 0
    }
}
