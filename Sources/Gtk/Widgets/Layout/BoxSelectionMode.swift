internal import CGtk

/// How many children of a ``ListBox`` or a ``FlowBox`` can be selected.
public enum BoxSelectionMode: Sendable, Hashable {
    /// None: rows are only activated.
    case none
    /// At most one.
    case single
    /// Any number (Ctrl and Shift with a click).
    case multiple

    var gtk: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
    }
}
