/// Something the card stack was asked to do and could not, because its source or its
/// log failed. The stack stays exactly as it was (the card undecided, the decision kept),
/// so the same gesture works again once the cause is gone; the front end says what failed.
public struct CardStackFailure<Item: Identifiable & Sendable>: Identifiable where Item.ID: Sendable {
    /// What was being done.
    public enum Action: Hashable, Sendable {
        /// Recording a decision on `item`.
        case decide(Decision)
        /// Taking back the decision on `item`.
        case undo(Decision)
        /// Reading the items to show.
        case load
    }

    /// Each failure is new, even when the same action fails twice in a row.
    public let id: Int
    /// What was being done when it failed.
    public let action: Action
    /// The item the action was about (nil for `.load`).
    public let item: Item?
    /// What the source or the log threw.
    public let error: any Error

    /// A failure of `action` on `item`, numbered `id`, with the `error` that was thrown.
    public init(id: Int, action: Action, item: Item?, error: any Error) {
        self.id = id
        self.action = action
        self.item = item
        self.error = error
    }
}
