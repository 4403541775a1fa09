internal import CGtk

/// A `GtkSeparator`: a thin line between parts, drawn by the theme.
@MainActor
public final class Separator: Widget {
    override class var gtype: GType { gtk_separator_get_type() }

    /// A line across `orientation`: `.horizontal` is a line between rows.
    public convenience init(_ orientation: Orientation = .horizontal) {
        self.init(gtk_separator_new(orientation.gtk), ownership: .owned)
    }
}
