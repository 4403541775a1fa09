/// Something the card stack was asked to do and could not, because its source or its
/// log failed. The stack stays exactly as it was (the card undecided, the decision kept),
/// so the same gesture works again once the cause is gone; the front end says what failed
/// (each one reaches it as a `CardStackEvent.failed`).
public struct CardStackFailure<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// What was being done.
    public enum Action: Hashable, Sendable {
        /// Recording a decision on `item`.
        case decide(Decision)
        /// Taking back the decision on `item`.
        case undo(Decision)
        /// Reading the items to show.
        case load
    }

    /// What was being done when it failed.
    public let action: Action
    /// The item the action was about (nil for `.load`).
    public let item: Item?
    /// What the source or the log threw.
    public let error: any Error

    /// A failure of `action` on `item`, with the `error` that was thrown.
    public init(action: Action, item: Item?, error: any Error) {
        self.action = action
        self.item = item
        self.error = error
    }
}
