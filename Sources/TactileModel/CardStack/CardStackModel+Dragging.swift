/// Dragging the top card: a press claims it, each move may cross the decision threshold,
/// and the release decides, read as the gesture's tracker left it (`GestureTracker.Release`:
/// the projected end, already at the tracker's deceleration, and the velocity).
extension CardStackModel {
    /// The pointer went down on the top card, which was `origin` from its place (not zero
    /// when it is caught springing back). Accepted when idle, or while the card springs back
    /// (the front end catches it where it is), unless `cardRules.canDrag` vetoes it: then the
    /// card does not move.
    @discardableResult
    public func beginDrag(from origin: Vector2 = .zero) -> Bool {
        guard phase == .idle || phase == .returning, let topCard, allowsDrag(of: topCard) else { return false }
        dragOrigin = origin.isFinite ? origin : .zero
        phase = .dragging
        return true
    }

    /// The top card is being dragged, now `offset` from its place. Answers whether the drag
    /// crossed the decision threshold, either way (`armedDecision` changed): for a sound or a cue.
    @discardableResult
    public func dragMoved(to offset: Vector2) -> Bool {
        guard phase == .dragging, let topCard, offset.isFinite else { return false }
        let past = rule.direction(restingAt: offset, allowed: allowedDirections(for: topCard))
            .flatMap { decision(leaving: $0) }
        let armed = past.flatMap { cardRules.canDecide?(topCard, $0) == false ? nil : $0 }
        guard armed != armedDecision else { return false }
        armedDecision = armed
        return true
    }

    /// The pointer let go: `release` is the drag's, from where it began, as its tracker left
    /// it. The rule decides from the card's projected end (the drag's origin plus the release's
    /// `projectedEnd`). The decision made, recorded, or nil: the card goes back (also when its
    /// direction is not allowed for this card, or `cardRules.canDecide` vetoes it).
    @discardableResult
    public func endDrag(_ release: GestureTracker<Vector2>.Release) -> CardDecision<Item>? {
        guard phase == .dragging else { return nil }
        armedDecision = nil
        if let topCard,
           let direction = rule.direction(of: release, from: dragOrigin, allowed: allowedDirections(for: topCard)),
           let decision = decision(leaving: direction),
           cardRules.canDecide?(topCard, decision) != false,
           let decided = commit(decision) {
            return decided
        }
        phase = .returning
        return nil
    }

    /// The drag was taken away (another gesture won, the window lost focus): the card goes back.
    public func cancelDrag() {
        guard phase == .dragging else { return }
        armedDecision = nil
        phase = .returning
    }
}
