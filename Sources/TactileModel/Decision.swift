import Foundation

/// What the user decided about a profile.
public enum Decision: String, Sendable, Hashable, Codable, CaseIterable {
    case nope
    case like
    case boost
}

/// One decision as it was recorded, so that undo can remove exactly it.
public struct DecisionRecord: Sendable, Hashable, Identifiable {
    /// Unique for the life of the log that recorded it.
    public let id: Int64
    public let profileID: Profile.ID
    public let decision: Decision
    public let date: Date

    public init(id: Int64, profileID: Profile.ID, decision: Decision, date: Date) {
        self.id = id
        self.profileID = profileID
        self.decision = decision
        self.date = date
    }
}
