/// Undo: the last decision taken back from the log, its card on top again.
extension CardStackModel {
    /// Takes back the last decision: the log drops its record and the stack is exactly as
    /// it was before that decision, its card flying back in. Only when idle; the decision
    /// taken back, or nil.
    @discardableResult
    public func undo() -> CardDecision<Item>? {
        guard canUndo else { return nil }
        return takeBackLast()
    }

    /// Drops the last decision from the log and the history, its card on top again, flying
    /// in; nil, the failure told and nothing changed, if the log refuses.
    func takeBackLast() -> CardDecision<Item>? {
        guard hasUndoableDecision, let last = history.last else { return nil }
        do {
            if let replaced = last.replaced {
                try takeBackSecondLook(last, replaced: replaced)
            } else {
                try log.undo(last.record)
            }
        } catch {
            fail(.undo(last.decision), item: last.item, error)
            return nil
        }
        clearFailure(unless: .load)
        history.removeLast()
        topIndex = history.count
        upcoming.pushBack(last.item)
        reloadVisibleCards()
        departingCard = nil
        phase = .undoing(last.decision)
        return last
    }
}
