import Foundation
import Tactile
import TactileStore

/// The profiles you liked or boosted, newest first. Each row has a context
/// menu (message, colour tag, unmatch) with the profile as its preview.
///
/// The page follows the store, the one source of truth for decisions: any
/// change to them (a decision, undo, start over, `--reset`, a tag, unmatch)
/// reads the matches again, once per main-loop turn however many came in it.
@MainActor
final class MatchesPage {
    let widget = Stack()
    private let data: AppData
    private let popups: AppPopups
    private let ids = StringList()
    private var matchesByID: [String: LikedProfile] = [:]
    private var tags: [String: MatchTag] = [:]
    /// The rows the list has made, to show a change in place.
    private var rows: [WeakMatchRow] = []

    init(data: AppData, popups: AppPopups) {
        self.data = data
        self.popups = popups
        widget.transitionType = .crossfade
        widget.addPage(makeEmptyState(), name: "empty")
        let list = ListView(model: ids, setup: { [weak self] item in
            let row = MatchRow()
            self?.attachContextMenu(to: row)
            self?.rows.append(WeakMatchRow(row: row))
            item.child = row
        }, bind: { [weak self] item in
            guard let self, let id = item.string, let match = self.matchesByID[id],
                  let row = item.child as? MatchRow else { return }
            row.show(match, avatar: self.data.avatarFile(for: match.profile), tag: self.tags[id])
        })
        list.addCSSClass("navigation-sidebar")
        list.setAccessibleLabel(AppPage.matches.title)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        scroller.vexpand = true
        widget.addPage(scroller, name: "list")
        // A binding re-runs at most once per main-loop turn: a burst of decisions (a held
        // key, a storm of clicks) reads the matches once, not once per card.
        let store = data.store
        widget.bind { [weak self] _ in
            _ = store.revision
            self?.reload()
        }
    }

    /// Reads the matches and their tags again.
    private func reload() {
        var matches: [LikedProfile] = []
        do {
            matches = try data.store.likedProfiles()
            tags = try data.store.matchTags().compactMapValues(MatchTag.init(rawValue:))
        } catch {
            popups.post([localized("The matches could not be read: {error}", ["error": StoreMessages.text(for: error)])])
        }
        matchesByID = Dictionary(matches.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = matches.map(\.id)
        if newIDs == (0..<ids.count).compactMap(ids.string(at:)) {
            // The same matches: the rows change in place (a tag), so a row keeps its focus
            // and an open context menu stays open.
            refreshRows()
        } else {
            ids.replaceAll(with: newIDs)
        }
        widget.visiblePageName = matches.isEmpty ? "empty" : "list"
    }

    private func refreshRows() {
        rows.removeAll { $0.row == nil }
        for entry in rows {
            guard let row = entry.row, let id = row.match?.id, let match = matchesByID[id] else { continue }
            row.show(match, avatar: data.avatarFile(for: match.profile), tag: tags[id])
        }
    }

    // MARK: Context menu

    private func attachContextMenu(to row: MatchRow) {
        row.contextMenu { [weak self, weak row] in
            guard let self, let match = row?.match else { return MenuDescription([]) }
            return self.menu(for: match)
        }
        .preview(content: { [weak self, weak row] in
            guard let self, let match = row?.match else { return Label("") }
            return MatchCard.make(for: match.profile, avatar: self.data.avatarFile(for: match.profile),
                                  title: localized("{name}, {age}", ["name": match.profile.name, "age": String(match.profile.age)]),
                                  actions: [])
        })
        .accessibleTitle { [weak row] in
            row?.match.map { localized("{name}, {age}", ["name": $0.profile.name, "age": String($0.profile.age)]) }
        }
        .onCommit { [weak self, weak row] in
            guard let match = row?.match else { return }
            self?.popups.message = match
        }
    }

    private func menu(for match: LikedProfile) -> MenuDescription {
        let current = tags[match.id]
        let tagItems = [MenuItem(localized("None"), id: "tag-none", state: .radio(group: "tag", isSelected: current == nil)) {
            [weak self] in self?.setTag(nil, for: match)
        }] + MatchTag.allCases.map { tag in
            MenuItem(tag.title, id: "tag-\(tag.rawValue)", state: .radio(group: "tag", isSelected: current == tag)) {
                [weak self] in self?.setTag(tag, for: match)
            }
        }
        return MenuDescription(sections: [
            MenuSection([
                MenuItem(localized("_Message…"), id: "message", iconName: "mail-send-symbolic") { [weak self] in
                    self?.popups.message = match
                },
            ]),
            MenuSection([MenuItem(localized("Colour _Tag"), id: "tag", iconName: "tag-symbolic",
                                  submenu: MenuDescription(tagItems))]),
            MenuSection([
                MenuItem(localized("_Unmatch"), id: "unmatch", iconName: "user-trash-symbolic", role: .destructive) { [weak self] in
                    self?.unmatch(match)
                },
            ]),
        ])
    }

    private func setTag(_ tag: MatchTag?, for match: LikedProfile) {
        do {
            try data.store.setMatchTag(tag?.rawValue, for: match.id)
        } catch {
            popups.post([localized("The tag could not be saved: {error}", ["error": StoreMessages.text(for: error)])])
        }
    }

    /// Unmatching is a decision of its own: a "nope" recorded after the like, only while it is a match.
    private func unmatch(_ match: LikedProfile) {
        do {
            try data.store.unmatch(match.id, at: Date())
        } catch {
            popups.post([localized("{name} could not be unmatched: {error}",
                                    ["name": match.profile.name, "error": StoreMessages.text(for: error)])])
        }
    }

    private func makeEmptyState() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.valign = .center
        box.halign = .center
        box.setMargins(24)
        let icon = Image(iconName: "emblem-favorite-symbolic")
        icon.pixelSize = 96
        icon.addCSSClass("dim-label")
        let title = Label(localized("No Matches Yet"))
        title.addCSSClass("title-1")
        let hint = Label(localized("Swipe right or press → on the Discover page to like someone."))
        hint.wraps = true
        hint.addCSSClass("dim-label")
        box.append(icon)
        box.append(title)
        box.append(hint)
        return box
    }
}

