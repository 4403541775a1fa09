internal import CGtk

/// A `GtkToggleButton`: a button that stays pressed.
@MainActor
public final class ToggleButton: Button {
    override class var gtype: GType { gtk_toggle_button_get_type() }

    /// A toggle button showing `label`.
    public convenience init(label: String) {
        self.init(gtk_toggle_button_new_with_label(label), ownership: .owned)
    }

    /// Whether the button is pressed in; setting it emits `toggled`.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer()) != 0 }
        set { gtk_toggle_button_set_active(pointer(), newValue ? 1 : 0) }
    }

    /// Calls `body` whenever the button is toggled, by the person or by `isActive`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("toggled", body) }
}
