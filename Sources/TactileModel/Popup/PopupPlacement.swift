/// What kind of popup it is, which sets where it sits and how it meets the
/// window's edges (exyte/PopupView's `type`).
public enum PopupKind: Hashable, Sendable {
    /// A dialog-like popup, centred unless given another position.
    case `default`
    /// A bar flush with an edge, full width, no margins.
    case toast
    /// A card floating near an edge, kept `verticalPadding` and
    /// `horizontalPadding` points away from it.
    case floater(verticalPadding: Double = 10, horizontalPadding: Double = 10, useSafeArea: Bool = true)

    /// Where this kind sits when no position is given.
    public var defaultPosition: PopupPosition {
        switch self {
        case .default: .center
        case .toast, .floater: .bottom
        }
    }
}

/// Where in the window a popup sits. Each position is also a slot: at most
/// one popup shows in a slot at a time, the others wait their turn.
public enum PopupPosition: Hashable, Sendable, CaseIterable {
    /// The top corner at the start of a line (top left in left-to-right).
    case topLeading
    /// The top edge, centred.
    case top
    /// The top corner at the end of a line (top right in left-to-right).
    case topTrailing
    /// The start edge (left in left-to-right), centred vertically.
    case leading
    /// The middle of the window.
    case center
    /// The end edge (right in left-to-right), centred vertically.
    case trailing
    /// The bottom corner at the start of a line.
    case bottomLeading
    /// The bottom edge, centred.
    case bottom
    /// The bottom corner at the end of a line.
    case bottomTrailing

    /// The vertical direction a drag must take to push the popup out of the
    /// window: up for the top row, down for the bottom row, either otherwise.
    var dismissDirection: VerticalDirection {
        switch self {
        case .topLeading, .top, .topTrailing: .up
        case .bottomLeading, .bottom, .bottomTrailing: .down
        case .leading, .center, .trailing: .either
        }
    }

    enum VerticalDirection { case up, down, either }
}
