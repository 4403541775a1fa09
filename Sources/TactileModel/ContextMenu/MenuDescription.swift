/// A menu as data: sections of items, separated when shown (as `GMenu`
/// sections are). The front end turns it into a `GtkPopoverMenu`.
public struct MenuDescription: Equatable {
    /// The sections, in order.
    public var sections: [MenuSection]

    /// A menu of `sections`.
    public init(sections: [MenuSection]) { self.sections = sections }

    /// A menu of one section holding `items`.
    public init(_ items: [MenuItem]) { self.sections = [MenuSection(items)] }

    /// Every item, submenus included, depth first.
    public var allItems: [MenuItem] {
        sections.flatMap(\.items).flatMap { item in [item] + (item.submenu?.allItems ?? []) }
    }

    /// The item `id`, submenus included; nil when there is none.
    public func item(_ id: MenuItem.ID) -> MenuItem? {
        allItems.first { $0.id == id }
    }

    /// Changes every item (submenus included) through `change`.
    /// The deferred loads of the sections, in order.
    public var deferredLoads: [DeferredMenuItems] { sections.compactMap(\.deferred) }

    mutating func updateItems(_ change: (inout MenuItem) -> Void) {
        for s in sections.indices {
            for i in sections[s].items.indices {
                change(&sections[s].items[i])
                sections[s].items[i].submenu?.updateItems(change)
            }
        }
    }
}
