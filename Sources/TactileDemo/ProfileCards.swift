import FoundationEssentials
import Tactile
import TactileStore

/// The Discover page's cards: each profile as a `PictureCard` (the avatar, the name with the
/// age beside it, the hobby below), named for screen readers as the card reads
/// ("Ada, 29, Bouldering"), and the stack's words about profiles.
@MainActor
final class ProfileCards {
    /// Avatar paths in profiles are relative to this folder.
    let dataFolder: URL
    /// The avatars decoded last: a few more than the stack shows, so undo decodes none again.
    let textures = TextureCache(capacity: 8)

    init(dataFolder: URL) { self.dataFolder = dataFolder }

    /// The card for `profile`; an avatar that cannot be read shows the initials instead.
    func card(for profile: Profile) -> Widget {
        PictureCard(title: profile.name, badge: "\(profile.age)", subtitle: profile.hobby,
                    picture: textures.texture(at: dataFolder.appendingPathComponent(profile.avatar).path),
                    placeholderSeed: profile.id)
    }

    /// The name announcements use: "Ada".
    static func name(of profile: Profile) -> String { profile.name }

    /// The card's accessible name, read as the card looks: "Ada, 29, Bouldering".
    static func accessibleName(of profile: Profile) -> String {
        let title = "\(profile.name), \(profile.age)"
        return profile.hobby.isEmpty ? title : "\(title), \(profile.hobby)"
    }

    /// What the stack says of its cards, in the words of people's profiles.
    static var words: CardStackWords {
        var words = CardStackWords()
        words.stackName = localized("Profiles")
        words.cardRole = localized("Profile card")
        words.keyHelp = localized("Right arrow likes, Left arrow passes, Up arrow boosts, Backspace undoes.")
        words.noMoreCards = localized("No more profiles.")
        words.emptyTitle = localized("You've seen everyone")
        words.emptyMessage = localized("There are no more profiles around you right now.")
        words.loadFailedTitle = localized("Profiles could not be loaded")
        words.loadFailedMessage = localized("Something went wrong reading the profiles. Try again later.")
        words.loadFailed = localized("The profiles could not be read.")
        // Translators: {id} is a profile's identifier in the catalogue.
        words.itemByID = { localized("the profile “{id}”", ["id": $0]) }
        return words
    }

    /// Said once a liked card has left, when the person likes back.
    static func matchAnnouncement(with profile: Profile) -> String {
        localized("It's a match with {name}!", ["name": profile.name])
    }
}
