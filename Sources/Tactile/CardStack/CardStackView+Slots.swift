import Gtk
import TactileModel

/// Which card frame shows which item: the frames are reused as the deck moves on, the
/// focus and screen readers kept on the top card, and the stamps shown only where earned.
extension CardStackView {

    /// Gives each shown item a card, reusing the card that already shows it; keeps the focus
    /// and screen readers on the top card and the cards in drawing order.
    func syncSlots() {
        var wanted: [(item: Item, role: CardSlotRole)] = model.visibleCards.enumerated().map {
            ($0.element, .stacked(depth: $0.offset))
        }
        if let departing = model.departingCard { wanted.insert((departing.item, .departing), at: 0) }
        if let withdrawn = model.withdrawnCard { wanted.insert((withdrawn, .withdrawn), at: 0) }
        // The flying card takes the place of the farthest one until it is gone.
        wanted = Array(wanted.prefix(cards.count))
        let focusWasInCards = cards.contains { $0.hasFocus }

        var free = cards
        var assigned: [(card: StackCard<Item>, item: Item, role: CardSlotRole)] = []
        var unmatched: [(item: Item, role: CardSlotRole)] = []
        for entry in wanted {
            if let index = free.firstIndex(where: { $0.item?.id == entry.item.id }) {
                assigned.append((free.remove(at: index), entry.item, entry.role))
            } else {
                unmatched.append(entry)
            }
        }
        // The focus goes to the new top card before any card is renamed: a screen reader
        // speaks the focused card's new name, which would be an item neither decided nor next.
        if focusWasInCards, let top = assigned.first(where: { $0.role == .stacked(depth: 0) })?.card {
            top.setPresentedToAssistiveTechnology(true) // what the slots below make it anyway
            _ = top.grabFocus()
        }
        for entry in unmatched {
            let card = free.removeFirst()
            // Out of assistive technology's reach before it is renamed: a screen reader may
            // still follow it (the decided card, as a match popup opens) and would say its new name.
            if entry.role != .stacked(depth: 0) { card.setPresentedToAssistiveTechnology(false) }
            card.show(entry.item, name: speech.accessibleName(entry.item), make: makeCard,
                      failedWords: { [speech] reason in speech.cardFailed(reason: reason) })
            assigned.append((card, entry.item, entry.role))
        }
        for card in free {
            card.isVisible = false
            card.stampLayer.isVisible = false
        }
        arrange(assigned.map { CardSlot(card: $0.card, role: $0.role) }.sorted { $0.drawingOrder < $1.drawingOrder })
        if focusWasInCards {
            if let top = topCardWidget { top.grabFocus() } else { emptyState.focusStartOver() }
        }
    }

    /// Shows `newSlots`, back to front, only the top card within screen readers' reach.
    private func arrange(_ newSlots: [CardSlot<Item>]) {
        for slot in newSlots {
            slot.card.isVisible = true
            slot.card.stampLayer.isVisible = true
            slot.card.setPresentedToAssistiveTechnology(slot.role == .stacked(depth: 0))
        }
        if newSlots.map({ ObjectIdentifier($0.card) }) != slots.map({ ObjectIdentifier($0.card) }) {
            // Back to front: each goes after the one before it, above it on screen,
            // with its stamps right above it.
            var previous: Widget?
            for slot in newSlots {
                slot.card.insert(after: self, sibling: previous)
                slot.card.stampLayer.insert(after: self, sibling: slot.card)
                previous = slot.card.stampLayer
            }
        }
        slots = newSlots
    }

    func stampOpacity(of slot: CardSlot<Item>, for decision: Decision) -> Double {
        switch slot.role {
        case .withdrawn:
            return 0
        case .departing:
            guard let departing = model.departingCard, departing.decision == decision else { return 0 }
            return model.rule.stampOpacity(decision.direction, for: interaction.departingOffset.value)
        case .stacked(depth: 0):
            // A stamp the card may not earn stays hidden: the drag will spring back.
            guard model.departingCard == nil, let top = model.topCard, model.allows(decision, for: top) else { return 0 }
            return model.rule.stampOpacity(decision.direction, for: interaction.topOffset.value)
        case .stacked:
            return 0
        }
    }
}
