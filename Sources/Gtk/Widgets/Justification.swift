internal import CGtk

/// How the lines of a wrapped label line up with each other.
public enum Justification: Sendable, Hashable {
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Centred.
    case center
    /// Filling the line, both edges even.
    case fill

    var gtk: GtkJustification {
        switch self {
        case .left: GTK_JUSTIFY_LEFT
        case .right: GTK_JUSTIFY_RIGHT
        case .center: GTK_JUSTIFY_CENTER
        case .fill: GTK_JUSTIFY_FILL
        }
    }

    init(_ gtk: GtkJustification) {
        switch gtk {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}
