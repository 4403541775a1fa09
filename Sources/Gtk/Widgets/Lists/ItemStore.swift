internal import CGtk

/// A Swift array as a GTK list model: a `GListStore` of placeholder objects, one an element,
/// beside the elements themselves. A row finds its element by its item's position, so an
/// element's content moves with its placeholder when others are inserted or removed before it.
@MainActor
final class ItemStore<Element> {
    nonisolated(unsafe) let store: OpaquePointer
    private(set) var elements: [Element] = []

    init(_ elements: [Element]) {
        guard let store = g_list_store_new(gobject_type()) else { fatalError("GTK made no list store") }
        self.store = store
        replace(with: elements, unchanged: { _, _ in false })
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(store)) }

    /// A reference for a list or a selection model, which takes one of its own.
    var retainedModel: OpaquePointer {
        g_object_ref(UnsafeMutableRawPointer(store))
        return store
    }

    func element(at position: Int) -> Element? { elements.indices.contains(position) ? elements[position] : nil }

    /// Replaces the elements; the rows of a common first and last run (`unchanged` says which
    /// are the same) stay as they are, and only the rows between are made again.
    func replace(with newElements: [Element], unchanged: (Element, Element) -> Bool) {
        let old = elements
        var prefix = 0
        while prefix < old.count, prefix < newElements.count, unchanged(old[prefix], newElements[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < newElements.count - prefix,
              unchanged(old[old.count - 1 - suffix], newElements[newElements.count - 1 - suffix]) { suffix += 1 }
        elements = newElements
        let removals = old.count - prefix - suffix
        let additions = newElements.count - prefix - suffix
        guard removals > 0 || additions > 0 else { return }
        var placeholders: [gpointer?] = (0..<additions).map { _ in
            UnsafeMutableRawPointer(g_object_new_with_properties(gobject_type(), 0, nil, nil))
        }
        g_list_store_splice(store, guint(prefix), guint(removals), &placeholders, guint(additions))
        for placeholder in placeholders { g_object_unref(placeholder) }
    }
}

/// The selection models a list of rows uses over any list model (which they take over).
@MainActor
enum SelectionModels {
    static func make(over model: OpaquePointer, mode: ListSelectionMode) -> OpaquePointer? {
        switch mode {
        case .single:
            let single = gtk_single_selection_new(model)
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            return single
        case .multiple:
            return gtk_multi_selection_new(model)
        }
    }
}

/// A `GtkSignalListItemFactory` whose rows are `Row`s made by `makeRow` and filled by `bind`
/// with the element at the item's position in `items`.
@MainActor
enum RowFactory {
    static func make<Element, Row: Widget>(items: ItemStore<Element>, makeRow: @escaping @MainActor () -> Row,
                                           bind: @escaping @MainActor (Row, Element) -> Void) -> OpaquePointer {
        guard let factory = gtk_signal_list_item_factory_new() else { fatalError("GTK made no list item factory") }
        let factoryObject = Object(UnsafeMutableRawPointer(factory), ownership: .owned)
        factoryObject.onPointer("setup") { item in
            Object.wrap(item, as: ListItem.self)?.child = makeRow()
        }
        factoryObject.onPointer("bind") { [weak items] item in
            guard let item = Object.wrap(item, as: ListItem.self), let row = item.child as? Row,
                  let element = items?.element(at: item.position) else { return }
            bind(row, element)
        }
        g_object_ref(factoryObject.gobject) // the view takes this reference over
        return factory
    }
}
