internal import CGtk

/// A `GtkSpinner`: a turning wheel for work of unknown length.
@MainActor
public final class Spinner: Widget {
    override class var gtype: GType { gtk_spinner_get_type() }

    /// A spinner, turning when `isSpinning`.
    public convenience init(isSpinning: Bool = true) {
        self.init(gtk_spinner_new(), ownership: .owned)
        self.isSpinning = isSpinning
    }

    /// Whether the wheel turns.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(pointer()) != 0 }
        set { gtk_spinner_set_spinning(pointer(), newValue ? 1 : 0) }
    }
}
