internal import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    override class var gtype: GType { gtk_label_get_type() }

    /// A label showing `text`.
    public convenience init(_ text: String = "") {
        self.init(gtk_label_new(text), ownership: .owned)
        // An empty label has no name of its own; GTK 4.8 would read it as "GtkLabel".
        // Text set later names it as usual.
        if text.isEmpty { setAccessibleLabel("") }
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(pointer())) }
        set { gtk_label_set_text(pointer(), newValue) }
    }

    /// Shows `markup` (Pango markup: `<b>`, `<i>`, `<span>`); `&`, `<` and `>` in text must be escaped.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(pointer(), markup) }

    /// Horizontal placement of the text, 0 = start, 1 = end (mirrored in right-to-left).
    public var xalign: Float {
        get { gtk_label_get_xalign(pointer()) }
        set { gtk_label_set_xalign(pointer(), newValue) }
    }

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(pointer()) != 0 }
        set { gtk_label_set_wrap(pointer(), newValue ? 1 : 0) }
    }

    /// Where a wrapping label may break its lines.
    public enum WrapMode: Sendable {
        /// Between words only: a long word (a path) stays whole and widens the label.
        case word
        /// Between words, and inside a word too long for a line.
        case wordOrCharacter
    }

    /// Where wrapped text may break: between words, anywhere, or both.
    public var wrapMode: WrapMode {
        get { gtk_label_get_wrap_mode(pointer()) == PANGO_WRAP_WORD_CHAR ? .wordOrCharacter : .word }
        set { gtk_label_set_wrap_mode(pointer(), newValue == .wordOrCharacter ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// Where text that does not fit is cut short with an ellipsis.
    public var ellipsize: EllipsizeMode {
        get { EllipsizeMode(gtk_label_get_ellipsize(pointer())) }
        set { gtk_label_set_ellipsize(pointer(), newValue.pango) }
    }

    /// The width the label asks for, in characters (-1 for its text's width).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(pointer())) }
        set { gtk_label_set_max_width_chars(pointer(), Int32(newValue)) }
    }

    /// How many lines an ellipsized, wrapping label shows at most (-1 for no limit).
    public var lines: Int {
        get { Int(gtk_label_get_lines(pointer())) }
        set { gtk_label_set_lines(pointer(), Int32(newValue)) }
    }

    /// How the lines of a wrapped label line up with each other.
    public var justification: Justification {
        get { Justification(gtk_label_get_justify(pointer())) }
        set { gtk_label_set_justify(pointer(), newValue.gtk) }
    }
}
