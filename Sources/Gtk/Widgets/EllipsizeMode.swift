internal import CGtk

/// Where a label too long for its space is shortened with "…".
public enum EllipsizeMode: Sendable, Hashable {
    /// Never ellipsized.
    case none
    /// The start is cut: "…end".
    case start
    /// The middle is cut: "st…nd".
    case middle
    /// The end is cut: "sta…".
    case end

    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }

    init(_ pango: PangoEllipsizeMode) {
        switch pango {
        case PANGO_ELLIPSIZE_START: self = .start
        case PANGO_ELLIPSIZE_MIDDLE: self = .middle
        case PANGO_ELLIPSIZE_END: self = .end
        default: self = .none
        }
    }
}
