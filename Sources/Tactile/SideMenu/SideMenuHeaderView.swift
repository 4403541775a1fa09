import FoundationEssentials
import Gtk
import TactileModel

/// The signed-in user at the top of the side menu: avatar, name and subtitle
/// on one button, which switches the menu between expanded and compact.
@MainActor
final class SideMenuHeaderView {
    let button = Button()
    let avatar = AvatarView()
    let nameLabel = Label()
    let subtitleLabel = Label()
    let details: CollapsingLabel

    init() {
        let text = Box(.vertical, spacing: 2)
        text.valign = .center
        text.setMargins(start: 12)
        for label in [nameLabel, subtitleLabel] {
            label.xalign = 0
            label.ellipsize = .end
            text.append(label)
        }
        nameLabel.addCSSClass("name")
        subtitleLabel.addCSSClass("subtitle")
        details = CollapsingLabel(child: text)

        details.place(in: button, after: avatar, styleClass: "header")
    }

    func show(_ header: SideMenuHeader, avatarFolder: String?) {
        nameLabel.text = header.name
        subtitleLabel.text = header.subtitle ?? ""
        subtitleLabel.isVisible = header.subtitle != nil
        avatar.show(name: header.name, imagePath: header.avatar.map { Self.resolve($0, in: avatarFolder) })
        button.setAccessibleLabel(header.name)
    }

    func show(_ appearance: SideMenuAppearance, name: String) {
        details.isExpanded = appearance == .default
        button.tooltip = appearance == .compact ? name : nil
        // After the tooltip, which GTK also makes the description (clearing it when removed).
        button.setAccessibleDescription(localized("Switches the menu between titles and icons only"))
        button.setAccessibleExpanded(appearance == .default)
    }

    /// A relative avatar path is relative to the data folder the app names.
    static func resolve(_ path: String, in folder: String?) -> String {
        guard !path.hasPrefix("/"), let folder else { return path }
        return URL(fileURLWithPath: folder).appendingPathComponent(path).path
    }
}
