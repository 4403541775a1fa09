internal import CGtk
import Dispatch
import Glibc

/// The Swift face of a GObject.
///
/// Ownership, the one rule that holds everywhere in this module:
///
/// - A GObject has at most one Swift wrapper. `Object.wrap(_:)` on a pointer
///   that already has one returns that same Swift object, so state kept in a
///   Swift subclass (a component) is never split between two wrappers.
/// - The wrapper keeps its GObject alive with a GLib *toggle reference*.
///   While anything in GTK (a parent, a list model, the window list) also
///   holds the GObject, the GObject keeps its Swift wrapper alive in turn;
///   once the toggle reference is the only one left, the wrapper is held only
///   by Swift, and when Swift lets go of it the GObject is finalized.
///   So a component added to a window lives exactly as long as its widget,
///   whether or not Swift code keeps a variable pointing at it.
/// - Wrapping a freshly created, floating object sinks the floating
///   reference: the wrapper owns it. Wrapping a borrowed pointer (a getter's
///   result) adds a reference of its own.
/// - Signal closures are owned by GLib (see `SignalClosure`) and freed with
///   the handler. A closure must not capture the wrapper it is connected to
///   (or a parent) strongly: use `[weak self]` or the instance passed in.
@MainActor
open class Object {
    /// The wrapped instance. Valid for as long as this wrapper lives.
    nonisolated(unsafe) let gobject: UnsafeMutablePointer<GObject>

    /// The escape hatch, the one raw pointer this module hands out: the wrapped `GObject *`,
    /// for a GTK call the wrapper does not cover (cast it to the C type the call expects).
    /// Valid while this wrapper lives; the wrapper keeps its reference, so the call must
    /// not take one it does not add, nor free the object.
    public var unsafeGObjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gobject) }

    /// Whether the GObject's qdata currently holds a strong Swift reference.
    fileprivate var heldByGObject = false

    enum Ownership {
        /// A new object from a constructor: floating (sunk here) or a full reference.
        case owned
        /// A pointer somebody else owns: the wrapper adds a reference of its own.
        case borrowed
    }

    /// Wraps `pointer`, which must not have a Swift wrapper yet (constructors
    /// guarantee that; use `Object.wrap` for pointers of unknown origin).
    init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        gobject = pointer.assumingMemoryBound(to: GObject.self)
        adopt(ownership)
    }

    /// A new instance of `type` (a wrapper's `gtype`), for Swift subclasses of
    /// stock widgets: `super.init(newInstanceOf: Button.gtype)`.
    init(newInstanceOf type: GType, properties: KeyValuePairs<String, Value> = [:]) {
        gobject = Value.newObject(type, properties: properties).assumingMemoryBound(to: GObject.self)
        adopt(.owned)
    }

    private func adopt(_ ownership: Ownership) {
        let object = gobject
        precondition(g_object_get_qdata(object, WrapperKey.quark) == nil,
                     "\(Object.typeName(of: object)) already has a Swift wrapper; use Object.wrap")
        switch ownership {
        case .owned:
            if g_object_is_floating(object) != 0 { g_object_ref_sink(object) }
        case .borrowed:
            g_object_ref(object)
        }
        if wrapperThread == nil { wrapperThread = pthread_self() }
        // Hold the Swift side strongly until GLib says the toggle reference is the last one.
        heldByGObject = true
        let me = Unmanaged.passRetained(self)
        g_object_set_qdata(object, WrapperKey.quark, me.toOpaque())
        g_object_add_toggle_ref(object, toggleNotify, nil)
        g_object_unref(object)
        LiveObjects.count += 1
    }

    /// Wraps a new object from GTK's C API, for a class of an app's own made on ``Widget`` or
    /// ``Object``: `self.init(unsafePointer: gtk_calendar_new(), ownership: .transferred)`.
    /// The object must have no wrapper yet (a constructor's result has none); for a pointer
    /// of unknown origin use ``Object/wrap(unsafePointer:ownership:)``. Stops with a message
    /// when the pointer is null (a constructor that failed) or no GObject.
    public init(unsafePointer: UnsafeMutableRawPointer?, ownership: PointerOwnership) {
        guard let unsafePointer else { fatalError("GTK gave no object to wrap") }
        precondition(Object.isGObject(unsafePointer), "not a GObject")
        gobject = unsafePointer.assumingMemoryBound(to: GObject.self)
        adopt(ownership == .transferred ? .owned : .borrowed)
    }

    /// `init(unsafePointer:ownership:)` (raw pointer) for a typed C pointer (`GtkWidget *`).
    public init<CType>(unsafePointer: UnsafeMutablePointer<CType>?, ownership: PointerOwnership) {
        guard let unsafePointer, Object.isGObject(UnsafeMutableRawPointer(unsafePointer)) else {
            fatalError("GTK gave no object to wrap")
        }
        gobject = UnsafeMutableRawPointer(unsafePointer).assumingMemoryBound(to: GObject.self)
        adopt(ownership == .transferred ? .owned : .borrowed)
    }

    /// `init(unsafePointer:ownership:)` (raw pointer) for a C pointer Swift sees as opaque.
    public init(unsafePointer: OpaquePointer?, ownership: PointerOwnership) {
        guard let unsafePointer, Object.isGObject(UnsafeMutableRawPointer(unsafePointer)) else {
            fatalError("GTK gave no object to wrap")
        }
        gobject = UnsafeMutableRawPointer(unsafePointer).assumingMemoryBound(to: GObject.self)
        adopt(ownership == .transferred ? .owned : .borrowed)
    }

    /// Wraps a new object returned as an opaque C pointer.
    convenience init(_ pointer: OpaquePointer?, ownership: Ownership) {
        guard let pointer else { fatalError("GTK returned no object to wrap") }
        self.init(UnsafeMutableRawPointer(pointer), ownership: ownership)
    }

    /// The instance as whichever C type the GTK call expects (inferred at the call).
    @inline(__always)
    func pointer<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: T.self)
    }

    /// The instance for GTK calls whose C type Swift sees as opaque.
    @inline(__always)
    func pointer() -> OpaquePointer { OpaquePointer(gobject) }

    deinit {
        // Only reachable once GTK holds no other reference (see the rule above).
        g_object_set_qdata(gobject, WrapperKey.quark, nil)
        g_object_remove_toggle_ref(gobject, toggleNotify, nil)
        MainActor.assumeIsolated { LiveObjects.count -= 1 }
    }

    /// The GType of the wrapped instance.
    var instanceType: GType { cgtk_instance_type(gobject) }

    /// The GType a wrapper class stands for; subclasses override it.
    class var gtype: GType { g_object_get_type() }

    /// The wrapper of `pointer`: the existing one, or a new one of the most
    /// specific class this module knows for its GType.
    static func wrap(_ pointer: UnsafeMutableRawPointer) -> Object {
        let object = pointer.assumingMemoryBound(to: GObject.self)
        if let existing = existingWrapper(of: object) { return existing }
        return TypeRegistry.makeWrapper(borrowing: object)
    }

    /// Like `wrap(_:)` for an optional pointer, checked against `type`.
    static func wrap<T: Object>(_ pointer: UnsafeMutableRawPointer?, as type: T.Type) -> T? {
        guard let pointer else { return nil }
        return wrap(pointer).cast(to: type)
    }

    static func existingWrapper(of object: UnsafeMutablePointer<GObject>) -> Object? {
        guard let raw = g_object_get_qdata(object, WrapperKey.quark) else { return nil }
        return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
    }

    /// A checked cast: stops with a message naming both types when the
    /// instance is not a `T`.
    public func cast<T: Object>(to type: T.Type) -> T {
        guard g_type_is_a(instanceType, T.gtype) != 0 else { fatalError(Object.castFailureMessage(from: self, to: type)) }
        guard let typed = self as? T else {
            fatalError("The \(Object.typeName(of: gobject)) is wrapped as \(Swift.type(of: self)), not \(T.self)")
        }
        return typed
    }

    /// What a failed cast says: both types by their GType names.
    static func castFailureMessage<T: Object>(from object: Object, to type: T.Type) -> String {
        "Cannot cast a \(object.typeName) to \(String(cString: g_type_name(T.gtype)))"
    }

    /// The cast as a question: nil when the instance is not a `T`.
    public func `as`<T: Object>(_ type: T.Type) -> T? {
        guard g_type_is_a(instanceType, T.gtype) != 0 else { return nil }
        return self as? T
    }

    /// The GObject type's name, such as `"GtkButton"` or a component's own.
    public var typeName: String { Object.typeName(of: gobject) }

    nonisolated static func typeName(of object: UnsafeMutablePointer<GObject>) -> String {
        String(cString: g_type_name(cgtk_instance_type(object)))
    }

    /// Calls `body` when the GObject is finalized (for lifetime tests and caches).
    public func onFinalize(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(FinalizeBox(body)).toOpaque()
        g_object_weak_ref(gobject, { data, _ in
            guard let data else { return }
            let box = Unmanaged<FinalizeBox>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { box.body() }
        }, box)
    }
}

