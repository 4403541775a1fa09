internal import CGtk

/// A `GtkStringList`: a list model of strings (ids that look up Swift data).
@MainActor
public final class StringList: Object {
    override class var gtype: GType { gtk_string_list_get_type() }

    /// A list holding `strings`.
    public convenience init(_ strings: [String] = []) {
        self.init(UnsafeMutableRawPointer(gtk_string_list_new(nil)), ownership: .owned)
        replaceAll(with: strings)
    }

    var listModelPointer: OpaquePointer { pointer() }

    /// How many strings the list holds.
    public var count: Int { Int(g_list_model_get_n_items(listModelPointer)) }

    /// The string at `index`, or nil when `index` is out of range.
    public func string(at index: Int) -> String? {
        gtk_string_list_get_string(pointer(), guint(index)).map { String(cString: $0) }
    }

    /// Adds `string` at the end.
    public func append(_ string: String) { gtk_string_list_append(pointer(), string) }

    /// Removes the string at `index`.
    public func remove(at index: Int) { gtk_string_list_remove(pointer(), guint(index)) }

    /// Replaces every item in one change, so a list view updates once.
    public func replaceAll(with strings: [String]) {
        var cStrings: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_string_list_splice(pointer(), 0, guint(count), &cStrings)
    }
}
