import FoundationEssentials

/// What the user decided about a profile.
public enum Decision: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not interested: a swipe left.
    case nope
    /// Interested: a swipe right.
    case like
    /// Very interested: a swipe up.
    case boost
}

/// One decision as it was recorded, so that undo can remove exactly it.
public struct DecisionRecord: Sendable, Hashable, Identifiable {
    /// Unique for the life of the log that recorded it.
    public let id: Int64
    /// The profile the decision is about.
    public let profileID: Profile.ID
    /// What was decided.
    public let decision: Decision
    /// When it was decided.
    public let date: Date

    /// A record numbered `id` of `decision` on `profileID` at `date`.
    public init(id: Int64, profileID: Profile.ID, decision: Decision, date: Date) {
        self.id = id
        self.profileID = profileID
        self.decision = decision
        self.date = date
    }
}
