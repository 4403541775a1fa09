import FoundationEssentials
import Tactile
import TactileStore

/// The content of the "It's a match" popup and of a match's detail: a large
/// round avatar, the name, and what the two of you can do next.
@MainActor
enum MatchCard {
    static func make(for profile: Profile, avatar file: String?, title: String, actions: [Button]) -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.setMargins(24)
        box.addCSSClass("tactile-match-card")
        let picture = AvatarView(size: 128)
        picture.halign = .center
        picture.show(name: profile.name, imagePath: file)
        let heading = Label(title)
        heading.addCSSClass("title-1")
        heading.wraps = true
        // Translators: under a match's picture: "Ada, 29 · Bouldering".
        let subtitle = Label(localized("{name}, {age} · {hobby}",
                                       ["name": profile.name, "age": String(profile.age), "hobby": profile.hobby]))
        subtitle.wraps = true
        subtitle.maxWidthChars = 32
        subtitle.addCSSClass("dim-label")
        box.append(picture)
        box.append(heading)
        box.append(subtitle)
        if !actions.isEmpty {
            let row = Box(.horizontal, spacing: 8)
            row.halign = .center
            for action in actions { row.append(action) }
            box.append(row)
        }
        box.setAccessibleLabel(localized("{title} {name}, {age}", ["title": title, "name": profile.name, "age": String(profile.age)]))
        return box
    }
}
