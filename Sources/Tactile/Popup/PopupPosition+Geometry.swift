extension PopupPosition {
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
