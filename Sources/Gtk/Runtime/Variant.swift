internal import CGtk

/// An immutable `GVariant`: action parameters and states, menu attributes.
public final class Variant: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Takes a new variant: a floating one (from a constructor) is sunk, a full
    /// reference (a transfer-full getter's, like `g_action_get_state`) is kept
    /// as it is; `g_variant_ref_sink` would add a second, leaked, reference to it.
    init(taking pointer: OpaquePointer) { self.pointer = g_variant_take_ref(pointer) }
    /// Adds a reference to a borrowed variant.
    init(borrowing pointer: OpaquePointer) { self.pointer = g_variant_ref(pointer) }
    deinit { g_variant_unref(pointer) }

    /// A boolean variant (type `b`).
    public convenience init(_ value: Bool) { self.init(taking: g_variant_new_boolean(value ? 1 : 0)) }
    /// A string variant (type `s`).
    public convenience init(_ value: String) { self.init(taking: g_variant_new_string(value)) }
    /// A 32-bit integer variant (type `i`).
    public convenience init(_ value: Int32) { self.init(taking: g_variant_new_int32(value)) }

    /// The variant's type string: "b", "s", "i"…
    public var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    /// The value, if this is a boolean variant; nil otherwise.
    public var bool: Bool? { typeString == "b" ? g_variant_get_boolean(pointer) != 0 : nil }
    /// The value, if this is a string variant; nil otherwise.
    public var string: String? { typeString == "s" ? String(cString: g_variant_get_string(pointer, nil)) : nil }
    /// The value, if this is a 32-bit integer variant; nil otherwise.
    public var int32: Int32? { typeString == "i" ? g_variant_get_int32(pointer) : nil }
    /// The value, if this is an unsigned 32-bit integer variant; nil otherwise.
    public var uint32: UInt32? { typeString == "u" ? g_variant_get_uint32(pointer) : nil }
}

extension Variant: Equatable {
    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        g_variant_equal(UnsafeRawPointer(lhs.pointer), UnsafeRawPointer(rhs.pointer)) != 0
    }
}
