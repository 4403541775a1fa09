internal import CGtk

/// A `GtkTextBuffer`: the text a ``TextView`` shows and edits.
@MainActor
public final class TextBuffer: Object {
    override class var gtype: GType { gtk_text_buffer_get_type() }

    /// An empty buffer.
    public convenience init() { self.init(UnsafeMutableRawPointer(gtk_text_buffer_new(nil)), ownership: .owned) }

    /// The whole text.
    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(pointer(), &start, &end)
            guard let text = gtk_text_buffer_get_text(pointer(), &start, &end, 0) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { gtk_text_buffer_set_text(pointer(), newValue, -1) }
    }

    /// How many lines the text has (an empty text has one).
    public var lineCount: Int { Int(gtk_text_buffer_get_line_count(pointer())) }

    /// Calls `body` after every change of the text.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("changed", body) }
}
