/// A side of the host a popup slides in from or out to. Leading and trailing
/// follow the reading direction (leading is the right side in right-to-left).
public enum PopupEdge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The edge where lines start (left in left-to-right, right in right-to-left).
    case leading
    /// The edge where lines end (right in left-to-right, left in right-to-left).
    case trailing
}

extension PopupPosition {
    /// Where a popup at this position comes from when not told otherwise: the
    /// nearest horizontal edge for the top and bottom rows, its own side for
    /// leading and trailing, and the bottom for the centre (the tutorial's
    /// slide up).
    public var defaultEdge: PopupEdge {
        switch (row, column) {
        case (.start, _): .top
        case (.end, _): .bottom
        case (.center, .start): .leading
        case (.center, .end): .trailing
        case (.center, .center): .bottom
        }
    }

    /// The drag direction that pushes the popup out: up, down, or either (0).
    var dismissSign: Double {
        switch row {
        case .start: -1
        case .end: 1
        case .center: 0
        }
    }

    enum Alignment { case start, center, end }

    /// Top, centre or bottom.
    var row: Alignment {
        switch self {
        case .topLeading, .top, .topTrailing: .start
        case .leading, .center, .trailing: .center
        case .bottomLeading, .bottom, .bottomTrailing: .end
        }
    }

    /// Leading, centre or trailing.
    var column: Alignment {
        switch self {
        case .topLeading, .leading, .bottomLeading: .start
        case .top, .center, .bottom: .center
        case .topTrailing, .trailing, .bottomTrailing: .end
        }
    }
}
