internal import CGtk

/// A `GtkTextView`: text of many lines, edited in place (put it in a ``ScrolledWindow``).
@MainActor
public final class TextView: Widget {
    override class var gtype: GType { gtk_text_view_get_type() }

    /// An empty text view with a buffer of its own, wrapping between words.
    public convenience init(text: String = "") {
        self.init(gtk_text_view_new(), ownership: .owned)
        gtk_text_view_set_wrap_mode(pointer(), GTK_WRAP_WORD_CHAR)
        buffer.text = text
    }

    /// The buffer holding the text.
    public var buffer: TextBuffer {
        get {
            guard let buffer = Object.wrap(UnsafeMutableRawPointer(gtk_text_view_get_buffer(pointer())), as: TextBuffer.self) else {
                fatalError("GtkTextView without a buffer")
            }
            return buffer
        }
        set { gtk_text_view_set_buffer(pointer(), newValue.pointer()) }
    }

    /// The text, read and written through the buffer.
    public var text: String {
        get { buffer.text }
        set { buffer.text = newValue }
    }

    /// Whether the person can change the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(pointer()) != 0 }
        set { gtk_text_view_set_editable(pointer(), newValue ? 1 : 0) }
    }

    /// Whether text wraps at the view's edge (between words) or runs on.
    public var wraps: Bool {
        get { gtk_text_view_get_wrap_mode(pointer()) != GTK_WRAP_NONE }
        set { gtk_text_view_set_wrap_mode(pointer(), newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE) }
    }

    /// Calls `body` after every change of the text, typed or set.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { buffer.onChanged(body) }
}
