import Gtk

/// A menu item's content as the app's own widget: a row of colour swatches, a rating, a
/// contact with their picture. The context menu puts it in a row of its own making, which is
/// the menu item: it takes the focus in the menu's arrow-key order, activates by a click, a
/// tap, Enter or Space, is read by screen readers as a menu item named with the item's title,
/// and is dimmed when the item is disabled. The widget itself is shown, not operated: clicks
/// and focus go to the row, so one item is one thing to activate. A check or radio item is
/// a check or radio menu item to screen readers, checked as its state says; GTK draws no mark
/// beside a custom item, so the widget shows the state itself.
///
///     MenuItem("Label Red", id: "label-red", content: { ColorDot(.red) }) { photo.label = .red }
///
/// The widget is made each time the menu opens (and when the menu's shape changes while it
/// is open); bind it to the app's state (`widget.bind { … }`) to follow changes in between.
public struct MenuItemWidget: MenuItemContent {
    /// Makes the widget; called on the main actor as the menu is built.
    public let make: @MainActor () -> Widget
    /// Whether the widget takes the whole row, edge to edge, rather than the place of the
    /// title and icon within the menu's item padding.
    public var fillsRow: Bool

    /// Content made by `make`; `fillsRow` gives it the whole row.
    public init(fillsRow: Bool = false, _ make: @escaping @MainActor () -> Widget) {
        self.make = make
        self.fillsRow = fillsRow
    }
}

extension MenuItem {
    /// An item showing the widget `content` makes in place of its title and icon. `title` stays
    /// its name: what screen readers say, and what finds the item again when the menu changes.
    /// The other options are those of the standard item; `action` runs when it is activated.
    /// It has no default: given one, a lone trailing closure would be taken for `content`, and
    /// `MenuItem("Red", id: "red") { paint() }` would stop meaning the standard item.
    public init(_ title: String, id: String, shortcut: KeyboardShortcut? = nil, isEnabled: Bool = true,
                state: State = .plain, role: Role = .normal, fillsRow: Bool = false,
                content: @escaping @MainActor () -> Widget, action: (@MainActor () -> Void)?) {
        self.init(title, id: id, shortcut: shortcut, isEnabled: isEnabled, state: state, role: role, action: action)
        customContent = MenuItemWidget(fillsRow: fillsRow, content)
    }
}
