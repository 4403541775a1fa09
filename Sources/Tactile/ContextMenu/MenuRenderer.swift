import Gtk

/// Turns a `MenuDescription` into what `GtkPopoverMenu` shows: a `Menu`
/// (GMenu) of sections, items and submenus, and a `SimpleActionGroup` with
/// one action per item, so GTK draws check and radio items from the actions'
/// states, greys out disabled ones and shows accelerators.
///
/// The menu is rebuilt only when what it shows changes shape (items, titles,
/// kinds); a change of state or of enabled-ness only updates the actions,
/// so an open menu keeps its focus and its widgets.
@MainActor
final class MenuRenderer {
    /// The prefix the actions are inserted under on the owning widget.
    static let actionPrefix = "context-menu"
    /// The custom slot the preview fills.
    static let previewSlotID = "tactile-context-menu-preview"

    /// The menu to show; another one after each rebuild (see `render`), shared
    /// with the other menus of the same shape, so never changed in place.
    private(set) var root = Menu()
    let actions = SimpleActionGroup()
    /// Called with the item's id when GTK activates its action.
    var onActivate: @MainActor (MenuItem.ID) -> Void = { _ in }

    private var shape: MenuShape?
    /// The popover shows `root`; false once it let its items go (`menuReleased`).
    private var isShown = false
    private var actionsByItem: [MenuItem.ID: SimpleAction] = [:]

    /// The action name of each item, as GTK sees it (`context-menu.<name>`).
    private(set) var actionNames: [MenuItem.ID: String] = [:]

    /// The custom slot of the item `id` whose content is the app's (`MenuItem.customContent`):
    /// named after its action, so unique in the menu and the same in every menu of its shape.
    func customSlotID(for id: MenuItem.ID) -> String {
        "tactile-context-menu-item-\(actionNames[id] ?? id)"
    }

    /// Shows `menu`, with the preview's slot on top when `withPreview`;
    /// returns true when the GMenu was rebuilt or the popover shows it no more (the popover
    /// must then be given `root`, its custom children and item styling again).
    @discardableResult
    func render(_ menu: MenuDescription, withPreview: Bool) -> Bool {
        let newShape = MenuShape(menu: menu, withPreview: withPreview)
        if newShape == shape {
            for item in menu.allItems { update(item) }
            if isShown { return false }
        } else {
            shape = newShape
            rebuildActions(for: menu)
        }
        isShown = true
        // Another root, set on the popover, rather than emptying this one:
        // GTK 4.8 leaves a removed section's submenu pages behind, and the
        // rebuilt submenu's page then clashes with the stale one's name.
        // Shared with every menu of this shape (see `SharedMenuModels`).
        root = Self.sharedModels.menu(for: newShape) { makeRoot(menu, withPreview: withPreview) }
        return true
    }

    /// Makes the items' actions for `menu` without a menu to show (one never opened yet), so
    /// their names serve buttons elsewhere; unless the actions are made already.
    func makeActionsIfNone(for menu: MenuDescription) {
        guard shape == nil else { return }
        shape = MenuShape(menu: menu, withPreview: false)
        rebuildActions(for: menu)
    }

    /// The popover let its items go (a closed menu): the next `render` gives it `root` again.
    /// The actions stay, for the items' shortcuts and action names on a closed menu.
    func menuReleased() { isShown = false }

    private static let sharedModels = SharedMenuModels<MenuShape>(capacity: 32)

    private func makeRoot(_ menu: MenuDescription, withPreview: Bool) -> Menu {
        let root = Menu()
        if withPreview {
            let slot = Menu()
            slot.appendCustom(id: Self.previewSlotID)
            root.appendSection(nil, slot)
        }
        for section in menu.sections { root.appendSection(section.title, makeMenu(section.items)) }
        return root
    }

    private func makeMenu(_ items: [MenuItem]) -> Menu {
        let menu = Menu()
        for item in items {
            if let submenu = item.submenu {
                let content = Menu()
                for section in submenu.sections { content.appendSection(section.title, makeMenu(section.items)) }
                menu.appendSubmenu(item.title, content)
                continue
            }
            if item.customContent is MenuItemWidget {
                // The app's widget goes there (`customSlotID`); the action still serves shortcuts.
                menu.appendCustom(id: customSlotID(for: item.id))
                continue
            }
            let action = "\(Self.actionPrefix).\(actionNames[item.id] ?? item.id)"
            let target: Variant? = if case .radio = item.state { Variant(item.id) } else { nil }
            menu.append(item.title, action: action, target: target, icon: item.iconName,
                        accelerator: item.shortcut?.gtkAccelerator)
        }
        return menu
    }

    private func rebuildActions(for menu: MenuDescription) {
        for name in actionNames.values { actions.remove(action: name) }
        actionsByItem = [:]
        actionNames = [:]
        var taken: Set<String> = []
        for item in menu.allItems where item.submenu == nil {
            let name = Self.uniqueActionName(for: item.id, taken: &taken)
            let action = Self.makeAction(for: item, named: name)
            let id = item.id
            action.onActivate { [weak self] _ in self?.onActivate(id) }
            actions.add(action)
            actionsByItem[id] = action
            actionNames[id] = name
        }
    }

    private static func makeAction(for item: MenuItem, named name: String) -> SimpleAction {
        let action: SimpleAction = switch item.state {
        case .plain: SimpleAction(name: name)
        case .checkbox(let isOn): SimpleAction(name: name, state: Variant(isOn))
        // GTK draws a radio item when the action's state has the parameter's
        // type; the item is selected when the state equals its target. One
        // action per item keeps each item's enabled-ness its own.
        case .radio(_, let isSelected): SimpleAction(name: name, parameterType: .string,
                                                     state: Variant(isSelected ? item.id : ""))
        }
        action.isEnabled = item.isEnabled
        return action
    }

    private func update(_ item: MenuItem) {
        guard let action = actionsByItem[item.id] else { return }
        if action.isEnabled != item.isEnabled { action.isEnabled = item.isEnabled }
        let state: Variant? = switch item.state {
        case .plain: nil
        case .checkbox(let isOn): Variant(isOn)
        case .radio(_, let isSelected): Variant(isSelected ? item.id : "")
        }
        if let state, action.state != state { action.state = state }
    }

    /// GIO action names allow letters, digits, '-' and '.'; anything else
    /// becomes '-', and a clash gets a numbered suffix.
    static func uniqueActionName(for id: String, taken: inout Set<String>) -> String {
        let allowed = id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" }
        let base = allowed.isEmpty ? "item" : String(allowed)
        var name = base, suffix = 2
        while taken.contains(name) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        taken.insert(name)
        return name
    }
}

/// What decides the GMenu's structure: everything shown except the states
/// and enabled-ness the actions carry.
private struct MenuShape: Equatable {
    let menu: MenuDescription
    let withPreview: Bool

    init(menu: MenuDescription, withPreview: Bool) {
        var normalised = menu
        normalised.normaliseStates()
        self.menu = normalised
        self.withPreview = withPreview
    }
}

extension MenuDescription {
    fileprivate mutating func normaliseStates() {
        for s in sections.indices {
            for i in sections[s].items.indices {
                sections[s].items[i].isEnabled = true
                switch sections[s].items[i].state {
                case .plain: break
                case .checkbox: sections[s].items[i].state = .checkbox(isOn: false)
                case .radio(let group, _): sections[s].items[i].state = .radio(group: group, isSelected: false)
                }
                sections[s].items[i].submenu?.normaliseStates()
            }
        }
    }
}
