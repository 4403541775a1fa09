import Gtk
import TactileModel

/// What a popup card tells the host it is shown in, and all it tells it: the card reports
/// what happened to it (a tap, a drag let go, hover, focus, its motion coming to rest) and the
/// host decides with its queue. The host, for its part, reads the card's `revealProgress`,
/// `restingRect` and `currentOffset` and places it with `place(with:)`.
@MainActor
protocol PopupCardHost: Widget {
    /// A tap on the card.
    func cardTapped(_ card: PopupCard)
    /// Hover, focus or a press on the card began or ended.
    func card(_ card: PopupCard, interaction: PopupInteraction, isActive: Bool)
    /// A drag on the card was let go, projected to end `translation` away; answers whether
    /// that dismissed it.
    func cardReleased(_ card: PopupCard, projectedTo translation: Vector2) -> Bool
    /// A person asks for the card to go (a sheet dragged away, a toast's action button);
    /// answers whether the queue let it go.
    func dismiss(_ card: PopupCard, reason: PopupDismissReason) -> Bool
    /// The card's reveal came to rest: in place, or gone.
    func cardCameToRest(_ card: PopupCard)
    /// The card's content changed while the focus was inside: it goes back inside.
    func focusInside(_ card: PopupCard)
}
