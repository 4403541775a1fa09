internal import CGtk

/// A `GtkSearchEntry`: a text field for a search, with its magnifier and clear icons, that
/// reports what is typed a moment after the typing stops ("search-changed").
@MainActor
public final class SearchEntry: Widget {
    override class var gtype: GType { gtk_search_entry_get_type() }

    /// An empty search field.
    public convenience init() { self.init(gtk_search_entry_new(), ownership: .owned) }

    /// What the field holds.
    public var text: String {
        get { String(cString: gtk_editable_get_text(pointer())) }
        set { gtk_editable_set_text(pointer(), newValue) }
    }

    /// Sets the grey hint shown while the field is empty ("Search").
    public func setPlaceholderText(_ text: String) { setProperty("placeholder-text", .string(text)) }

    /// Runs `body` after the text changed and typing paused (GTK waits 150 ms).
    @discardableResult
    public func onSearchChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("search-changed", body) }

    /// Runs `body` when the person asks to stop searching (Escape in the field).
    @discardableResult
    public func onStopSearch(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("stop-search", body) }
}
