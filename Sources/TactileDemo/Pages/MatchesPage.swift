import FoundationEssentials
import Glibc
import Observation
import Tactile
import TactileStore

/// The profiles you liked or boosted, newest first. Each row has a context
/// menu (message, colour tag, unmatch, others with the same hobby) with the
/// profile as its preview. Several rows can be selected (Ctrl/Shift+click,
/// Ctrl+Space, Shift+↑/↓, or "Select" and taps): the menu then acts on all of
/// them ("Unmatch 3"); double-click or Enter messages a match.
///
/// The page follows the store, the one source of truth for decisions: any
/// change to them (a decision, undo, start over, `--reset`, a tag, unmatch)
/// reads the matches again, once per main-loop turn however many came in it.
@MainActor
final class MatchesPage {
    let widget = Stack()
    private let data: AppData
    private let popups: AppPopups
    /// What the page shows, as read from the store.
    private let model = MatchesModel()
    private var list: ListView?
    /// The selected rows, and the menu acting on them.
    private var selection: SelectionContextMenu?
    /// Called with each profile unmatched here: a decision the card stack did not make.
    var onUnmatch: (Profile.ID) -> Void = { _ in }

    init(data: AppData, popups: AppPopups) {
        self.data = data
        self.popups = popups
        widget.transitionType = .crossfade
        widget.addPage(makeEmptyState(), name: "empty")
        // Equal matches keep their rows: a tag changes a row in place (its own binding), so a
        // row keeps its focus and an open context menu stays open.
        let list = ListView(observing: { [model] in model.matches }, selection: .multiple, makeRow: { [weak self] () -> MatchRow in
            let row = MatchRow()
            self?.attachContextMenu(to: row)
            row.bind { [weak self] row in
                guard let self else { return }
                let tags = self.model.tags // read first: what the binding follows
                guard let match = row.match else { return }
                row.show(match, avatar: self.data.avatarFile(for: match.profile), tag: tags[match.id])
            }
            return row
        }, bind: { [weak self] row, match in
            guard let self else { return }
            row.show(match, avatar: self.data.avatarFile(for: match.profile), tag: self.model.tags[match.id])
        })
        self.list = list
        list.addCSSClass("navigation-sidebar")
        list.addCSSClass("tactile-matches")
        // Named for what it holds, not after the page: Orca reads the page, then the list.
        list.setAccessibleLabel(localized("Your matches"))
        selection = SelectionContextMenu(list: list, id: \LikedProfile.id, menu: { [weak self] ids in
            self?.menu(for: ids) ?? MenuDescription([])
        }, primaryAction: { [weak self] ids in self?.open(ids) })
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        scroller.vexpand = true
        let page = Box(.vertical)
        if let selection { page.append(makeSelectionBar(selection)) }
        page.append(scroller)
        widget.addPage(page, name: "list")
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
        var tags: [String: MatchTag] = [:]
        do {
            matches = try data.store.likedProfiles()
            tags = try data.store.matchTags().compactMapValues(MatchTag.init(rawValue:))
        } catch {
            popups.post([localized("The matches could not be read: {error}", ["error": StoreMessages.text(for: error)])])
        }
        // Only what changed is set (an equal array set again would still wake the list and every row).
        if model.matches != matches { model.matches = matches }
        if model.tags != tags { model.tags = tags }
        widget.visiblePageName = matches.isEmpty ? "empty" : "list"
    }

    private func match(withID id: String) -> LikedProfile? { model.matches.first { $0.id == id } }

    // MARK: Context menu

    private func attachContextMenu(to row: MatchRow) {
        guard let selection else { return }
        selection.attach(to: row) { [weak row] in row?.match?.id }
        .preview(content: { [weak self, weak row] in
            guard let self, let match = row?.match else { return Label("") }
            return MatchCard.make(for: match.profile, avatar: self.data.avatarFile(for: match.profile),
                                  title: localized("{name}, {age}", ["name": match.profile.name, "age": String(match.profile.age)]),
                                  actions: [])
        })
        .accessibleTitle { [weak self, weak row] in
            let targets = self?.selection?.menuTargets ?? []
            if targets.count > 1 {
                // Translators: whose menu a screen reader says is open, "3 matches menu".
                return localized.plural("{count} match", "{count} matches", count: targets.count)
            }
            // Whose menu and what the hidden preview shows: name, age and hobby.
            return row?.match.map {
                localized("{name}, {age}, {hobby}", ["name": $0.profile.name, "age": String($0.profile.age), "hobby": $0.profile.hobby])
            }
        }
        // The message sheet opens in place, over the preview, as the menu goes.
        .commitStyle(.pop)
        .onCommit { [weak self, weak row] in
            guard let match = row?.match else { return }
            self?.popups.message = match
        }
    }

    /// The primary action (double-click, Enter): a message to one match; for several, their menu.
    private func open(_ ids: [String]) {
        if ids.count == 1, let match = match(withID: ids[0]) {
            popups.message = match
            return
        }
        let focus = (widget.root?.as(Window.self))?.focusedWidget
        // The list's children are its rows' items, in the order shown.
        let shown = (list?.children ?? []).compactMap { $0.firstChild as? MatchRow }.filter { $0.isMapped }
        let focused = shown.first { row in focus.map { $0 === row || $0.isDescendant(of: row) } ?? false }
        let target = focused ?? shown.first { $0.match.map { ids.contains($0.id) } ?? false }
        target?.attachedContextMenu?.present(trigger: .keyboard)
    }

