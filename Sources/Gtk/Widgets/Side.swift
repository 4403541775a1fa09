internal import CGtk

/// A side of a widget (where a popover opens).
public enum Side: Sendable, Hashable {
    /// The left side.
    case left
    /// The right side.
    case right
    /// The top side.
    case top
    /// The bottom side.
    case bottom

    var gtk: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }

    init(_ gtk: GtkPositionType) {
        switch gtk {
        case GTK_POS_LEFT: self = .left
        case GTK_POS_RIGHT: self = .right
        case GTK_POS_TOP: self = .top
        default: self = .bottom
        }
    }
}
