internal import CGtk

/// UI described in `.ui` files, from the file system or from a registered GResource bundle
/// (``Resources/register(bundleAt:)``), as GNOME apps ship them.
extension Builder {
    /// Builds the objects of the `.ui` file at `path`; throws GTK's message when it cannot.
    public convenience init(file path: String) throws {
        self.init(gtk_builder_new(), ownership: .owned)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(pointer(), path, &error) != 0 else { throw GLibError(taking: error, context: path) }
    }

    /// Builds the objects of the `.ui` file at `path` in a registered resource bundle
    /// (`/org/example/App/window.ui`); throws GTK's message when it cannot.
    public convenience init(resource path: String) throws {
        self.init(gtk_builder_new(), ownership: .owned)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_resource(pointer(), path, &error) != 0 else { throw GLibError(taking: error, context: path) }
    }
}
