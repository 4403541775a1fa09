/// A side of the host a popup slides in from or out to. Leading and trailing
/// follow the reading direction (leading is the right side in right-to-left).
public enum PopupEdge: Hashable, Sendable, CaseIterable {
    /// The four sides; leading and trailing follow the reading direction.
    case top, bottom, leading, trailing
}

extension PopupPosition {
    /// Where a popup at this position comes from when not told otherwise: the
    /// nearest horizontal edge for the top and bottom rows, its own side for
    /// leading and trailing, and the bottom for the centre (the tutorial's
    /// slide up).
    public var defaultEdge: PopupEdge {
        switch self {
        case .topLeading, .top, .topTrailing: .top
        case .bottomLeading, .bottom, .bottomTrailing: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .center: .bottom
        }
    }
}
