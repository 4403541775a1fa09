import Gtk

/// Marks the widgets GTK made for destructive items with
/// `destructive`, so the style sheet can colour them.
///
/// GTK 4.8's popover menus take no per-item style from a `GMenu` (no CSS
/// class attribute, and the item buttons are private), so after each rebuild
/// this walks the popover's widgets and matches each `GtkModelButton` by the
/// text of its label. Two items with the same title share their styling.
@MainActor
enum DestructiveItemStyler {
    static let cssClass = "destructive"

    static func apply(to popover: PopoverMenu, menu: MenuDescription) {
        let destructive = Set(menu.allItems.filter { $0.role == .destructive }.map { $0.title.withoutMnemonics })
        for button in itemButtons(in: popover) where !(button is ContextMenuItemRow) {
            let isDestructive = labels(in: button).contains { destructive.contains($0.text) }
            button.setCSSClass(cssClass, isDestructive)
        }
    }

    /// The buttons GTK made for menu items (`GtkModelButton`) and the rows showing the app's
    /// own widgets (`ContextMenuItemRow`), in tree order.
    static func itemButtons(in popover: Widget) -> [Widget] {
        descendants(of: popover).filter { $0.typeName == "GtkModelButton" || $0 is ContextMenuItemRow }
    }

    /// The item button showing `title`, if the popover has one.
    static func itemButton(titled title: String, in popover: Widget) -> Widget? {
        let text = title.withoutMnemonics
        return itemButtons(in: popover).first { titles(of: $0).contains(text) }
    }

    /// The titles an item button shows: its labels', or a custom row's item title.
    static func titles(of button: Widget) -> [String] {
        if let row = button as? ContextMenuItemRow { return [row.accessibleName] }
        return labels(in: button).map(\.text)
    }

    static func labels(in widget: Widget) -> [Label] {
        descendants(of: widget).compactMap { $0.as(Label.self) }
    }

    static func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }
}

extension String {
    /// The text GTK shows for a title with mnemonics: "Set _Red" is "Set Red",
    /// "__" an underscore.
    var withoutMnemonics: String {
        var result = ""
        var escaped = false
        for character in self {
            if character == "_" && !escaped {
                escaped = true
                continue
            }
            result.append(character)
            escaped = false
        }
        return result
    }
}
