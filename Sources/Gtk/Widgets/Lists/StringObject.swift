internal import CGtk

/// One item of a `StringList`, as a list item hands it out.
@MainActor
public final class StringObject: Object {
    override class var gtype: GType { gtk_string_object_get_type() }
    /// The string the item holds.
    public var string: String { String(cString: gtk_string_object_get_string(pointer())) }
}
