internal import CGtk

/// Any property by name, for what the wrapper has no Swift property for:
/// `calendar.setProperty("show-week-numbers", true)`, `label.property("max-width-chars", as: Int.self)`.
extension Object {
    /// Whether the object's class has a property called `name`.
    public func hasProperty(_ name: String) -> Bool { propertySpec(name) != nil }

    /// Sets the property `name` to `value`, converted to the property's own type (a number fits
    /// an enumeration's or a flags' property as its C value; `nil` fits a string or an object).
    /// Stops with a message when the object has no such property or the value does not fit,
    /// as connecting to a missing signal does: a misspelt name is a mistake in the code.
    public func setProperty(_ name: String, _ value: some PropertyValue) {
        guard let spec = propertySpec(name) else { preconditionFailure("\(typeName) has no property \"\(name)\"") }
        var gvalue = GValue()
        g_value_init(&gvalue, spec.pointee.value_type)
        defer { g_value_unset(&gvalue) }
        if let problem = GValueConversion.store(value, into: &gvalue) {
            preconditionFailure("\(typeName).\(name): \(problem)")
        }
        g_object_set_property(gobject, name, &gvalue)
    }

    /// The property `name` as a `V`; nil when the object has no such property or its value is
    /// no `V` (an unset object property, a negative number asked for as `UInt`).
    public func property<V: PropertyValue>(_ name: String, as type: V.Type = V.self) -> V? {
        guard let spec = propertySpec(name) else { return nil }
        var gvalue = GValue()
        g_value_init(&gvalue, spec.pointee.value_type)
        defer { g_value_unset(&gvalue) }
        g_object_get_property(gobject, name, &gvalue)
        return GValueConversion.load(&gvalue, as: type)
    }

    func propertySpec(_ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        g_object_class_find_property(cgtk_object_class(gobject), name)
    }
}
