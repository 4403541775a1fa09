internal import CGtk

/// Left-to-right or right-to-left, as the language reads.
public enum TextDirection: Sendable, Hashable {
    /// The widget takes its parent's (or the default) direction.
    case none
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft

    var gtk: GtkTextDirection {
        switch self {
        case .none: GTK_TEXT_DIR_NONE
        case .leftToRight: GTK_TEXT_DIR_LTR
        case .rightToLeft: GTK_TEXT_DIR_RTL
        }
    }

    init(_ gtk: GtkTextDirection) {
        switch gtk {
        case GTK_TEXT_DIR_LTR: self = .leftToRight
        case GTK_TEXT_DIR_RTL: self = .rightToLeft
        default: self = .none
        }
    }
}

extension Widget {
    /// The direction widgets take unless one is set on them: what a
    /// right-to-left locale sets at start-up (for previews and tests of RTL).
    public static var defaultDirection: TextDirection {
        get { TextDirection(gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.gtk) }
    }
}
