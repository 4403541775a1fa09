internal import CGtk

/// A `GtkListView`: over a Swift array (`init(items:selection:makeRow:bind:)`, the way for
/// the app's own values) or a `StringList`, whose rows are made and filled as they scroll
/// into view (only the rows near sight exist).
@MainActor
public final class ListView: Widget {
    override class var gtype: GType { gtk_list_view_get_type() }

    /// A list of `model`'s strings, selecting as `selection` says; `setup` makes a row and
    /// `bind` fills it with an item.
    public convenience init(model: StringList, selection mode: ListSelectionMode = .single,
                            setup: @escaping @MainActor (ListItem) -> Void,
                            bind: @escaping @MainActor (ListItem) -> Void) {
        let factory = gtk_signal_list_item_factory_new()
        let factoryObject = Object(UnsafeMutableRawPointer(factory!), ownership: .owned)
        factoryObject.onPointer("setup") { item in
            if let item = Object.wrap(item, as: ListItem.self) { setup(item) }
        }
        factoryObject.onPointer("bind") { item in
            if let item = Object.wrap(item, as: ListItem.self) { bind(item) }
        }
        g_object_ref(model.gobject) // the selection model takes ownership of the list
        let selection: OpaquePointer?
        switch mode {
        case .single:
            let single = gtk_single_selection_new(model.listModelPointer)
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selection = single
        case .multiple:
            selection = gtk_multi_selection_new(model.listModelPointer)
        }
        g_object_ref(factoryObject.gobject) // the list view takes ownership of the factory
        self.init(gtk_list_view_new(selection, factory), ownership: .owned)
    }

    private var selectionModel: OpaquePointer? { gtk_list_view_get_model(pointer()) }

    /// The positions of the selected rows.
    public var selectedPositions: Set<Int> {
        guard let model = selectionModel, let bitset = gtk_selection_model_get_selection(model) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        let count = gtk_bitset_get_size(bitset)
        return Set((0..<count).map { Int(gtk_bitset_get_nth(bitset, guint($0))) })
    }

    /// Selects exactly the rows at `positions` (a single-selection list takes the first).
    public func setSelectedPositions(_ positions: Set<Int>) {
        guard let model = selectionModel, positions != selectedPositions else { return }
        let selected = gtk_bitset_new_empty()
        let all = gtk_bitset_new_empty()
        defer {
            gtk_bitset_unref(selected)
            gtk_bitset_unref(all)
        }
        for position in positions where position >= 0 { gtk_bitset_add(selected, guint(position)) }
        gtk_bitset_add_range(all, 0, g_list_model_get_n_items(model))
        _ = gtk_selection_model_set_selection(model, selected, all)
    }

    /// The selection changed, by the list's own keys or by `setSelectedPositions`.
    @discardableResult
    public func onSelectionChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let model = selectionModel, let object = Object.wrap(UnsafeMutableRawPointer(model), as: Object.self) else { return nil }
        return object.connect("selection-changed", after: false, body: body as Trampoline.Void0,
                              trampoline: unsafeBitCast(Trampoline.uintPairIgnored, to: GCallback.self))
    }

    /// A row was activated (double click, Enter); the argument is its position.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        connect("activate", after: false, body: { (position: UInt32) in body(Int(position)) } as Trampoline.UInt1,
                trampoline: unsafeBitCast(Trampoline.uint, to: GCallback.self))
    }

    /// Whether a single click activates a row (false: a double click, or Return).
    public var singleClickActivates: Bool {
        get { gtk_list_view_get_single_click_activate(pointer()) != 0 }
        set { gtk_list_view_set_single_click_activate(pointer(), newValue ? 1 : 0) }
    }
}
