import Gtk
import TactileModel

/// Cards arriving and leaving while the stack is shown (`CardStackModel.insert(_:at:)`,
/// `withdraw(_:)`): what the app asks and what screen readers hear. The cards move as
/// `CardStackInteraction+DeckChanges` says; a card inserted behind the top appears in its place.
extension CardStackView {
    /// Puts `item` into the deck `place` cards below the top card, or at the end (see
    /// `CardStackModel.insert(_:at:)`); the cards behind slide to make room. Answers the place
    /// taken (nil: the end).
    /// - Throws: `CardDeckChangeError` for an item the deck holds or decided already; nothing
    ///   changes then (`CardStackView.describe(_:)` words the reason).
    @discardableResult
    public func insert(_ item: Item, at place: Int? = nil) throws(CardDeckChangeError<Item>) -> Int? {
        try model.insert(item, at: place)
    }

    /// Takes the item `id` out of the deck (see `CardStackModel.withdraw(_:)`). The top card
    /// leaves, even from under a drag, and screen readers are told once ("Ada is no longer
    /// available. Next: …"); a card behind makes room, the others sliding up.
    /// - Throws: `CardDeckChangeError.notInDeck` when no card is that item.
    @discardableResult
    public func withdraw(_ id: Item.ID) throws(CardDeckChangeError<Item>) -> CardWithdrawal {
        let top = model.topCard
        let outcome = try model.withdraw(id)
        if outcome == .top, let top {
            announcer.tell(speech.withdrawalAnnouncement(of: top, next: model.topCard),
                           whereFocusMoves: speech.withdrawal(of: top), focusMovesOn: cards.contains { $0.hasFocus })
        }
        return outcome
    }

    /// Words a refused insertion or withdrawal for people ("Ada is already in the deck.").
    public func describe(_ refusal: CardDeckChangeError<Item>) -> String {
        speech.deckChangeRefusal(refusal)
    }

    /// Where each card in the stack is drawn now (its depth, fractional while it moves), by item.
    func drawnDepths() -> [Item.ID: Double] {
        var depths: [Item.ID: Double] = [:]
        for slot in slots {
            guard case .stacked = slot.role, let id = slot.card.item?.id else { continue }
            depths[id] = placement(of: slot).depth
        }
        return depths
    }
}
