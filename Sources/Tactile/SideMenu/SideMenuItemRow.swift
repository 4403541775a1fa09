import Gtk
import TactileModel

/// One entry of the side menu: a flat button as wide as the menu (the whole
/// row is the hit area), icon and title inside, pressed feedback from the
/// theme, a selected style, and the title kept as accessible name and tooltip
/// when the compact menu hides it.
@MainActor
final class SideMenuItemRow {
    let item: SideMenuItem
    let button = Button()
    let icon: Image
    let titleLabel: Label
    let title: CollapsingLabel
    /// The name assistive technologies read, whatever the appearance.
    private(set) var accessibleName = ""

    init(item: SideMenuItem) {
        self.item = item
        icon = Image(iconName: item.iconName)
        icon.pixelSize = 20
        titleLabel = Label(item.title)
        titleLabel.xalign = 0
        titleLabel.ellipsize = .end
        // Inside the revealer, so the gap goes with the title in compact mode.
        titleLabel.setMargins(start: 14)
        title = CollapsingLabel(child: titleLabel)
        title.place(in: button, after: icon, styleClass: "item")
        button.hexpand = true
        button.halign = .fill
        accessibleName = item.title
        button.setAccessibleLabel(item.title)
    }

    func showSelected(_ selected: Bool) {
        button.setCSSClass("selected", selected)
        button.setAccessibleSelected(selected)
    }

    func show(_ appearance: SideMenuAppearance) {
        title.isExpanded = appearance == .default
        // Compact shows icons alone: the title moves to the tooltip.
        button.tooltip = appearance == .compact ? item.title : nil
    }
}