@MainActor
private struct WeakMatchRow {
    weak var row: MatchRow?
}

/// One row of the matches list: avatar, name and age, hobby, tag and boost marks.
@MainActor
final class MatchRow: Button {
    private(set) var match: LikedProfile?
    private let avatar = AvatarView(size: 48)
    private let nameLabel = Label()
    private let details = Label()
    private let tagDot = Box(.horizontal)
    private let badge = Image(iconName: "starred-symbolic")

    override init() {
        super.init()
        hasFrame = false
        addCSSClass("tactile-match-row")
        let content = Box(.horizontal, spacing: 12)
        content.setMargins(top: 6, bottom: 6, start: 6, end: 6)
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
        tagDot.setSizeRequest(width: 12, height: 12)
        tagDot.valign = .center
        tagDot.addCSSClass("tactile-tag-dot")
        badge.tooltip = localized("Boosted")
        badge.valign = .center
        for child in [avatar, text, tagDot, badge] as [Widget] { content.append(child) }
        self.child = content
    }

    func show(_ match: LikedProfile, avatar file: String?, tag: MatchTag?) {
        self.match = match
        nameLabel.text = localized("{name}, {age}", ["name": match.profile.name, "age": String(match.profile.age)])
        details.text = match.profile.hobby
        badge.isVisible = match.decision == .boost
        tagDot.isVisible = tag != nil
        tagDot.setFillColor(tag?.color)
        tagDot.tooltip = tag.map { localized("Tagged {colour}", ["colour": $0.title]) }
        avatar.show(name: match.profile.name, imagePath: file)
        var description = localized("{name}, {age}, {hobby}",
                                    ["name": match.profile.name, "age": String(match.profile.age), "hobby": match.profile.hobby])
        // Translators: added to a match's accessible name: "Ada, 29, Bouldering, boosted, tagged Red".
        if match.decision == .boost { description += localized(", boosted") }
        if let tag { description += localized(", tagged {colour}", ["colour": tag.title]) }
        setAccessibleLabel(description)
    }
}
