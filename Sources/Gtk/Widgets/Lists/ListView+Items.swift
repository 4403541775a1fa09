internal import CGtk

extension ListView {
    /// A list of `items`, a Swift array of anything: `makeRow` makes a row widget as one
    /// scrolls into view (only visible rows exist, and they are reused), and `bind` fills it
    /// with its element. `setItems(_:)` replaces the elements later.
    public convenience init<Element, Row: Widget>(items: [Element], selection mode: ListSelectionMode = .single,
                                                  makeRow: @escaping @MainActor () -> Row,
                                                  bind: @escaping @MainActor (Row, Element) -> Void) {
        let store = ItemStore(items)
        let factory = RowFactory.make(items: store, makeRow: makeRow, bind: bind)
        self.init(gtk_list_view_new(SelectionModels.make(over: store.retainedModel, mode: mode), factory), ownership: .owned)
        _ = attachment(ItemStoreKey.name) { ItemStoreBox(store) }
    }

    /// Replaces the list's elements with `items` (the type the list was made with); every
    /// row is made again. Equatable elements keep the rows of what did not change.
    public func setItems<Element>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { _, _ in false })
    }

    /// Replaces the list's elements with `items`; rows before and after the part that changed
    /// stay as they are (with their focus and selection).
    public func setItems<Element: Equatable>(_ items: [Element]) {
        itemStore(of: Element.self)?.replace(with: items, unchanged: { $0 == $1 })
    }

    /// The list's elements in the order shown, or nil for a list of another type (or one over a
    /// `StringList`).
    public func items<Element>(as type: Element.Type = Element.self) -> [Element]? {
        itemStore(of: type)?.elements
    }

    /// The list's items changed: some were added or removed (`setItems(_:)`, a binding's new
    /// array, or a `StringList` changed), after the list has taken the change in.
    @discardableResult
    public func onItemsChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let model = gtk_list_view_get_model(pointer()),
              let object = Object.wrap(UnsafeMutableRawPointer(model), as: Object.self) else { return nil }
        return object.connect("items-changed", after: true, body: body as Trampoline.Void0,
                              trampoline: unsafeBitCast(Trampoline.uintTripleIgnored, to: GCallback.self))
    }

    /// The element at `position`, or nil (out of range, or a list of another type).
    public func item<Element>(at position: Int, as type: Element.Type = Element.self) -> Element? {
        itemStore(of: type)?.element(at: position)
    }
}

extension Widget {
    /// The Swift elements of a list made over an array, when they are `Element`s.
    func itemStore<Element>(of type: Element.Type) -> ItemStore<Element>? {
        attachment(ItemStoreKey.name) { ItemStoreBox(nil) }.store as? ItemStore<Element>
    }
}

/// Where a list keeps its `ItemStore` (a box: the store is generic, the widget is not).
enum ItemStoreKey {
    static let name = "tactile-item-store"
}

@MainActor
final class ItemStoreBox {
    let store: AnyObject?
    init(_ store: AnyObject?) { self.store = store }
}
