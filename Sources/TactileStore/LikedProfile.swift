import FoundationEssentials
import TactileModel

/// A profile the person liked or boosted, for the Matches page.
public struct LikedProfile: Sendable, Hashable, Identifiable {
    /// The profile liked or boosted.
    public let profile: Profile
    /// `.like` or `.boost`.
    public let decision: Decision
    /// When it was decided.
    public let date: Date

    public var id: Profile.ID { profile.id }
}