private final class FinalizeBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

enum WrapperKey {
    // g_quark_from_string copies the name: a Swift string passed as a C string lives only for the call.
    static let quark: GQuark = g_quark_from_string("swift-gtk-wrapper")
}

/// The thread wrappers are made on (the main one, GTK's): set as the first is made.
nonisolated(unsafe) private var wrapperThread: pthread_t?

/// GLib calls this when the toggle reference becomes the last one or stops being it.
private let toggleNotify: GToggleNotify = { _, object, isLastRef in
    guard let object else { return }
    if let thread = wrapperThread, pthread_equal(pthread_self(), thread) == 0 {
        // A reference taken or dropped on another thread: GSettings' backend refs each GSettings
        // it signals a change to on its worker. The hold is settled on the main thread from the
        // count then; this reference keeps the object until then (and its release, made there,
        // settles the hold again when it was the last but the toggle one).
        g_object_ref(object)
        let address = UInt(bitPattern: object)
        DispatchQueue.main.async {
            guard let object = UnsafeMutablePointer<GObject>(bitPattern: address) else { return }
            MainActor.assumeIsolated { settleHold(object, isLastRef: Int(object.pointee.ref_count) - 1 <= 1) }
            g_object_unref(object)
        }
        return
    }
    nonisolated(unsafe) let instance = object
    MainActor.assumeIsolated { settleHold(instance, isLastRef: isLastRef != 0) }
}

/// Holds the wrapper of `object` strongly while GTK also holds the object, weakly once the
/// toggle reference is the last one.
@MainActor
private func settleHold(_ object: UnsafeMutablePointer<GObject>, isLastRef: Bool) {
    guard let raw = g_object_get_qdata(object, WrapperKey.quark) else { return }
    let wrapper = Unmanaged<Object>.fromOpaque(raw)
    let swiftObject = wrapper.takeUnretainedValue()
    if isLastRef {
        guard swiftObject.heldByGObject else { return }
        swiftObject.heldByGObject = false
        wrapper.release()
    } else {
        guard !swiftObject.heldByGObject else { return }
        swiftObject.heldByGObject = true
        _ = wrapper.retain()
    }
}