    private func menu(for ids: [String]) -> MenuDescription {
        let matches = ids.compactMap(match(withID:))
        guard matches.count > 1 else { return matches.first.map(menu(for:)) ?? MenuDescription([]) }
        return MenuDescription(sections: [
            MenuSection([tagSubmenu(for: matches)]),
            MenuSection([
                // Translators: acts on every selected match, "Unmatch 3".
                MenuItem(localized.plural("_Unmatch {count}", "_Unmatch {count}", count: matches.count),
                         id: "unmatch", iconName: "user-trash-symbolic", role: .destructive) { [weak self] in
                    for match in matches { self?.unmatch(match) }
                },
            ]),
        ])
    }

    private func menu(for match: LikedProfile) -> MenuDescription {
        return MenuDescription(sections: [
            MenuSection([
                MenuItem(localized("_Message…"), id: "message", iconName: "mail-send-symbolic") { [weak self] in
                    self?.popups.message = match
                },
            ]),
            MenuSection([tagSubmenu(for: [match])]),
            // Translators: a menu heading over the other matches with the same hobby.
            MenuSection(title: localized("Also into {hobby}", ["hobby": match.profile.hobby]),
                        loading: DeferredMenuItems(id: "same-hobby") { [weak self] in
                try await self?.matches(sharingHobbyWith: match) ?? []
            }),
            MenuSection([
                MenuItem(localized("_Unmatch"), id: "unmatch", iconName: "user-trash-symbolic", role: .destructive) { [weak self] in
                    self?.unmatch(match)
                },
            ]),
        ])
    }

    /// "Colour Tag" for `matches`: a choice is marked when all of them have it.
    private func tagSubmenu(for matches: [LikedProfile]) -> MenuItem {
        let shared = Set(matches.map { model.tags[$0.id] })
        let current = shared.count == 1 ? shared.first ?? nil : nil
        let tagItems = [MenuItem(localized("None"), id: "tag-none",
                                 state: .radio(group: "tag", isSelected: shared == [nil])) { [weak self] in
            self?.setTag(nil, for: matches)
        }] + MatchTag.allCases.map { tag in
            MenuItem(tag.title, id: "tag-\(tag.rawValue)", state: .radio(group: "tag", isSelected: current == tag)) {
                [weak self] in self?.setTag(tag, for: matches)
            }
        }
        return MenuItem(localized("Colour _Tag"), id: "tag", iconName: "tag-symbolic", submenu: MenuDescription(tagItems))
    }

        /// The other matches with `match`'s hobby, read from the store after the menu has shown
    /// (the menu never waits for the store), each item messaging that match.
    private func matches(sharingHobbyWith match: LikedProfile) async throws -> [MenuItem] {
        await Task.yield()
        let others = try data.store.likedProfiles().filter { $0.id != match.id && $0.profile.hobby == match.profile.hobby }
        guard !others.isEmpty else {
            return [MenuItem(localized("Nobody else yet"), id: "same-hobby-none", isEnabled: false)]
        }
        return others.prefix(5).map { other in
            MenuItem(localized("Message {name}", ["name": other.profile.name]), id: "same-hobby-\(other.id)") { [weak self] in
                self?.popups.message = other
            }
        }
    }

    /// A bar over the list: "Select" for fingers (taps then add rows), and how many are selected.
    private func makeSelectionBar(_ selection: SelectionContextMenu) -> Widget {
        let bar = Box(.horizontal, spacing: 12)
        bar.setMargins(top: 6, bottom: 0, start: 12, end: 12)
        let count = Label()
        count.hexpand = true
        count.xalign = 0
        count.addCSSClass("dim-label")
        count.bind { label in
            let selected = selection.selection.selected.count
            label.text = selected == 0 ? localized("Ctrl+click or Select to choose several")
                : localized.plural("{count} selected", "{count} selected", count: selected)
        }
        let select = ToggleButton(label: localized("_Select"))
        select.usesUnderline = true
        select.tooltip = localized("Tap matches to select several")
        select.onToggled { [weak select] in
            guard let select, selection.isSelecting != select.isActive else { return }
            selection.isSelecting = select.isActive
        }
        select.bind { $0.isActive = selection.selection.isSelecting }
        bar.append(count)
        bar.append(select)
        return bar
    }

    private func setTag(_ tag: MatchTag?, for matches: [LikedProfile]) {
        do {
            for match in matches { try data.store.setMatchTag(tag?.rawValue, for: match.id) }
        } catch {
            popups.post([localized("The tag could not be saved: {error}", ["error": StoreMessages.text(for: error)])])
        }
    }

    /// Unmatching is a decision of its own: a "nope" recorded after the like, only while it is a match.
    private func unmatch(_ match: LikedProfile) {
        do {
            DecisionReport.unmatched(try data.store.unmatch(match.id, at: Date()))
            onUnmatch(match.id)
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

/// The matches, newest first, and their colour tags: what the list and its rows follow.
@MainActor
@Observable
private final class MatchesModel {
    var matches: [LikedProfile] = []
    var tags: [String: MatchTag] = [:]
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
