internal import CGtk

/// The types of action parameters this module uses.
public enum VariantType: String, Sendable {
    /// A boolean.
    case bool = "b"
    /// A string.
    case string = "s"
    /// A 32-bit integer.
    case int32 = "i"

    func withPointer<R>(_ body: (OpaquePointer?) -> R) -> R {
        let type = g_variant_type_new(rawValue)
        defer { g_variant_type_free(type) }
        return body(type)
    }
}
