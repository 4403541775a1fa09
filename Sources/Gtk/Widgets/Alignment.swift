internal import CGtk

/// Where a widget sits in the space its parent gives it (`halign`, `valign`).
public enum Alignment: Sendable, Hashable {
    /// Takes the whole space.
    case fill
    /// At the start (left in left-to-right, right in right-to-left; the top vertically).
    case start
    /// At the end (right in left-to-right, left in right-to-left; the bottom vertically).
    case end
    /// In the middle, at its natural size.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    init(_ gtk: GtkAlign) {
        switch gtk {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}
