import Gtk
import TactileModel

/// Cards arriving and leaving while the stack is shown (`CardStackModel.insert(_:at:)`,
/// `withdraw(_:)`). The cards that stay slide from where they were drawn to their new places
/// on the spring a decision uses (`deckShift`, 1 to 0), so nothing jumps; a card inserted
/// behind the top appears in its place; the top card withdrawn drops out of the stack from
/// where it was, held or not (`withdrawnOffset`), and the next comes up. With reduced motion
/// every card is in its place at once.
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

    func installDeckChanges() {
        deckShift.onChange = { [weak self] _ in self?.queueAllocate() }
        withdrawnOffset.onChange = { [weak self] _ in self?.withdrawnCardMoved() }
        withdrawnOffset.onRest = { [weak self] in self?.withdrawnCardCameToRest() }
        seenDeckChanges = model.deckChanges
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

    /// Before the slots follow the model: a new withdrawal takes the top card's place and offset.
    func deckWillChange() {
        guard let withdrawn = model.withdrawnCard, withdrawn.id != withdrawnItemID else { return }
        withdrawnItemID = withdrawn.id
        let from = topOffset.value
        withdrawnTiltSign = tiltSign
        setCursor(named: nil)
        if toldArmed {
            toldArmed = false
            onThresholdCrossed?(nil)
        }
        topOffset.set(.zero)
        withdrawnOffset.set(from)
        // Down and out of the stack, undecided.
        withdrawnOffset.move(to: Vector2(x: from.x, y: geometry.height + geometry.cardHeight),
                             with: .spring(springs.fling))
    }

    /// After the slots follow the model: each card that stays starts from where it was drawn.
    func deckDidChange(from before: [Item.ID: Double]) {
        seenDeckChanges = model.deckChanges
        shiftStarts = [:]
        var starts: [Item.ID: Double] = [:]
        for slot in slots {
            guard case .stacked = slot.role, let id = slot.card.item?.id, let was = before[id] else { continue }
            starts[id] = was - placement(of: slot).depth
        }
        shiftStarts = starts.filter { abs($0.value) > 0.001 }
        guard !shiftStarts.isEmpty else { return }
        deckShift.set(1)
        deckShift.move(to: 0, with: .spring(springs.fling))
    }

    /// How far from its place a card still slides, in depths (0 once the deck has settled).
    func shift(of slot: CardSlot<Item>) -> Double {
        guard deckShift.value != 0, let id = slot.card.item?.id, let start = shiftStarts[id] else { return 0 }
        return start * deckShift.value
    }

    private func withdrawnCardMoved() {
        if withdrawnOffset.isMoving, isWithdrawnCardOutOfSight { withdrawnOffset.set(withdrawnOffset.value) }
        queueAllocate()
    }

    private var isWithdrawnCardOutOfSight: Bool {
        withdrawnOffset.value.y - geometry.cardHeight / 2 > geometry.height - geometry.centreY
    }

    private func withdrawnCardCameToRest() {
        guard model.phase == .withdrawing else { return }
        withdrawnItemID = nil
        model.motionEnded()
    }
}
