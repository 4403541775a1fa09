internal import CGtk

/// A row of a `ListView`: the widget shown and the item it shows.
@MainActor
public final class ListItem: Object {
    override class var gtype: GType { gtk_list_item_get_type() }

    /// The widget that shows the item.
    public var child: Widget? {
        get { Object.wrap(gtk_list_item_get_child(pointer()), as: Widget.self) }
        set { gtk_list_item_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// The item's string when the model is a `StringList`.
    public var string: String? {
        Object.wrap(gtk_list_item_get_item(pointer()), as: StringObject.self)?.string
    }

    /// The item's position in the list.
    public var position: Int { Int(gtk_list_item_get_position(pointer())) }

    /// Whether the item can be activated (by a click, or Return).
    public var isActivatable: Bool {
        get { gtk_list_item_get_activatable(pointer()) != 0 }
        set { gtk_list_item_set_activatable(pointer(), newValue ? 1 : 0) }
    }
}
