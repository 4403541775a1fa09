/// Why `CardStackModel.insert(_:at:)` or `withdraw(_:)` refused a change to the deck. Nothing
/// changed; a front end words the reason for people (the model has no translations).
public enum CardDeckChangeError<Item: Identifiable & Sendable>: Error, Sendable where Item.ID: Sendable {
    /// The item is in the deck already: on a card shown, still to come, or inserted before.
    case alreadyInDeck(Item)
    /// The item was decided already (in this stack, or in the log), with the decision of that
    /// id: a deck never deals it twice.
    case alreadyDecided(Item, Decision.ID)
    /// No card of the deck, to come or decided, is that item.
    case notInDeck(Item.ID)
    /// The source or the log could not be asked whether the item is known; the error they threw.
    case lookupFailed(Item.ID, reason: String)
}

extension CardDeckChangeError: Equatable where Item: Equatable {}
extension CardDeckChangeError: Hashable where Item: Hashable {}
