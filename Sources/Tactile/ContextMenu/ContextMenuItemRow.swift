import Gtk

/// A menu item showing the app's own widget (`MenuItemWidget`), placed in the popover menu's
/// custom slot for the item. GTK draws no row for a custom slot, so this one is the item:
/// focusable in the menu's arrow-key order, a menu item to screen readers, named with the
/// item's title (a check or radio menu item, checked or not, for such items), activated by a
/// click or tap released on it, Enter or Space.
///
/// CSS: `menuitemrow` (`.fills-row` when the widget takes the whole row, `.destructive`).
@MainActor
final class ContextMenuItemRow: Container {
    override class var gtkTypeName: String { "TactileMenuItemRow" }
    override class var cssName: String { "menuitemrow" }

    let itemID: MenuItem.ID
    /// The item's title as shown to assistive technologies (mnemonics taken out).
    private(set) var accessibleName = ""
    /// The app's widget shown now.
    private(set) var content: Widget
    /// Runs when the person activates the row.
    var onActivate: @MainActor () -> Void = {}

    init(item: MenuItem, content: Widget, fillsRow: Bool) {
        itemID = item.id
        self.content = content
        // The role follows the item's kind, which a menu keeps until it is rebuilt.
        let role: AccessibleRole = switch item.state {
        case .plain: .menuItem
        case .checkbox: .menuItemCheckbox
        case .radio: .menuItemRadio
        }
        super.init(role: role, cssClasses: fillsRow ? ["fills-row"] : [])
        isFocusable = true
        hexpand = true
        show(content)
        update(item)
        addInput()
    }

    /// Shows `widget` instead of the current content (the menu opens again for other state).
    func replaceContent(with widget: Widget) {
        guard widget !== content else { return }
        content.unparent()
        content = widget
        show(widget)
    }

    /// Whether a check or radio item is on, as screen readers are told (the app's widget shows it).
    private(set) var isChecked: Bool?

    /// Takes the item's title, enabled-ness, check or radio state and role.
    func update(_ item: MenuItem) {
        let checked: Bool? = switch item.state {
        case .plain: nil
        case .checkbox(let isOn): isOn
        case .radio(_, let isSelected): isSelected
        }
        if let checked, checked != isChecked { setAccessibleChecked(checked) }
        isChecked = checked
        let name = item.title.withoutMnemonics
        if name != accessibleName {
            accessibleName = name
            setAccessibleLabel(name)
        }
        if isSensitive != item.isEnabled { isSensitive = item.isEnabled }
        setCSSClass(DestructiveItemStyler.cssClass, item.role == .destructive)
    }

    private func show(_ widget: Widget) {
        // The row is the one thing to press and focus; the app's widget only shows.
        widget.canTarget = false
        widget.canFocus = false
        append(widget)
    }

    private func addInput() {
        let click = ClickGesture(button: 1)
        click.onPressed { [weak click] _, _, _ in click?.setState(.claimed) }
        click.onReleased { [weak self] _, x, y in
            guard let self, x >= 0, y >= 0, x < Double(self.width), y < Double(self.height) else { return }
            self.onActivate()
        }
        addController(click)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, _ in
            guard let self, [Key.return, Key.keypadEnter, Key.space].contains(keyval) else { return false }
            self.onActivate()
            return true
        }
        addController(keys)
    }
}
