internal import CGtk

/// A `GtkBuilder` for UI described in XML (the shortcuts window is only built that way).
@MainActor
public final class Builder: Object {
    override class var gtype: GType { gtk_builder_get_type() }

    /// Parses `xml`; throws GTK's message when it is not valid UI XML.
    public convenience init(xml: String) throws {
        self.init(gtk_builder_new(), ownership: .owned)
        var error: UnsafeMutablePointer<GError>? = nil
        guard gtk_builder_add_from_string(pointer(), xml, -1, &error) != 0 else {
            throw GLibError(taking: error, context: "UI description")
        }
    }

    /// The object with `id`, checked to be a `T`.
    public func object<T: Object>(_ id: String, as type: T.Type) -> T? {
        Object.wrap(gtk_builder_get_object(pointer(), id).map { UnsafeMutableRawPointer($0) }, as: type)
    }
}
