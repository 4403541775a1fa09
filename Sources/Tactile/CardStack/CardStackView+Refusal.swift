import Gtk
import TactileModel

/// A button or key asking for a decision the top card's rules refuse is not ignored: the
/// card nudges a little that way and springs back, and screen readers hear why.
extension CardStackView {
    /// How far, in points, a refused card nudges towards the direction asked for.
    static var refusalNudge: Double { 24 }

    /// Refuses `decision` visibly when the top card's rules rule it out (not when the
    /// stack is only busy: a card still flying off is refused by the model in silence).
    func refuseIfRuledOut(_ decision: Decision) {
        guard model.phase == .idle, let top = model.topCard, !model.allows(decision, for: top) else { return }
        announcer.tell(speech.refusal(decision, of: top))
        interaction.nudge(toward: decision.direction, by: Self.refusalNudge)
        onRefusal?(top, decision)
    }
}
