import Gtk
import TactileModel

/// Undo by pulling the card back: a press in the strip along the edge the last decided card
/// left through (the model's `pullBackRule`) brings that card to the edge, and it follows the
/// finger or pointer in, tilting as a drag out does, on the stack's motion clock. Released far
/// enough in it comes back through the same path as the Undo button; otherwise it goes back out.
extension CardStackView {
    /// Starts a pull when the press at (x, y) is in the strip and undo by pulling is on.
    func pullBackBegan(atX x: Double, y: Double) -> Bool {
        guard undoByPullingBack, width > 0, height > 0,
              let pulled = model.beginPullBack(at: Vector2(x: x, y: y),
                                               stackWidth: Double(width), stackHeight: Double(height)) else { return false }
        pullBackOutside = model.pullBackRule.outsideOffset(
            leftTo: pulled.decision.direction, stackWidth: Double(width), stackHeight: Double(height),
            cardWidth: model.rule.cardWidth, cardHeight: model.rule.cardHeight)
        // Held above the middle it tilts as a card grabbed at the top does.
        departingTiltSign = y <= Double(height) / 2 ? 1 : -1
        departingOffset.set(pullBackOutside)
        setCursor(named: "grabbing")
        return true
    }

    /// Whether the drag under way is a pull back (the moves and the release go here).
    var isPullingBack: Bool {
        if case .pullingBack = model.phase { true } else { false }
    }

    func pullBackMoved(_ translation: Vector2) {
        guard isPullingBack else { return }
        departingOffset.set(model.pullBackRule.offset(for: translation, from: pullBackOutside))
    }

    /// The model decides from where the card is and how fast it goes, as for a drag out.
    func pullBackReleased(velocity: Vector2) {
        setCursor(named: nil)
        let offset = departingOffset.value
        if let undone = model.endPullBack(offset: offset, velocity: velocity, from: pullBackOutside) {
            tiltSign = departingTiltSign
            departingOffset.set(.zero)
            didUndo(undone, from: offset, velocity: velocity)
        } else {
            sendBackOut(velocity: velocity)
        }
    }

    func pullBackCancelled() {
        setCursor(named: nil)
        model.cancelPullBack()
        sendBackOut(velocity: .zero)
    }

    /// The decision stays: the card flies back out the way it left.
    private func sendBackOut(velocity: Vector2) {
        guard let departing = model.departingCard else { return }
        departingOffset.move(to: model.rule.exitOffset(for: departing.decision.direction, from: departingOffset.value),
                             with: .spring(springs.fling), velocity: velocity)
    }
}
