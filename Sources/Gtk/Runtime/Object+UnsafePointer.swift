internal import CGtk

/// Who owns the reference a C pointer comes with, as GTK's documentation says of each call.
public enum PointerOwnership: Sendable {
    /// The pointer's reference passes to the wrapper: a constructor's result (a floating
    /// reference, which is sunk) or a call documented "transfer full".
    case transferred
    /// The reference stays with whoever gave the pointer ("transfer none": a getter's result,
    /// a signal's argument): the wrapper takes one of its own.
    case borrowed
}

/// The way back in: any GObject pointer from GTK's C API becomes a Swift wrapper, with the
/// ownership rules every wrapper follows (see ``Object``).
extension Object {
    nonisolated static func isGObject(_ pointer: UnsafeMutableRawPointer) -> Bool {
        g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), gobject_type()) != 0
    }

    /// The wrapper of a `GObject *` from GTK's C API: the one it has already, or a new one of
    /// the most specific class known for its type (a ``Label`` for a `GtkLabel`, an app's
    /// class registered with ``Object/registerWrapper(_:forTypeNamed:make:)``, else the
    /// nearest stock parent such as ``Widget``).
    public static func wrap(unsafePointer: UnsafeMutableRawPointer, ownership: PointerOwnership) -> Object {
        let object = unsafePointer.assumingMemoryBound(to: GObject.self)
        precondition(isGObject(unsafePointer), "not a GObject")
        // A transferred floating reference is sunk first, so that dropping it below is exact.
        if ownership == .transferred, g_object_is_floating(object) != 0 { g_object_ref_sink(object) }
        let wrapper = existingWrapper(of: object) ?? TypeRegistry.makeWrapper(borrowing: object)
        if ownership == .transferred { g_object_unref(object) }
        return wrapper
    }

    /// ``Object/wrap(unsafePointer:ownership:)`` checked against `type`: nil for a null
    /// pointer or an object that is no `T` (a transferred reference is released either way).
    public static func wrap<T: Object>(unsafePointer: UnsafeMutableRawPointer?, ownership: PointerOwnership,
                                       as type: T.Type) -> T? {
        guard let unsafePointer else { return nil }
        return wrap(unsafePointer: unsafePointer, ownership: ownership) as? T
    }

    /// `wrap(unsafePointer:ownership:as:)` (raw pointer) for a typed C pointer (`GtkWidget *`).
    public static func wrap<T: Object, CType>(unsafePointer: UnsafeMutablePointer<CType>?, ownership: PointerOwnership,
                                              as type: T.Type) -> T? {
        wrap(unsafePointer: unsafePointer.map { UnsafeMutableRawPointer($0) }, ownership: ownership, as: type)
    }

    /// `wrap(unsafePointer:ownership:as:)` (raw pointer) for a C pointer Swift sees as opaque.
    public static func wrap<T: Object>(unsafePointer: OpaquePointer?, ownership: PointerOwnership, as type: T.Type) -> T? {
        wrap(unsafePointer: unsafePointer.map { UnsafeMutableRawPointer($0) }, ownership: ownership, as: type)
    }

    /// Makes `make` the wrapper of every object whose GType is called `name` (or derives from
    /// it, unless a nearer type has a wrapper), so that pointers GTK hands out (a parent, a
    /// builder's object, a signal's argument) come back as the app's class. `make` gets a
    /// borrowed pointer: `{ Calendar(unsafePointer: $0, ownership: .borrowed) }`.
    public static func registerWrapper<T: Object>(_ type: T.Type, forTypeNamed name: String,
                                                  make: @escaping @MainActor (UnsafeMutableRawPointer) -> T) {
        TypeRegistry.register(typeNamed: name) { make(UnsafeMutableRawPointer($0)) }
    }
}
