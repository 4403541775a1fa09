/// What a card stack tells the front end that follows it, each as it happens
/// (`CardStackModel.onEvent`): the changes a front end acts on once, which its state alone
/// would not tell apart from the same state reached twice.
public enum CardStackEvent<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// Cards were inserted or withdrawn (`insert(_:at:)`, `withdraw(_:)`): the cards that stay
    /// may have new places to move to.
    case deckChanged
    /// Something the stack was asked to do could not be done; each failure is its own event,
    /// even when the same action fails twice in a row.
    case failed(CardStackFailure<Item>)
}
