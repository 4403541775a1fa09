internal import CGtk

/// A `GtkColumnView`: a Swift array's elements as the rows of a table with titled columns,
/// made as they scroll into view (put it in a ``ScrolledWindow``).
@MainActor
public final class ColumnView: Widget {
    override class var gtype: GType { gtk_column_view_get_type() }

    /// A table of `items` with `columns`.
    public convenience init<Element>(items: [Element], selection mode: ListSelectionMode = .single,
                                     columns: [TableColumn<Element>]) {
        let store = ItemStore(items)
        self.init(gtk_column_view_new(SelectionModels.make(over: store.retainedModel, mode: mode)), ownership: .owned)
        for column in columns {
            // The column takes the factory's reference, and the view the column's.
            let gtkColumn = gtk_column_view_column_new(column.title, column.makeFactory(store))
            gtk_column_view_column_set_expand(gtkColumn, column.expands ? 1 : 0)
            gtk_column_view_append_column(pointer(), gtkColumn)
            g_object_unref(UnsafeMutableRawPointer(gtkColumn))
        }
        _ = attachment(ItemStoreKey.name) { ItemStoreBox(store) }
    }

    /// Replaces the rows' elements with `items` (the type the table was made with).
    public func setItems<Element>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { _, _ in false })
    }

    /// Replaces the rows' elements with `items`, keeping the rows of what did not change.
    public func setItems<Element: Equatable>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { $0 == $1 })
    }

    /// How many columns the table has.
    public var columnCount: Int {
        guard let columns = gtk_column_view_get_columns(pointer()) else { return 0 }
        return Int(g_list_model_get_n_items(columns))
    }

    /// A row was activated (a double click, Enter); the argument is its position.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect("activate", after: false, body: { (position: UInt32) in body(Int(position)) } as Trampoline.UInt1,
                trampoline: unsafeBitCast(Trampoline.uint, to: GCallback.self))
    }
}
