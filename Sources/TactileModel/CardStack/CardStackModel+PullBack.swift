/// Undo by pulling the card back: the last decided card is drawn as the departing card while
/// it follows the finger in from the edge it left through; the release undoes the decision
/// (through the same path as `undo()`) or sends the card back out, the decision kept.
extension CardStackModel {
    /// A press at `point` (in the stack, from its top left corner) in a stack of `stackWidth` ×
    /// `stackHeight` points: when idle with a decision to undo and the press is in the strip
    /// along the edge that card left through (`pullBackRule`), the pull starts and the card's
    /// decision is given; nil otherwise, changing nothing.
    @discardableResult
    public func beginPullBack(at point: Vector2, stackWidth: Double, stackHeight: Double) -> CardDecision<Item>? {
        guard canUndo, let last = history.last,
              pullBackRule.startsPull(at: point, stackWidth: stackWidth, stackHeight: stackHeight,
                                      leftTo: last.decision.direction) else { return nil }
        departingCard = DepartingCard(item: last.item, decision: last.decision)
        phase = .pullingBack(last.decision)
        return last
    }

    /// The pull, started with the card at `outside`, was let go with `release` (as its
    /// tracker left it). The decision undone when `pullBackRule` says the release undoes it
    /// (the card comes back, `.undoing`), or nil: the card goes back out (`.flinging`) and the
    /// decision stays, also when the log could not undo it (the failure is told, nothing is lost).
    @discardableResult
    public func endPullBack(_ release: GestureTracker<Vector2>.Release, from outside: Vector2) -> CardDecision<Item>? {
        guard case .pullingBack(let decision) = phase else { return nil }
        // The card pulled may have been withdrawn meanwhile: it cannot come back.
        if history.last?.item.id == departingCard?.item.id,
           pullBackRule.undoes(release, from: outside), let undone = takeBackLast() {
            return undone
        }
        phase = .flinging(decision)
        return nil
    }

    /// The pull was taken away (another gesture won, the window lost focus): the card goes back out.
    public func cancelPullBack() {
        guard case .pullingBack(let decision) = phase else { return }
        phase = .flinging(decision)
    }
}
