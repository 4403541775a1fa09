import Foundation
import Gtk
import TactileModel

/// The side menu: the user's header above a list of entries with icon and
/// title, drawn from a `SideMenuModel`.
///
/// A click on the header switches between expanded and compact (icons only,
/// titles kept as tooltips and accessible names). A click on an entry goes
/// through `SideMenuModel.activate` (a second click on the selected entry
/// clears the selection) and is then reported by `onItemActivated`, where the
/// app shows the page and closes an overlay drawer with reason `.item`.
/// Arrow keys move between entries, Enter and Space activate, typing the
/// first letters of a title moves to it.
///
/// CSS nodes (the GType is `TactileSideMenu`):
///
///     sidemenu[.compact]
///     ├── button.header             avatar, name and subtitle
///     ├── separator
///     ╰── scrolledwindow
///         ╰── box
///             ╰── button.item[.selected]   one per entry: icon and title
@MainActor
public final class SideMenu: Container {
    override public class var gtkTypeName: String { "TactileSideMenu" }
    override public class var cssName: String { "sidemenu" }

    public let model: SideMenuModel
    /// Where relative avatar paths of `model.header` are looked up.
    public var avatarFolder: String? {
        didSet { header.show(model.header, avatarFolder: avatarFolder) }
    }
    /// Called after an entry was activated, with the entry and the selection
    /// it left (nil when the click cleared it).
    public var onItemActivated: (@MainActor (_ item: SideMenuItem, _ selection: SideMenuItem.ID?) -> Void)?

    let header = SideMenuHeaderView()
    private let list = Box(.vertical, spacing: 0)
    private(set) var rows: [SideMenuItemRow] = []
    private var shownSelection: SideMenuItem.ID?
    private var shownAppearance: SideMenuAppearance = .default
    private var typeAhead = TypeAheadSearch()

    public init(model: SideMenuModel, avatarFolder: String? = nil) {
        self.model = model
        self.avatarFolder = avatarFolder
        super.init(role: .spokenNavigation)
        DrawerStyle.install()
        layoutManager = .box(.vertical)
        setAccessibleLabel(localized("Main menu"))

        header.button.onClicked { [weak self] in self?.toggleAppearance() }
        append(header.button)
        append(SideMenuSeparator())
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.vexpand = true
        scroller.child = list
        append(scroller)
        setUpTypeAhead()

        // Each binding reads one part of the model, so a selection change
        // restyles rows without rebuilding them.
        bind { [model] menu in menu.showItems(model.items) }
        bind { [model] menu in menu.showSelection(model.selection) }
        bind { [model] menu in menu.showAppearance(model.appearance, name: model.header.name) }
        bind { [model] menu in menu.header.show(model.header, avatarFolder: menu.avatarFolder) }
    }

    /// Activates the entry `id` as a click on it does.
    public func activate(_ id: SideMenuItem.ID) {
        guard let item = model.items.first(where: { $0.id == id }) else { return }
        let selection = model.activate(id)
        onItemActivated?(item, selection)
    }

    /// Switches between titles and icons only, as a click on the header does.
    public func toggleAppearance() {
        model.appearance.toggle()
    }

    // MARK: Showing the model

    private func showItems(_ items: [SideMenuItem]) {
        guard items != rows.map(\.item) else { return }
        for row in rows { list.remove(row.button) }
        rows = items.map { item in
            let row = SideMenuItemRow(item: item)
            let id = item.id
            row.button.onClicked { [weak self] in self?.activate(id) }
            list.append(row.button)
            row.showSelected(item.id == shownSelection)
            row.show(shownAppearance)
            return row
        }
    }

    private func showSelection(_ selection: SideMenuItem.ID?) {
        shownSelection = selection
        for row in rows { row.showSelected(row.item.id == selection) }
    }

    private func showAppearance(_ appearance: SideMenuAppearance, name: String) {
        shownAppearance = appearance
        setCSSClass("compact", appearance == .compact)
        header.show(appearance, name: name)
        for row in rows { row.show(appearance) }
    }

    // MARK: Type-ahead

    private func setUpTypeAhead() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self, weak keys] keyval, _, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control, .alt, .super]),
                  let character = Key.character(keyval), !character.isWhitespace else { return false }
            // The key's own time: keys handled together after a busy moment still count as typed apart.
            return self.typeAhead(character, at: keys?.currentEventTime ?? ProcessInfo.processInfo.systemUptime)
        }
        // On the whole menu: typing finds an entry with the focus on the header too, where
        // opening the menu puts it.
        addController(keys)
    }

    /// Moves the focus to the next entry whose title starts with what was typed.
    private func typeAhead(_ character: Character, at time: Double) -> Bool {
        let current = rows.firstIndex { $0.button.hasFocus }
        guard let index = typeAhead.find(character, at: time, in: rows.map(\.item.title), from: current) else {
            return false
        }
        rows[index].button.grabFocus()
        return true
    }
}

/// The line under the side menu's header.
@MainActor
final class SideMenuSeparator: Container {
    override class var gtkTypeName: String { "TactileSideMenuSeparator" }
    override class var cssName: String { "separator" }

    init() { super.init(role: .presentation) }
}
