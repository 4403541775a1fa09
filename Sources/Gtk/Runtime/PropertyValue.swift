internal import CGtk

/// A Swift value that goes in and out of a GObject property or a signal's argument by name:
/// `Bool`, `Int`, `UInt`, `Int32`, `UInt32`, `Double`, `Float`, `String` (optional or not)
/// and any wrapped ``Object``. A number fits any numeric property, an enumeration's or a
/// flags' included (their C value); an object fits a property of its class or a parent's.
///
/// The conformances are this module's: the conversions follow the property's own GType, which
/// only GLib's C API can read.
public protocol PropertyValue {}

extension Bool: PropertyValue {}
extension Int: PropertyValue {}
extension UInt: PropertyValue {}
extension Int32: PropertyValue {}
extension UInt32: PropertyValue {}
extension Double: PropertyValue {}
extension Float: PropertyValue {}
extension String: PropertyValue {}
extension Object: PropertyValue {}
extension Optional: PropertyValue where Wrapped: PropertyValue {}

/// Conversions between Swift values and GValues of whatever type a property declares.
@MainActor
enum GValueConversion {
    /// Writes `value` into `gvalue`, already initialised with the property's type; nil when it
    /// fits, else why not.
    static func store(_ value: any PropertyValue, into gvalue: UnsafeMutablePointer<GValue>) -> String? {
        let type = gvalue.pointee.g_type
        let fundamental = cgtk_fundamental_type(type)
        if let optional = value as? any OptionalPropertyValue {
            guard let wrapped = optional.wrappedPropertyValue else {
                guard fundamental == gstring_type() || fundamental == gobject_type() else { return "nil fits no \(name(of: type))" }
                return nil // a new GValue of a string or an object holds NULL already
            }
            return store(wrapped, into: gvalue)
        }
        switch fundamental {
        case gboolean_type():
            guard let flag = value as? Bool else { break }
            g_value_set_boolean(gvalue, flag ? 1 : 0)
            return nil
        case gstring_type():
            guard let text = value as? String else { break }
            g_value_set_string(gvalue, text)
            return nil
        case gobject_type():
            guard let object = value as? Object else { break }
            guard g_type_is_a(object.instanceType, type) != 0 else { return "a \(object.typeName) is no \(name(of: type))" }
            g_value_set_object(gvalue, object.gobject)
            return nil
        case gfloat_type(), gdouble_type():
            guard let number = real(value) else { break }
            if fundamental == gfloat_type() { g_value_set_float(gvalue, Float(number)) } else { g_value_set_double(gvalue, number) }
            return nil
        default:
            guard let number = integer(value) else { break }
            return storeInteger(number, fundamental: fundamental, into: gvalue)
        }
        return "a \(Swift.type(of: value)) does not fit a \(name(of: type))"
    }

    private static func storeInteger(_ number: Int64, fundamental: GType, into gvalue: UnsafeMutablePointer<GValue>) -> String? {
        switch fundamental {
        case gint_type(), genum_type():
            guard let small = Int32(exactly: number) else { return "\(number) is out of range" }
            if fundamental == genum_type() { g_value_set_enum(gvalue, small) } else { g_value_set_int(gvalue, small) }
        case guint_type(), gflags_type():
            guard let small = UInt32(exactly: number) else { return "\(number) is out of range" }
            if fundamental == gflags_type() { g_value_set_flags(gvalue, small) } else { g_value_set_uint(gvalue, small) }
        case glong_type(): g_value_set_long(gvalue, Int(number))
        case gulong_type():
            guard let unsigned = UInt(exactly: number) else { return "\(number) is out of range" }
            g_value_set_ulong(gvalue, unsigned)
        case gint64_type(): g_value_set_int64(gvalue, gint64(number))
        case guint64_type():
            guard let unsigned = UInt64(exactly: number) else { return "\(number) is out of range" }
            g_value_set_uint64(gvalue, guint64(unsigned))
        case gchar_type():
            guard let small = Int8(exactly: number) else { return "\(number) is out of range" }
            g_value_set_schar(gvalue, small)
        case guchar_type():
            guard let small = UInt8(exactly: number) else { return "\(number) is out of range" }
            g_value_set_uchar(gvalue, small)
        default:
            return "a \(name(of: gvalue.pointee.g_type)) takes no number"
        }
        return nil
    }

