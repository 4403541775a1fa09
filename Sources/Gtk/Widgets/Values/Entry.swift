internal import CGtk

/// A `GtkEntry`: one line of text the person types.
@MainActor
public final class Entry: Widget {
    override class var gtype: GType { gtk_entry_get_type() }

    /// A field holding `text`, showing `placeholder` in grey while it is empty.
    public convenience init(text: String = "", placeholder: String? = nil) {
        self.init(gtk_entry_new(), ownership: .owned)
        self.text = text
        if let placeholder { self.placeholder = placeholder }
    }

    /// What the field holds; setting it moves no focus and emits `changed`.
    public var text: String {
        get { String(cString: gtk_editable_get_text(pointer())) }
        set { gtk_editable_set_text(pointer(), newValue) }
    }

    /// The grey hint shown while the field is empty, which also names it for screen readers.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(pointer()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(pointer(), newValue) }
    }

    /// The most characters the field takes; 0 for no limit.
    public var maximumLength: Int {
        get { Int(gtk_entry_get_max_length(pointer())) }
        set { gtk_entry_set_max_length(pointer(), Int32(newValue)) }
    }

    /// Whether the person can change the text.
    public var isEditable: Bool {
        get { gtk_editable_get_editable(pointer()) != 0 }
        set { gtk_editable_set_editable(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` after every change of the text, typed or set.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("changed", body) }

    /// Calls `body` when the person presses Enter in the field.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("activate", body) }
}
