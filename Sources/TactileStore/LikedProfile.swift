import Foundation
import TactileModel

/// A profile the person liked or boosted, for the Matches page.
public struct LikedProfile: Sendable, Hashable, Identifiable {
    public let profile: Profile
    /// `.like` or `.boost`.
    public let decision: Decision
    public let date: Date

    public var id: Profile.ID { profile.id }
}
