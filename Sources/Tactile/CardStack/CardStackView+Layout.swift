import Gtk
import TactileModel

/// Where each card is drawn: the top card at its offset and tilt, the ones behind scaled and
/// lowered, the flying ones above everything.
extension CardStackView {
    /// Where a slot's card is drawn: offset from the centre, tilt, and depth
    /// (fractional while the cards behind rise or sink).
    func placement(of slot: CardSlot<Item>) -> (offset: Vector2, degrees: Double, depth: Double) {
        let motion = interaction
        switch slot.role {
        case .departing:
            let offset = motion.departingOffset.value
            return (offset, model.rule.rotationDegrees(for: offset) * motion.departingTiltSign, 0)
        case .withdrawn:
            let offset = motion.withdrawnOffset.value
            return (offset, model.rule.rotationDegrees(for: offset) * motion.withdrawnTiltSign, 0)
        case let .stacked(depth):
            let shift = motion.shift(of: slot)
            if model.departingCard != nil {
                return (.zero, 0, max(0, Double(depth + 1) - geometry.lift(for: motion.departingOffset.value) + shift))
            }
            let offset = motion.topOffset.value
            if depth == 0 {
                return (offset, model.rule.rotationDegrees(for: offset) * motion.tiltSign, max(0, shift))
            }
            return (.zero, 0, max(0, Double(depth) - geometry.lift(for: offset) + shift))
        }
    }

    /// Whether the flying card is wholly outside the stack's area.
    var isDepartingCardOutOfSight: Bool {
        guard model.departingCard != nil else { return false }
        let offset = interaction.departingOffset.value
        let reach = (geometry.cardWidth * geometry.cardWidth + geometry.cardHeight * geometry.cardHeight).squareRoot() / 2
        return abs(offset.x) - reach > geometry.centreX || -offset.y - reach > geometry.centreY
    }

    /// The swipe rule measures thresholds in card widths: keep it in step with the card
    /// as drawn (the model does not observe its rule, so this starts no new layout), the
    /// card laid out by the stack's `layout` for the model's `visibleCount`.
    func adoptCardSize() {
        geometry = geometry.with(layout, visibleCount: model.visibleCount)
        let rule = model.rule
        guard abs(rule.cardWidth - geometry.cardWidth) > 0.5 || abs(rule.cardHeight - geometry.cardHeight) > 0.5 else { return }
        model.rule.cardWidth = geometry.cardWidth
        model.rule.cardHeight = geometry.cardHeight
    }
}
