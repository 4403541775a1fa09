import TactileModel

/// What the stack says to people: card titles, accessible names, button
/// names and announcements, in one place so they stay consistent.
enum CardStackSpeech {
    /// The card's accessible name, read as the card looks: "Ada, 29, Bouldering".
    static func accessibleName(of profile: Profile) -> String {
        let title = "\(profile.name), \(profile.age)"
        return profile.hobby.isEmpty ? title : "\(title), \(profile.hobby)"
    }

    static let roleDescription = "Profile card"
    /// ARIA-style key shortcuts (space separated, modifiers joined with +).
    static let keyShortcuts = "ArrowRight ArrowLeft ArrowUp Backspace Control+Z"
    static let keyHelp = "Right arrow likes, Left arrow passes, Up arrow boosts, Backspace undoes."

    /// The bottom-bar button's name: what it does, to whom.
    static func buttonName(_ decision: Decision, for profile: Profile?) -> String {
        let verb = switch decision {
        case .like: "Like"
        case .nope: "Nope"
        case .boost: "Boost"
        }
        guard let profile else { return verb }
        return "\(verb) \(profile.name)"
    }

    static let undoButtonName = "Undo"

    /// What assistive technology hears after a decision.
    static func announcement(_ decision: Decision, of profile: Profile, next: Profile?) -> String {
        let done = switch decision {
        case .like: "Liked \(profile.name)."
        case .nope: "Noped \(profile.name)."
        case .boost: "Boosted \(profile.name)."
        }
        return "\(done) \(upNext(next))"
    }

    static func undoAnnouncement(of profile: Profile) -> String {
        "Undone. \(accessibleName(of: profile)) is back."
    }

    static func matchAnnouncement(with profile: Profile) -> String { "It's a match with \(profile.name)!" }

    private static func upNext(_ next: Profile?) -> String {
        guard let next else { return "No more profiles." }
        return "Next: \(accessibleName(of: next))."
    }
}
