internal import CGtk

/// A `GtkPopover`: a bubble attached to a widget.
@MainActor
open class Popover: Widget {
    override class var gtype: GType { gtk_popover_get_type() }

    /// An empty popover.
    public convenience init() {
        self.init(gtk_popover_new(), ownership: .owned)
    }

    var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkPopover.self)
    }

    /// The popover's content.
    public var child: Widget? {
        get { Object.wrap(gtk_popover_get_child(popoverPointer), as: Widget.self) }
        set { gtk_popover_set_child(popoverPointer, newValue?.widgetPointer) }
    }

    /// Shows the popover.
    public func popup() { gtk_popover_popup(popoverPointer) }
    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popoverPointer) }

    /// Points the popover at a rectangle of its parent (a pointer position, say); nil for the whole parent.
    public func point(at rect: (x: Int, y: Int, width: Int, height: Int)?) {
        guard let rect else { gtk_popover_set_pointing_to(popoverPointer, nil); return }
        var rectangle = GdkRectangle(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
        gtk_popover_set_pointing_to(popoverPointer, &rectangle)
    }

    /// The side of its parent (or of the rectangle it points at) it opens on.
    public var position: Side {
        get { Side(gtk_popover_get_position(popoverPointer)) }
        set { gtk_popover_set_position(popoverPointer, newValue.gtk) }
    }

    /// Whether the popover draws an arrow towards what it points to.
    public var hasArrow: Bool {
        get { gtk_popover_get_has_arrow(popoverPointer) != 0 }
        set { gtk_popover_set_has_arrow(popoverPointer, newValue ? 1 : 0) }
    }

    /// Closes on a click outside or Escape.
    public var autohide: Bool {
        get { gtk_popover_get_autohide(popoverPointer) != 0 }
        set { gtk_popover_set_autohide(popoverPointer, newValue ? 1 : 0) }
    }

    /// Whether the popover is shown.
    public var isOpen: Bool { isVisible }

    /// Calls `body` when the popover closes, for any reason.
    @discardableResult
    public func onClosed(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("closed", body) }
}

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

/// A `GtkMenuButton`: a button that opens a popover or a menu.
@MainActor
public final class MenuButton: Widget {
    override class var gtype: GType { gtk_menu_button_get_type() }

    /// A menu button showing the icon named `iconName`, opening `menu` when clicked.
    public convenience init(iconName: String, menu: Menu? = nil) {
        self.init(gtk_menu_button_new(), ownership: .owned)
        gtk_menu_button_set_icon_name(pointer(), iconName)
        if let menu { gtk_menu_button_set_menu_model(pointer(), menu.menuModelPointer) }
        // The icon inside the button GTK makes: decorative, as a button's icon is.
        UnnamedAccessibles.hideImages(in: self)
    }

    /// Whether the button is the window's primary menu, opened with F10.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(pointer()) != 0 }
        set { gtk_menu_button_set_primary(pointer(), newValue ? 1 : 0) }
    }
}
