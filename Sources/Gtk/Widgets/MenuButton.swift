internal import CGtk

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
