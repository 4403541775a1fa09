import Foundation
import Tactile
import TactileStore

/// The profiles you liked or boosted, newest first.
@MainActor
final class MatchesPage {
    let widget = Stack()
    private let data: AppData
    private let ids = StringList()
    private var matchesByID: [String: LikedProfile] = [:]

    init(data: AppData) {
        self.data = data
        widget.transitionType = .crossfade
        widget.addPage(makeEmptyState(), name: "empty")
        let list = ListView(model: ids, setup: { item in
            item.child = MatchRow()
        }, bind: { [weak self] item in
            guard let self, let id = item.string, let match = self.matchesByID[id],
                  let row = item.child as? MatchRow else { return }
            row.show(match, avatar: self.data.avatarFile(for: match.profile))
        })
        list.addCSSClass("navigation-sidebar")
        list.setAccessibleLabel("Matches")
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        scroller.vexpand = true
        widget.addPage(scroller, name: "list")
        reload()
    }

    /// Reads the matches again (after a decision or an undo).
    func reload() {
        let matches: [LikedProfile]
        do {
            matches = try data.store.likedProfiles()
        } catch {
            FileHandle.standardError.write(Data("tactile: cannot read matches: \(error)\n".utf8))
            matches = []
        }
        matchesByID = Dictionary(matches.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        ids.replaceAll(with: matches.map(\.id))
        widget.visiblePageName = matches.isEmpty ? "empty" : "list"
    }

    private func makeEmptyState() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.valign = .center
        box.halign = .center
        box.setMargins(24)
        let icon = Image(iconName: "emblem-favorite-symbolic")
        icon.pixelSize = 96
        icon.addCSSClass("dim-label")
        let title = Label("No Matches Yet")
        title.addCSSClass("title-1")
        let hint = Label("Swipe right or press → on the Discover page to like someone.")
        hint.wraps = true
        hint.addCSSClass("dim-label")
        box.append(icon)
        box.append(title)
        box.append(hint)
        return box
    }
}

/// One row of the matches list: avatar, name and age, hobby.
@MainActor
final class MatchRow: Container {
    private let avatar = Picture()
    private let nameLabel = Label()
    private let details = Label()
    private let badge = Image(iconName: "starred-symbolic")

    init() {
        super.init(role: .group)
        layoutManager = .box(.horizontal, spacing: 12)
        setMargins(top: 6, bottom: 6, start: 6, end: 6)
        avatar.setSizeRequest(width: 48, height: 48)
        avatar.setContentFit(cover: true)
        avatar.overflowHidden = true
        avatar.addCSSClass("tactile-match-avatar")
        avatar.valign = .center
        let text = Box(.vertical, spacing: 2)
        text.valign = .center
        text.hexpand = true
        nameLabel.xalign = 0
        nameLabel.ellipsize = .end
        nameLabel.addCSSClass("heading")
        details.xalign = 0
        details.ellipsize = .end
        details.addCSSClass("dim-label")
        text.append(nameLabel)
        text.append(details)
        badge.tooltip = "Boosted"
        badge.addCSSClass("accent")
        badge.valign = .center
        append(avatar)
        append(text)
        append(badge)
    }

    override init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        super.init(pointer, ownership: ownership)
    }

    func show(_ match: LikedProfile, avatar file: String?) {
        nameLabel.text = "\(match.profile.name), \(match.profile.age)"
        details.text = match.profile.hobby
        badge.isVisible = match.decision == .boost
        if let file, let texture = try? Texture(file: file) {
            avatar.setTexture(texture)
        } else {
            avatar.setTexture(nil)
        }
        setAccessibleLabel("\(match.profile.name), \(match.profile.age), \(match.profile.hobby)"
                           + (match.decision == .boost ? ", boosted" : ""))
    }
}
