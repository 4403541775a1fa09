internal import CGtk

/// A `GtkProgressBar`: how much of a task is done.
@MainActor
public final class ProgressBar: Widget {
    override class var gtype: GType { gtk_progress_bar_get_type() }

    /// A progress bar at `fraction` (0 to 1).
    public convenience init(fraction: Double = 0) {
        self.init(gtk_progress_bar_new(), ownership: .owned)
        self.fraction = fraction
    }

    /// How much is done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(pointer()) }
        set { gtk_progress_bar_set_fraction(pointer(), min(1, max(0, newValue))) }
    }

    /// The text written on the bar (nil: the percentage, when `showsText`).
    public var text: String? {
        get { gtk_progress_bar_get_text(pointer()).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(pointer(), newValue) }
    }

    /// Whether the bar shows its text.
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(pointer()) != 0 }
        set { gtk_progress_bar_set_show_text(pointer(), newValue ? 1 : 0) }
    }

    /// Moves the bar's block once, for a task whose progress is unknown.
    public func pulse() { gtk_progress_bar_pulse(pointer()) }
}
