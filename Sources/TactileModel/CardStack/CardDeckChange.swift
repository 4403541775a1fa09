/// Why `CardStackModel.insert(_:at:)` or `withdraw(_:)` refused a change to the deck. Nothing
/// changed; a front end words the reason for people (the model has no translations).
public enum CardDeckChangeError: Error, Hashable, Sendable {
    /// The profile is in the deck already: on a card shown, still to come, or inserted before.
    case alreadyInDeck(Profile)
    /// The profile was decided already (in this stack, or in the log): a deck never deals it twice.
    case alreadyDecided(Profile, Decision)
    /// No card of the deck, to come or decided, is that profile.
    case notInDeck(Profile.ID)
    /// The source or the log could not be asked whether the profile is known; the error they threw.
    case lookupFailed(Profile.ID, reason: String)
}

/// Where a withdrawn profile was when `CardStackModel.withdraw(_:)` took it out of the deck.
public enum CardWithdrawal: Hashable, Sendable {
    /// It was the top card: it leaves (`.withdrawing`) and the next card comes up. A drag on it
    /// ended; the front end tells the person it is gone.
    case top
    /// It was a card shown or still to come behind the top, `place` cards below it (the cards
    /// behind it move up one place).
    case behind(place: Int)
    /// It is still to come beyond the cards read so far (in the source, or inserted at the
    /// end): it will not be shown.
    case ahead
    /// It was decided in this stack: its decision stays in the log, but it leaves the undo
    /// history, so Undo takes back the decision before it (a profile that is gone cannot be
    /// brought back into the deck).
    case decided
}

/// A `ProfileSource` that can say where a profile is in its order, so a stack refuses to insert
/// a profile it would deal anyway, and knows a withdrawn one is still to come.
@MainActor
public protocol ProfileIndexLookup: ProfileSource {
    /// The index of `id` in the source's order, or nil when the source does not hold it.
    func index(of id: Profile.ID) throws -> Int?
}

/// A `DecisionLog` that can say what was decided on a profile, so a stack refuses to deal a
/// decided profile again.
@MainActor
public protocol DecisionLookup: DecisionLog {
    /// The decision in force on `id`, or nil when none is.
    func latestDecision(for id: Profile.ID) throws -> Decision?
}
