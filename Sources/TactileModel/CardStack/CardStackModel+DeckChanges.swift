/// Cards arriving and leaving while the stack is shown (an item added to the app's source, one
/// withdrawn), and the loop's second look. The deck is followed by the app's item id: the top card a
/// person drags or that flies out never changes under them, and the undo history keeps naming
/// the cards it took.
extension CardStackModel {
    /// Puts `item` into the deck `place` cards below the top (0: on top, 1: right behind
    /// it), or at the end of the deck when `place` is nil or beyond it. While the top card is
    /// held, moving or leaving, place 0 becomes 1: the top card never changes under a person.
    /// Answers the place taken (nil: the end).
    /// - Throws: `CardDeckChangeError.alreadyInDeck` for an item the deck holds already (shown,
    ///   to come, or in a source that says so through `CardIndexLookup`), `.alreadyDecided`
    ///   for one decided in this stack or in a log that says so through `DecisionLookup`, and
    ///   `.lookupFailed` when they could not be asked. Nothing changes then.
    @discardableResult
    public func insert(_ item: Item, at place: Int? = nil) throws(CardDeckChangeError<Item>) -> Int? {
        try refuseDuplicate(item)
        let place = place.map { max($0, phase == .idle ? 0 : 1) }
        let taken: Int?
        do {
            taken = try upcoming.insert(item, at: place)
        } catch {
            fail(.load, item: nil, error)
            throw .lookupFailed(item.id, reason: String(describing: error))
        }
        reloadVisibleCards()
        onEvent?(.deckChanged)
        return taken
    }

    /// Takes the item `id` out of the deck. The top card leaves (`.withdrawing`, the next card
    /// comes up as after a decision; a drag on it ends); a card behind makes room for the ones
    /// after it; a decided one leaves the undo history, its decision kept in the log (Undo then
    /// takes back the decision before it: an item that is gone cannot come back into the
    /// deck). Answers where it was.
    /// - Throws: `CardDeckChangeError.notInDeck` when no card is that item (a source with
    ///   `CardIndexLookup` says so for the cards not read yet; any other source's unread
    ///   item is taken as to come), `.lookupFailed` when the source could not be asked.
    @discardableResult
    public func withdraw(_ id: Item.ID) throws(CardDeckChangeError<Item>) -> CardWithdrawal {
        let outcome: CardWithdrawal
        if visibleCards.first?.id == id {
            outcome = .top
            withdrawTop()
        } else if let place = upcoming.place(of: id) {
            outcome = .behind(place: place)
            _ = upcoming.remove(id)
        } else if upcoming.isInTail(id) {
            outcome = .ahead
            _ = upcoming.remove(id)
        } else if history.contains(where: { $0.item.id == id }) {
            outcome = .decided
        } else {
            guard try isStillToCome(id) else { throw .notInDeck(id) }
            upcoming.withdrawAhead(id)
            return .ahead
        }
        forgetDecisions(on: id)
        reloadVisibleCards()
        onEvent?(.deckChanged)
        return outcome
    }

    /// The top card leaves undecided. A card in the middle of a gesture or a motion of its own
    /// (held, springing back, coming back by undo) leaves from there; while another card flies
    /// or is pulled back, the top card just makes way.
    private func withdrawTop() {
        guard let top = visibleCards.first else { return }
        upcoming.dropTop()
        switch phase {
        case .idle, .dragging, .returning, .undoing, .withdrawing:
            armedDecision = nil
            departingCard = nil
            withdrawnCard = top
            phase = .withdrawing
        case .flinging, .pullingBack:
            break
        }
    }

    /// A withdrawn item's decisions leave the undo history, the later ones moving up a place.
    private func forgetDecisions(on id: Item.ID) {
        guard history.contains(where: { $0.item.id == id }) else { return }
        history = history.filter { $0.item.id != id }.enumerated().map { place, decided in
            CardDecision(index: place, item: decided.item, decision: decided.decision,
                         record: decided.record, replaced: decided.replaced)
        }
        topIndex = history.count
        undoFloor = min(undoFloor, history.count)
    }

    private func refuseDuplicate(_ item: Item) throws(CardDeckChangeError<Item>) {
        if let decided = history.last(where: { $0.item.id == item.id }) {
            throw .alreadyDecided(item, decided.decision.id)
        }
        if upcoming.place(of: item.id) != nil || upcoming.isInTail(item.id) || withdrawnCard?.id == item.id {
            throw .alreadyInDeck(item)
        }
        let logged: Decision.ID?
        do {
            logged = try (log as? any DecisionLookup<Item.ID>)?.latestDecision(for: item.id)
        } catch {
            throw .lookupFailed(item.id, reason: String(describing: error))
        }
        if let logged { throw .alreadyDecided(item, logged) }
        if try isStillToCome(item.id), !upcoming.isWithdrawnAhead(item.id) { throw .alreadyInDeck(item) }
    }

    /// Whether `id` is an item of the source not read yet (a source that cannot say is taken at its word: yes).
    private func isStillToCome(_ id: Item.ID) throws(CardDeckChangeError<Item>) -> Bool {
        guard let lookup = source as? any CardIndexLookup<Item> else { return !upcoming.isWithdrawnAhead(id) }
        do {
            guard let index = try lookup.index(of: id) else { return false }
            return index >= upcoming.nextSourceIndex
        } catch {
            throw .lookupFailed(id, reason: String(describing: error))
        }
    }

    // MARK: The loop

    /// The cards whose decision in force in this stack is a pass (`Decision.comesRound`), in
    /// the order they were last passed: what comes round again when the stack loops.
    func passedCards() -> [Item] {
        var latest: [Item.ID: Int] = [:]
        for (place, decided) in history.enumerated() { latest[decided.item.id] = place }
        return history.enumerated().filter { latest[$0.element.item.id] == $0.offset && $0.element.decision.comesRound }
            .map(\.element.item)
    }

    /// Records `decision` on `item`; for a passed card come round again (`passed`, its pass in
    /// force) the same pass records nothing and another decision replaces it in one step, so
    /// the log never holds two decisions on one item.
    func recordDecision(_ decision: Decision, on item: Item,
                        replacing passed: DecisionRecord<Item.ID>?) throws -> DecisionRecord<Item.ID> {
        guard let passed else { return try log.record(decision, for: item.id, at: clock.date()) }
        if decision == passed.decision { return passed }
        return try log.replace(passed, with: decision, at: clock.date())
    }

    /// Undoes a second look's decision: the pass it replaced is in force again (recorded anew
    /// when the decision had replaced it, and renamed in the history).
    func takeBackSecondLook(_ last: CardDecision<Item>, replaced: DecisionRecord<Item.ID>) throws {
        guard last.record != replaced else { return }
        let restored = try log.replace(last.record, with: replaced.decision, at: replaced.date)
        // Every entry naming the pass now names it as recorded anew.
        func renamed(_ record: DecisionRecord<Item.ID>?) -> DecisionRecord<Item.ID>? { record == replaced ? restored : record }
        history = history.map { decided in
            CardDecision(index: decided.index, item: decided.item, decision: decided.decision,
                         record: renamed(decided.record) ?? decided.record, replaced: renamed(decided.replaced))
        }
    }
}
