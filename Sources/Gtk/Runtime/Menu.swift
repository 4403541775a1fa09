internal import CGtk

/// A `GMenu`: the model behind menus and popover menus.
@MainActor
public final class Menu: Object {
    override class var gtype: GType { g_menu_get_type() }

    var menuModelPointer: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GMenuModel.self)
    }

    /// An empty menu.
    public convenience init() { self.init(UnsafeMutableRawPointer(g_menu_new()), ownership: .owned) }

    /// Adds `item` at the end.
    public func append(_ item: MenuEntry) { g_menu_append_item(pointer(), item.pointer) }

    /// Appends an item activating `action` ("prefix.name"), with `target` as its parameter.
    public func append(_ label: String, action: String, target: Variant? = nil,
                       icon: String? = nil, accelerator: String? = nil) {
        append(MenuEntry(label: label, action: action, target: target, icon: icon, accelerator: accelerator))
    }

    /// Adds `section` at the end as a section, with `label` as its heading (none when nil).
    public func appendSection(_ label: String? = nil, _ section: Menu) {
        g_menu_append_section(pointer(), label, section.menuModelPointer)
    }

    /// Adds `submenu` at the end under an item labelled `label`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(pointer(), label, submenu.menuModelPointer)
    }

    /// A place for a custom widget, filled by `PopoverMenu.add(child:id:)`.
    public func appendCustom(id: String) {
        let item = MenuEntry(label: nil, action: nil)
        item.setAttribute("custom", Variant(id))
        append(item)
    }

    /// Removes every item.
    public func removeAll() { g_menu_remove_all(pointer()) }

    /// How many items the menu has (sections and submenus count as one each).
    public var count: Int { Int(g_menu_model_get_n_items(menuModelPointer)) }
}
