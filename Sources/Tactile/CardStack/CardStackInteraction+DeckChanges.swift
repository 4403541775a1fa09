import Gtk
import TactileModel

/// Cards arriving and leaving while the stack is shown: the cards that stay slide from where
/// they were drawn to their new places on the spring a decision uses (`deckShift`, 1 to 0), so
/// nothing jumps; the top card withdrawn drops out of the stack from where it was, held or not
/// (`withdrawnOffset`). With reduced motion every card is in its place at once.
extension CardStackInteraction {
    /// Before the slots follow the model: a new withdrawal takes the top card's place and offset.
    func deckWillChange() {
        guard let withdrawn = model.withdrawnCard, withdrawn.id != withdrawnItemID else { return }
        withdrawnItemID = withdrawn.id
        let from = topOffset.value
        withdrawnTiltSign = tiltSign
        view.setCursor(named: nil)
        if toldArmed { tellArmed(nil) }
        topOffset.set(.zero)
        withdrawnOffset.set(from)
        // Down and out of the stack, undecided.
        withdrawnOffset.move(to: Vector2(x: from.x, y: view.geometry.height + view.geometry.cardHeight),
                             with: .spring(view.springs.fling))
    }

    /// After the slots follow a deck change: each card that stays starts from where it was
    /// drawn (`before`, its depth by item) and slides to its new place.
    func deckDidChange(from before: [Item.ID: Double]) {
        var starts: [Item.ID: Double] = [:]
        for slot in view.slots {
            guard case .stacked = slot.role, let id = slot.card.item?.id, let was = before[id] else { continue }
            starts[id] = was - view.placement(of: slot).depth
        }
        shiftStarts = starts.filter { abs($0.value) > 0.001 }
        guard !shiftStarts.isEmpty else { return }
        deckShift.set(1)
        deckShift.move(to: 0, with: .spring(view.springs.fling))
    }

    /// How far from its place a card still slides, in depths (0 once the deck has settled).
    func shift(of slot: CardSlot<Item>) -> Double {
        guard deckShift.value != 0, let id = slot.card.item?.id, let start = shiftStarts[id] else { return 0 }
        return start * deckShift.value
    }

    func withdrawnCardMoved() {
        if withdrawnOffset.isMoving, isWithdrawnCardOutOfSight { withdrawnOffset.set(withdrawnOffset.value) }
        view.queueAllocate()
    }

    private var isWithdrawnCardOutOfSight: Bool {
        withdrawnOffset.value.y - view.geometry.cardHeight / 2 > view.geometry.height - view.geometry.centreY
    }

    func withdrawnCardCameToRest() {
        guard model.phase == .withdrawing else { return }
        withdrawnItemID = nil
        model.motionEnded()
    }
}
