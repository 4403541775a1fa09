/// What the card stack is doing; each phase accepts only the input that
/// cannot skip or double-decide a card.
///
/// | phase     | drag           | swipe button   | undo |
/// |-----------|----------------|----------------|------|
/// | idle      | starts         | flings the top | yes  |
/// | dragging  | moves / ends   | ignored        | no   |
/// | flinging  | ignored        | ignored        | no   |
/// | returning | grabs the card | flings it      | no   |
/// | undoing   | ignored        | ignored        | no   |
/// | pullingBack | ignored      | ignored        | by the release |
/// | withdrawing | ignored      | ignored        | no   |
public enum CardStackPhase: Hashable, Sendable {
    /// At rest: a drag, a swipe or an undo may start.
    case idle
    /// The top card follows the pointer.
    case dragging
    /// A decided card flies off; the decision is already recorded.
    case flinging(Decision)
    /// An undecided card springs back to the middle.
    case returning
    /// An undone card flies back in from where it left.
    case undoing(Decision)
    /// The last decided card is being pulled back in from the edge it left through; the
    /// decision stands until the release undoes it (see `CardPullBackRule`).
    case pullingBack(Decision)
    /// The top card was withdrawn (`CardStackModel.withdraw(_:)`) and leaves, undecided; the
    /// next card is already on top.
    case withdrawing
}
