/// Where a withdrawn item was when `CardStackModel.withdraw(_:)` took it out of the deck.
public enum CardWithdrawal: Hashable, Sendable {
    /// It was the top card: it leaves (`.withdrawing`) and the next card comes up. A drag on it
    /// ended; the front end tells the person it is gone.
    case top
    /// It was a card shown or still to come behind the top, `place` cards below it (the cards
    /// behind it move up one place).
    case behind(place: Int)
    /// It is still to come beyond the cards read so far (in the source, or inserted at the
    /// end): it will not be shown.
    case ahead
    /// It was decided in this stack: its decision stays in the log, but it leaves the undo
    /// history, so Undo takes back the decision before it (an item that is gone cannot be
    /// brought back into the deck).
    case decided
}
