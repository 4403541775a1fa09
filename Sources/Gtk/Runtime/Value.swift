internal import CGtk

/// The few GValue kinds this module passes to GObject properties.
enum Value {
    case bool(Bool)
    case int(Int32)
    case double(Double)
    case string(String?)
    case enumeration(GType, Int32)

    /// Runs `body` with an initialised GValue, unset afterwards.
    func withGValue<R>(_ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        var value = GValue()
        switch self {
        case let .bool(flag):
            g_value_init(&value, gboolean_type()); g_value_set_boolean(&value, flag ? 1 : 0)
        case let .int(number):
            g_value_init(&value, gint_type()); g_value_set_int(&value, number)
        case let .double(number):
            g_value_init(&value, gdouble_type()); g_value_set_double(&value, number)
        case let .string(text):
            g_value_init(&value, gstring_type()); g_value_set_string(&value, text)
        case let .enumeration(type, raw):
            g_value_init(&value, type); g_value_set_enum(&value, raw)
        }
        defer { g_value_unset(&value) }
        return body(&value)
    }

    /// `g_object_new` with named construct properties (Swift cannot call the variadic one).
    static func newObject(_ type: GType, properties: KeyValuePairs<String, Value>) -> UnsafeMutableRawPointer {
        var names: [UnsafePointer<CChar>?] = []
        var values: [GValue] = []
        let cNames = properties.map { strdup($0.key) }
        defer { cNames.forEach { free($0) } }
        for (index, property) in properties.enumerated() {
            names.append(UnsafePointer(cNames[index]))
            var value = GValue()
            property.value.withGValue { g_value_init(&value, $0.pointee.g_type); g_value_copy($0, &value) }
            values.append(value)
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        guard let object = g_object_new_with_properties(type, guint(names.count), &names, &values) else {
            fatalError("g_object_new failed for \(String(cString: g_type_name(type)))")
        }
        return UnsafeMutableRawPointer(object)
    }
}

extension Object {
    /// Sets a GObject property by name.
    func setProperty(_ name: String, _ value: Value) {
        value.withGValue { g_object_set_property(gobject, name, $0) }
    }

    /// Reads a boolean property by name.
    public func boolProperty(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, gboolean_type())
        defer { g_value_unset(&value) }
        g_object_get_property(gobject, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Reads a string property by name.
    public func stringProperty(_ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, gstring_type())
        defer { g_value_unset(&value) }
        g_object_get_property(gobject, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// Reads an enumeration property by name as its number; nil when the object has no such
    /// property (one that a newer GTK added) or it is not an enumeration.
    func enumProperty(_ name: String) -> Int32? {
        guard let type = enumPropertyType(name) else { return nil }
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(gobject, name, &value)
        return g_value_get_enum(&value)
    }

    /// Sets an enumeration property by name to `number`; does nothing when the object has no
    /// such property.
    func setEnumProperty(_ name: String, _ number: Int32) {
        guard let type = enumPropertyType(name) else { return }
        setProperty(name, .enumeration(type, number))
    }

    private func enumPropertyType(_ name: String) -> GType? {
        let typeClass = UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class
        guard let typeClass,
              let spec = g_object_class_find_property(UnsafeMutableRawPointer(typeClass).assumingMemoryBound(to: GObjectClass.self), name),
              g_type_is_a(spec.pointee.value_type, genum_type()) != 0 else { return nil }
        return spec.pointee.value_type
    }
}
