internal import CGtk

/// How many rows of a `ListView` can be selected at once.
public enum ListSelectionMode: Sendable {
    /// At most one (GTK's `GtkSingleSelection`), the row the keyboard moves to.
    case single
    /// Any number (`GtkMultiSelection`), shown with the theme's selected rows.
    case multiple
}
