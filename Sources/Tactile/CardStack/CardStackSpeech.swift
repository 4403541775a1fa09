import TactileModel

/// What the stack says to people: card titles, accessible names, button
/// names and announcements, in one place so they stay consistent.
enum CardStackSpeech {
    /// The card's accessible name, read as the card looks: "Ada, 29, Bouldering".
    static func accessibleName(of profile: Profile) -> String {
        let title = "\(profile.name), \(profile.age)"
        return profile.hobby.isEmpty ? title : "\(title), \(profile.hobby)"
    }

    static var roleDescription: String { localized("Profile card") }
    /// ARIA-style key shortcuts (space separated, modifiers joined with +).
    static let keyShortcuts = "ArrowRight ArrowLeft ArrowUp Backspace Control+Z"
    static var keyHelp: String { localized("Right arrow likes, Left arrow passes, Up arrow boosts, Backspace undoes.") }

    /// The bottom-bar button's name: what it does, to whom.
    static func buttonName(_ decision: Decision, for profile: Profile?) -> String {
        guard let profile else {
            return switch decision {
            case .like: localized("Like")
            case .nope: localized("Nope")
            case .boost: localized("Boost")
            }
        }
        let name = ["name": profile.name]
        return switch decision {
        // Translators: button names; {name} is the person on the top card.
        case .like: localized("Like {name}", name)
        case .nope: localized("Nope {name}", name)
        case .boost: localized("Boost {name}", name)
        }
    }

    /// What assistive technology hears when the top card's rules refuse a decision.
    static func refusal(_ decision: Decision, of profile: Profile) -> String {
        let name = ["name": profile.name]
        return switch decision {
        // Translators: said when a button or key asks for a decision this profile does not allow.
        case .like: localized("{name} can't be liked.", name)
        case .nope: localized("{name} can't be passed.", name)
        case .boost: localized("{name} can't be boosted.", name)
        }
    }

    static var undoButtonName: String { localized("Undo") }

    /// What assistive technology hears after a decision.
    static func announcement(_ decision: Decision, of profile: Profile, next: Profile?) -> String {
        // Translators: what a screen reader says after a decision: "Liked Ada. Next: Ben, 31, Salsa."
        localized("{done} {next}", ["done": decisionAnnouncement(decision, of: profile), "next": upNext(next)])
    }

    /// The decision alone ("Liked Ada."), for where the next card is read on its own.
    static func decisionAnnouncement(_ decision: Decision, of profile: Profile) -> String {
        let name = ["name": profile.name]
        return switch decision {
        case .like: localized("Liked {name}.", name)
        case .nope: localized("Noped {name}.", name)
        case .boost: localized("Boosted {name}.", name)
        }
    }

    static func undoAnnouncement(of profile: Profile) -> String {
        // Translators: {card} reads as "Ada, 29, Bouldering".
        localized("Undone. {card} is back.", ["card": accessibleName(of: profile)])
    }

    /// Said when the top card is withdrawn: "Ada is no longer available."
    static func withdrawal(of profile: Profile) -> String {
        // Translators: said when the profile on the top card was withdrawn from the catalogue.
        localized("{name} is no longer available.", ["name": profile.name])
    }

    /// The withdrawal and the card that came up: "Ada is no longer available. Next: Ben, 31, Salsa."
    static func withdrawalAnnouncement(of profile: Profile, next: Profile?) -> String {
        localized("{done} {next}", ["done": withdrawal(of: profile), "next": upNext(next)])
    }

    /// Why the deck refused an insertion or a withdrawal, in words.
    static func deckChangeRefusal(_ refusal: CardDeckChangeError) -> String {
        switch refusal {
        case .alreadyInDeck(let profile):
            localized("{name} is already in the deck.", ["name": profile.name])
        case .alreadyDecided(let profile, _):
            localized("{name} was decided already, so the deck does not show them again.", ["name": profile.name])
        case .notInDeck(let id):
            // Translators: {id} is a profile's identifier in the catalogue.
            localized("No card in the deck is the profile “{id}”.", ["id": id])
        case .lookupFailed(let id, let reason):
            localized("Could not check whether the profile “{id}” is in the deck: {reason}", ["id": id, "reason": reason])
        }
    }

    static func matchAnnouncement(with profile: Profile) -> String {
        localized("It's a match with {name}!", ["name": profile.name])
    }

    private static func upNext(_ next: Profile?) -> String {
        guard let next else { return localized("No more profiles.") }
        return localized("Next: {card}.", ["card": accessibleName(of: next)])
    }
}
