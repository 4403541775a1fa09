import Gtk
import TactileModel

/// One entry of the side menu: a flat button as wide as the menu (the whole
/// row is the hit area), icon, title and count inside, pressed feedback from the
/// theme, a selected style, and the title kept as accessible name and tooltip
/// when the compact menu hides it.
@MainActor
final class SideMenuItemRow {
    private(set) var item: SideMenuItem
    let button = Button()
    let icon: Image
    let titleLabel: Label
    /// The count at the row's end; hidden when there is none.
    let badgeLabel = Label()
    let title: CollapsingLabel
    /// The entry's context menu, when the side menu gives entries one (the button owns it).
    weak var contextMenu: ContextMenu?
    private var appearance: SideMenuAppearance = .default
    /// The name assistive technologies read, whatever the appearance.
    private(set) var accessibleName = ""

    /// A row for `item` showing `content` when the app made one, else icon, title and count.
    init(item: SideMenuItem, content: Widget? = nil) {
        self.item = item
        icon = Image(iconName: "")
        icon.pixelSize = 20
        // GTK 4.8 looks an image's icon up, and renders its SVG, as the window is first shown,
        // even in a closed menu: the name is given as the row is first shown (the size is fixed).
        icon.on("map") { [weak icon, item] in
            guard let icon, icon.iconName?.isEmpty ?? true else { return }
            icon.iconName = item.iconName
        }
        titleLabel = Label(item.title)
        titleLabel.xalign = 0
        titleLabel.ellipsize = .end
        titleLabel.hexpand = true
        // Inside the revealer, so the gap goes with the title in compact mode.
        titleLabel.setMargins(start: 14)
        badgeLabel.addCSSClass("badge")
        badgeLabel.valign = .center
        badgeLabel.setMargins(start: 8)
        // The count is read as the row's description; the label itself would repeat it.
        badgeLabel.setAccessibleHidden(true)
        let text = Box(.horizontal, spacing: 0)
        text.append(titleLabel)
        text.append(badgeLabel)
        title = CollapsingLabel(child: text)
        if let content {
            button.child = content
            button.hasFrame = false
            button.addCSSClass("item")
        } else {
            title.place(in: button, after: icon, styleClass: "item")
        }
        button.hexpand = true
        button.halign = .fill
        accessibleName = item.title
        button.setAccessibleLabel(item.title)
        showBadge()
    }

    /// Takes a changed count (the same id, title and icon).
    func update(_ newItem: SideMenuItem) {
        guard newItem != item else { return }
        item = newItem
        showBadge()
    }

    private func showBadge() {
        let count = item.shownBadge
        badgeLabel.text = count.map(String.init) ?? ""
        badgeLabel.isVisible = count != nil
        showTooltip()
    }

    func showSelected(_ selected: Bool) {
        button.setCSSClass("selected", selected)
        button.setAccessibleSelected(selected)
    }

    func show(_ appearance: SideMenuAppearance) {
        self.appearance = appearance
        title.isExpanded = appearance == .default
        showTooltip()
    }

    /// Compact shows icons alone: the title (and the count) move to the tooltip. The count is
    /// the row's accessible description, set after the tooltip, which GTK makes the description.
    private func showTooltip() {
        let count = item.shownBadge
        button.tooltip = appearance == .compact ? count.map { "\(item.title) (\($0))" } ?? item.title : nil
        button.setAccessibleDescription(count.map { localized.plural("{count} item", "{count} items", count: $0) } ?? "")
    }
}
