/// Cards arriving and leaving while the stack is shown (a profile added to the catalogue, one
/// withdrawn), and the loop's second look. The deck is followed by profile id: the top card a
/// person drags or that flies out never changes under them, and the undo history keeps naming
/// the cards it took.
extension CardStackModel {
    /// Puts `profile` into the deck `place` cards below the top (0: on top, 1: right behind
    /// it), or at the end of the deck when `place` is nil or beyond it. While the top card is
    /// held, moving or leaving, place 0 becomes 1: the top card never changes under a person.
    /// Answers the place taken (nil: the end).
    /// - Throws: `CardDeckChangeError.alreadyInDeck` for a profile the deck holds already (shown,
    ///   to come, or in a source that says so through `ProfileIndexLookup`), `.alreadyDecided`
    ///   for one decided in this stack or in a log that says so through `DecisionLookup`, and
    ///   `.lookupFailed` when they could not be asked. Nothing changes then.
    @discardableResult
    public func insert(_ profile: Profile, at place: Int? = nil) throws(CardDeckChangeError) -> Int? {
        try refuseDuplicate(profile)
        let place = place.map { max($0, phase == .idle ? 0 : 1) }
        let taken: Int?
        do {
            taken = try upcoming.insert(profile, at: place)
        } catch {
            fail(.load, profile: nil, error)
            throw .lookupFailed(profile.id, reason: String(describing: error))
        }
        deckChanges += 1
        reloadVisibleCards()
        return taken
    }

    /// Takes the profile `id` out of the deck. The top card leaves (`.withdrawing`, the next card
    /// comes up as after a decision; a drag on it ends); a card behind makes room for the ones
    /// after it; a decided one leaves the undo history, its decision kept in the log (Undo then
    /// takes back the decision before it: a profile that is gone cannot come back into the
    /// deck). Answers where it was.
    /// - Throws: `CardDeckChangeError.notInDeck` when no card is that profile (a source with
    ///   `ProfileIndexLookup` says so for the cards not read yet; any other source's unread
    ///   profile is taken as to come), `.lookupFailed` when the source could not be asked.
    @discardableResult
    public func withdraw(_ id: Profile.ID) throws(CardDeckChangeError) -> CardWithdrawal {
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
        } else if history.contains(where: { $0.profile.id == id }) {
            outcome = .decided
        } else {
            guard try isStillToCome(id) else { throw .notInDeck(id) }
            upcoming.withdrawAhead(id)
            return .ahead
        }
        forgetDecisions(on: id)
        deckChanges += 1
        reloadVisibleCards()
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

    /// A withdrawn profile's decisions leave the undo history, the later ones moving up a place.
    private func forgetDecisions(on id: Profile.ID) {
        guard history.contains(where: { $0.profile.id == id }) else { return }
        history = history.filter { $0.profile.id != id }.enumerated().map { place, decided in
            CardDecision(index: place, profile: decided.profile, decision: decided.decision,
                         record: decided.record, replaced: decided.replaced)
        }
        topIndex = history.count
    }

    private func refuseDuplicate(_ profile: Profile) throws(CardDeckChangeError) {
        if let decided = history.last(where: { $0.profile.id == profile.id }) {
            throw .alreadyDecided(profile, decided.decision)
        }
        if upcoming.place(of: profile.id) != nil || upcoming.isInTail(profile.id) || withdrawnCard?.id == profile.id {
            throw .alreadyInDeck(profile)
        }
        do {
            if let logged = try (log as? any DecisionLookup)?.latestDecision(for: profile.id) {
                throw CardDeckChangeError.alreadyDecided(profile, logged)
            }
        } catch let refusal as CardDeckChangeError {
            throw refusal
        } catch {
            throw .lookupFailed(profile.id, reason: String(describing: error))
        }
        if try isStillToCome(profile.id), !upcoming.isWithdrawnAhead(profile.id) { throw .alreadyInDeck(profile) }
    }

    /// Whether `id` is a profile of the source not read yet (a source that cannot say is taken at its word: yes).
    private func isStillToCome(_ id: Profile.ID) throws(CardDeckChangeError) -> Bool {
        guard let lookup = source as? any ProfileIndexLookup else { return !upcoming.isWithdrawnAhead(id) }
        do {
            guard let index = try lookup.index(of: id) else { return false }
            return index >= upcoming.nextSourceIndex
        } catch {
            throw .lookupFailed(id, reason: String(describing: error))
        }
    }

    // MARK: The loop

    /// The cards whose decision in force in this stack is a nope, in the order they were last
    /// passed: what comes round again when the stack loops.
    func passedCards() -> [Profile] {
        var latest: [Profile.ID: Int] = [:]
        for (place, decided) in history.enumerated() { latest[decided.profile.id] = place }
        return history.enumerated().filter { latest[$0.element.profile.id] == $0.offset && $0.element.decision == .nope }
            .map(\.element.profile)
    }

    /// Records `decision` on `profile`; for a passed card come round again (`passed`, its nope in
    /// force) a nope records nothing and a like or boost replaces the nope, so the log never
    /// holds two decisions on one profile.
    func recordDecision(_ decision: Decision, on profile: Profile, replacing passed: DecisionRecord?) throws -> DecisionRecord {
        guard let passed else { return try log.record(decision, for: profile.id, at: now()) }
        if decision == passed.decision { return passed }
        let record = try log.record(decision, for: profile.id, at: now())
        do {
            try log.undo(passed)
        } catch {
            try? log.undo(record)
            throw error
        }
        return record
    }

    /// Undoes a second look's decision: the nope it replaced is in force again (recorded anew
    /// when the decision had replaced it, and renamed in the history).
    func takeBackSecondLook(_ last: CardDecision, replaced: DecisionRecord) throws {
        guard last.record != replaced else { return }
        let restored = try log.record(replaced.decision, for: replaced.profileID, at: replaced.date)
        do {
            try log.undo(last.record)
        } catch {
            try? log.undo(restored)
            throw error
        }
        // Every entry naming the nope now names it as recorded anew.
        func renamed(_ record: DecisionRecord?) -> DecisionRecord? { record == replaced ? restored : record }
        history = history.map { decided in
            CardDecision(index: decided.index, profile: decided.profile, decision: decided.decision,
                         record: renamed(decided.record) ?? decided.record, replaced: renamed(decided.replaced))
        }
    }
}
