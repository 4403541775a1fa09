/// Where in the window a popup sits. Each position is also a slot: at most
/// one popup shows in a slot at a time, the others wait their turn.
public enum PopupPosition: Hashable, Sendable, CaseIterable {
    /// The top row: corner, middle, corner.
    case topLeading, top, topTrailing
    /// The middle row: the sides and the centre.
    case leading, center, trailing
    /// The bottom row: corner, middle, corner.
    case bottomLeading, bottom, bottomTrailing

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
