import TactileModel
import TactileStore

/// Who likes you back, in a demo with no one on the other side: a fixed
/// pick per profile (a hash of its id), about one in three for a like and
/// two in three for a boost, so the same choices give the same matches.
enum LikesBackRule {
    static func likesBack(_ profile: Profile, after decision: Decision) -> Bool {
        let bucket = fnv1a(profile.id) % 3
        switch decision {
        case .like: return bucket == 0
        case .boost: return bucket != 2
        default: return false
        }
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
