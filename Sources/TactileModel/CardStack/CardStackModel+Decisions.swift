/// The app's decisions and the rules that say which of them a card may take now.
extension CardStackModel {
    /// The decision that sends a card `direction`, or nil when the app has none that way.
    public func decision(leaving direction: SwipeDirection) -> Decision? {
        decisions.first { $0.direction == direction }
    }

    /// The app's decision called `id`, or nil.
    public func decision(id: Decision.ID) -> Decision? {
        decisions.first { $0.id == id }
    }

    /// Whether a swipe button for `decision` would do anything now.
    public func canSwipe(_ decision: Decision) -> Bool {
        guard phase == .idle || phase == .returning, let topCard, decisions.contains(decision) else { return false }
        return allows(decision, for: topCard)
    }

    /// The directions `item`'s card may leave in: those of the app's decisions, within the
    /// stack's `allowedDirections` and what `cardRules.directions` allows it.
    public func allowedDirections(for item: Item) -> SwipeDirections {
        let decided = SwipeDirections(decisions.map { SwipeDirections($0.direction) })
        return decided.intersection(allowedDirections).intersection(cardRules.directions?(item) ?? .all)
    }

    /// Whether `item`'s card may leave with `decision`: its direction is allowed and
    /// `cardRules.canDecide` does not veto it. Front ends ask it to tell a person why a
    /// button or key did nothing.
    public func allows(_ decision: Decision, for item: Item) -> Bool {
        allowedDirections(for: item).allows(decision) && cardRules.canDecide?(item, decision) != false
    }

    /// Whether `item`'s card may be dragged (`cardRules.canDrag`).
    public func allowsDrag(of item: Item) -> Bool {
        cardRules.canDrag?(item) != false
    }
}
