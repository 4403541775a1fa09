internal import CGtk

/// A `GtkGridView`: a Swift array's elements as tiles in a grid that wraps at the view's
/// width, made as they scroll into view (put it in a ``ScrolledWindow``).
@MainActor
public final class GridView: Widget {
    override class var gtype: GType { gtk_grid_view_get_type() }

    /// A grid of `items`: `makeTile` makes a tile, `bind` fills it with its element; at most
    /// `maximumColumns` a line.
    public convenience init<Element, Tile: Widget>(items: [Element], selection mode: ListSelectionMode = .single,
                                                   maximumColumns: Int = 7,
                                                   makeTile: @escaping @MainActor () -> Tile,
                                                   bind: @escaping @MainActor (Tile, Element) -> Void) {
        let store = ItemStore(items)
        let factory = RowFactory.make(items: store, makeRow: makeTile, bind: bind)
        self.init(gtk_grid_view_new(SelectionModels.make(over: store.retainedModel, mode: mode), factory), ownership: .owned)
        gtk_grid_view_set_max_columns(pointer(), guint(max(1, maximumColumns)))
        _ = attachment(ItemStoreKey.name) { ItemStoreBox(store) }
    }

    /// Replaces the elements with `items` (the type the grid was made with).
    public func setItems<Element>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { _, _ in false })
    }

    /// Replaces the elements with `items`, keeping the tiles of what did not change.
    public func setItems<Element: Equatable>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { $0 == $1 })
    }

    /// Whether a single click activates a tile (false: a double click, or Return).
    public var singleClickActivates: Bool {
        get { gtk_grid_view_get_single_click_activate(pointer()) != 0 }
        set { gtk_grid_view_set_single_click_activate(pointer(), newValue ? 1 : 0) }
    }

    /// A tile was activated (a click or Enter, as `singleClickActivates` says); the argument is its position.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect("activate", after: false, body: { (position: UInt32) in body(Int(position)) } as Trampoline.UInt1,
                trampoline: unsafeBitCast(Trampoline.uint, to: GCallback.self))
    }
}
