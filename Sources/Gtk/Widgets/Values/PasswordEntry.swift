internal import CGtk

/// A `GtkPasswordEntry`: a field whose text is shown as dots, with an eye icon to peek.
@MainActor
public final class PasswordEntry: Widget {
    override class var gtype: GType { gtk_password_entry_get_type() }

    /// An empty password field, with the icon that shows the text while pressed.
    public convenience init(placeholder: String? = nil) {
        self.init(gtk_password_entry_new(), ownership: .owned)
        showsPeekIcon = true
        if let placeholder { setProperty("placeholder-text", placeholder) }
    }

    /// What the field holds.
    public var text: String {
        get { String(cString: gtk_editable_get_text(pointer())) }
        set { gtk_editable_set_text(pointer(), newValue) }
    }

    /// Whether the eye icon that reveals the text is shown.
    public var showsPeekIcon: Bool {
        get { gtk_password_entry_get_show_peek_icon(pointer()) != 0 }
        set { gtk_password_entry_set_show_peek_icon(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` after every change of the text.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("changed", body) }

    /// Calls `body` when the person presses Enter in the field.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("activate", body) }
}
