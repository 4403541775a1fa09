import Gtk
import TactileModel

/// What the cards report, turned into the queue's rules: the host decides, the cards move.
extension PopupHost: PopupCardHost {
    func cardTapped(_ card: PopupCard) { queue.tapInside(card.id) }

    func card(_ card: PopupCard, interaction: PopupInteraction, isActive: Bool) {
        queue.setInteraction(interaction, isActive, for: card.id)
    }

    func cardReleased(_ card: PopupCard, projectedTo translation: Vector2) -> Bool {
        queue.endDrag(card.id, translation: translation)
    }

    func dismiss(_ card: PopupCard, reason: PopupDismissReason) -> Bool {
        queue.dismiss(card.id, reason: reason)
    }

    /// A card's reveal came to rest: one that has left goes.
    func cardCameToRest(_ card: PopupCard) {
        guard card.hasLeft, cards[card.id] === card else { return }
        removeFinishedCards()
        showBackdropWidget()
        queueAllocate()
    }

    func focusInside(_ card: PopupCard) { focusTrap.focus(into: card) }
}
