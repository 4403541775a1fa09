import Gtk
import TactileModel

/// Cards moving on their own: a decided card flying off, an undone one flying back in, a
/// refused one nudging, and each coming to rest. The model is told when a motion has ended;
/// it never sees a frame.
extension CardStackInteraction {
    /// A decided card leaves from `offset` at `velocity`; the next one is on top, in place.
    func fly(_ decided: CardDecision<Item>, from offset: Vector2, velocity: Vector2) {
        departingTiltSign = tiltSign
        departingOffset.set(offset)
        topOffset.set(.zero)
        departingOffset.move(to: model.rule.exitOffset(for: decided.decision.direction, from: offset),
                             with: .spring(view.springs.fling), velocity: velocity)
    }

    /// An undone card comes back in from `offset` at `velocity`.
    func flyBack(from offset: Vector2, velocity: Vector2) {
        topOffset.set(offset)
        topOffset.move(to: .zero, with: .spring(view.springs.undo), velocity: velocity)
    }

    /// A refused card nudges `distance` points towards `direction` and springs back.
    func nudge(toward direction: SwipeDirection, by distance: Double) {
        let toward = model.rule.exitOffset(for: direction, from: .zero)
        let length = toward.magnitude
        guard length > 0, !topOffset.isMoving else { return }
        topOffset.set(Vector2(x: toward.x / length * distance, y: toward.y / length * distance))
        topOffset.move(to: .zero, with: .spring(view.springs.returning))
    }

    /// Whether a decided card is flying off or an undone one flying back in: a decision or
    /// an undo asked meanwhile waits for it (`actionAfterFlight`) instead of being lost.
    var isInFlight: Bool {
        switch model.phase {
        case .flinging, .undoing: true
        case .idle, .dragging, .returning, .pullingBack, .withdrawing: false
        }
    }

    func departingCardMoved() {
        // The spring settles long after the card has left the screen; the next card is
        // ready as soon as this one is out of sight.
        if departingOffset.isMoving, view.isDepartingCardOutOfSight { departingOffset.set(departingOffset.value) }
        view.offsetsDidChange()
    }

    func topCardCameToRest() {
        switch model.phase {
        case .returning: model.motionEnded()
        case .undoing:
            model.motionEnded()
            runActionAfterFlight()
        case .idle, .dragging, .flinging, .pullingBack, .withdrawing: break
        }
    }

    func departingCardCameToRest() {
        guard case .flinging = model.phase else { return }
        model.motionEnded()
        view.flingDidFinish()
        runActionAfterFlight()
    }

    private func runActionAfterFlight() {
        let next = actionAfterFlight
        actionAfterFlight = nil
        switch next {
        case .decide(let decision): view.perform(decision)
        case .undo: view.undo()
        case nil: break
        }
    }

    /// Stops every motion where it is headed and forgets what it was doing (another model,
    /// or the stack going away).
    func stopMotion() {
        actionAfterFlight = nil
        topOffset.set(.zero)
        departingOffset.set(.zero)
        withdrawnOffset.set(.zero)
        deckShift.set(0)
        shiftStarts = [:]
        withdrawnItemID = nil
    }
}
