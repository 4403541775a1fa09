internal import CGtk

/// A `GtkStringList`: a list model of strings (ids that look up Swift data).
@MainActor
public final class StringList: Object {
    override class var gtype: GType { gtk_string_list_get_type() }

    /// A list holding `strings`.
    public convenience init(_ strings: [String] = []) {
        self.init(UnsafeMutableRawPointer(gtk_string_list_new(nil)), ownership: .owned)
        replaceAll(with: strings)
    }

    var listModelPointer: OpaquePointer { pointer() }

    /// How many strings the list holds.
    public var count: Int { Int(g_list_model_get_n_items(listModelPointer)) }

    /// The string at `index`, or nil when `index` is out of range.
    public func string(at index: Int) -> String? {
        gtk_string_list_get_string(pointer(), guint(index)).map { String(cString: $0) }
    }

    /// Adds `string` at the end.
    public func append(_ string: String) { gtk_string_list_append(pointer(), string) }

    /// Removes the string at `index`.
    public func remove(at index: Int) { gtk_string_list_remove(pointer(), guint(index)) }

    /// Replaces every item in one change, so a list view updates once.
    public func replaceAll(with strings: [String]) {
        var cStrings: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_string_list_splice(pointer(), 0, guint(count), &cStrings)
    }
}

/// One item of a `StringList`, as a list item hands it out.
@MainActor
public final class StringObject: Object {
    override class var gtype: GType { gtk_string_object_get_type() }
    /// The string the item holds.
    public var string: String { String(cString: gtk_string_object_get_string(pointer())) }
}

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

/// How many rows of a `ListView` can be selected at once.
public enum ListSelectionMode: Sendable {
    /// At most one (GTK's `GtkSingleSelection`), the row the keyboard moves to.
    case single
    /// Any number (`GtkMultiSelection`), shown with the theme's selected rows.
    case multiple
}

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