    /// The value `gvalue` holds as a `V`, or nil when it is no `V`.
    static func load<V: PropertyValue>(_ gvalue: UnsafePointer<GValue>, as type: V.Type) -> V? {
        let fundamental = cgtk_fundamental_type(gvalue.pointee.g_type)
        let mutableValue = UnsafeMutablePointer(mutating: gvalue)
        if V.self == Bool.self {
            guard fundamental == gboolean_type() else { return nil }
            return (g_value_get_boolean(gvalue) != 0) as? V
        }
        if V.self == String.self || V.self == String?.self {
            guard fundamental == gstring_type() else { return nil }
            let text = g_value_get_string(gvalue).map { String(cString: $0) }
            return V.self == String.self ? text as? V : Optional(text) as? V
        }
        if V.self is Object.Type {
            guard fundamental == gobject_type(), let object = g_value_get_object(gvalue) else { return nil }
            return Object.wrap(object) as? V
        }
        if V.self == Double.self || V.self == Float.self {
            let number: Double
            switch fundamental {
            case gdouble_type(): number = g_value_get_double(gvalue)
            case gfloat_type(): number = Double(g_value_get_float(gvalue))
            default:
                guard let whole = loadInteger(mutableValue, fundamental: fundamental) else { return nil }
                number = Double(whole)
            }
            return (V.self == Double.self ? number as Any : Float(number) as Any) as? V
        }
        guard let whole = loadInteger(mutableValue, fundamental: fundamental) else { return nil }
        switch V.self {
        case is Int.Type: return Int(exactly: whole) as? V
        case is UInt.Type: return UInt(exactly: whole) as? V
        case is Int32.Type: return Int32(exactly: whole) as? V
        case is UInt32.Type: return UInt32(exactly: whole) as? V
        default: return nil
        }
    }

    private static func loadInteger(_ gvalue: UnsafeMutablePointer<GValue>, fundamental: GType) -> Int64? {
        switch fundamental {
        case gint_type(): Int64(g_value_get_int(gvalue))
        case guint_type(): Int64(g_value_get_uint(gvalue))
        case genum_type(): Int64(g_value_get_enum(gvalue))
        case gflags_type(): Int64(g_value_get_flags(gvalue))
        case glong_type(): Int64(g_value_get_long(gvalue))
        case gulong_type(): Int64(exactly: g_value_get_ulong(gvalue))
        case gint64_type(): Int64(g_value_get_int64(gvalue))
        case guint64_type(): Int64(exactly: g_value_get_uint64(gvalue))
        case gchar_type(): Int64(g_value_get_schar(gvalue))
        case guchar_type(): Int64(g_value_get_uchar(gvalue))
        default: nil
        }
    }

    private static func integer(_ value: any PropertyValue) -> Int64? {
        switch value {
        case let number as Int: Int64(number)
        case let number as UInt: Int64(exactly: number)
        case let number as Int32: Int64(number)
        case let number as UInt32: Int64(number)
        default: nil
        }
    }

    private static func real(_ value: any PropertyValue) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        default: integer(value).map(Double.init)
        }
    }

    static func name(of type: GType) -> String { String(cString: g_type_name(type)) }
}

/// An optional seen without its wrapped type, so `nil` can be told from a value.
protocol OptionalPropertyValue {
    var wrappedPropertyValue: (any PropertyValue)? { get }
}

extension Optional: OptionalPropertyValue where Wrapped: PropertyValue {
    var wrappedPropertyValue: (any PropertyValue)? { self.map { $0 as any PropertyValue } }
}
