internal import CGtk

/// A `GtkPopoverMenu` built from a `Menu`: arrow keys, mnemonics and menu roles come with it.
@MainActor
public final class PopoverMenu: Popover {
    override class var gtype: GType { gtk_popover_menu_get_type() }

    /// A popover menu over `menu`; `nested` shows submenus as cascading popovers, not sliding pages.
    public convenience init(menu: Menu, nested: Bool = false) {
        let pointer = nested
            ? gtk_popover_menu_new_from_model_full(menu.menuModelPointer, GTK_POPOVER_MENU_NESTED)
            : gtk_popover_menu_new_from_model(menu.menuModelPointer)
        self.init(pointer!, ownership: .owned)
        UnnamedAccessibles.clear(in: self)
    }

    /// Replaces the menu shown, or empties it when nil.
    public func setMenu(_ menu: Menu?) {
        gtk_popover_menu_set_menu_model(pointer(), menu?.menuModelPointer)
        UnnamedAccessibles.clear(in: self)
    }

    /// Puts `child` where the menu has `Menu.appendCustom(id:)`; false if there is no such place.
    @discardableResult
    public func add(child: Widget, id: String) -> Bool {
        gtk_popover_menu_add_child(pointer(), child.widgetPointer, id) != 0
    }

    /// Removes a child added with `add(child:id:)`.
    public func remove(child: Widget) { _ = gtk_popover_menu_remove_child(pointer(), child.widgetPointer) }
}
