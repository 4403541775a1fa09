import TactileModel
import TactileStore

/// The demo's rule per card: boosts are for people 21 and over, so a younger profile
/// can only be liked or passed (a drag up springs back, the Boost button and the Up key
/// are refused with a word why).
enum BoostAgeRule {
    static let minimumAge = 21

    static var cardRules: CardRules<Profile> {
        CardRules(directions: { profile in profile.age < minimumAge ? .horizontal : .all })
    }

    /// What the person is told when a boost is refused.
    static func refusal(of profile: Profile) -> String {
        // Translators: shown when Boost is pressed on a profile younger than {age}.
        localized("{name} can't be boosted: boosts are for people {age} and over.",
                  ["name": profile.name, "age": String(minimumAge)])
    }
}
