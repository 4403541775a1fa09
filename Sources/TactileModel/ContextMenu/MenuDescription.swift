/// A menu as data: sections of items, separated when shown (as `GMenu`
/// sections are). The front end turns it into a `GtkPopoverMenu`.
public struct MenuDescription: Equatable {
    /// The menu's sections, separated by lines.
    public var sections: [MenuSection]

    /// A menu of `sections`.
    public init(sections: [MenuSection]) { self.sections = sections }

    /// A menu of one section holding `items`.
    public init(_ items: [MenuItem]) { self.sections = [MenuSection(items)] }

    /// Every item, submenus included, depth first.
    public var allItems: [MenuItem] {
        sections.flatMap(\.items).flatMap { item in [item] + (item.submenu?.allItems ?? []) }
    }

    /// The item with `id`, searched in every section and submenu; nil when there is none.
    public func item(_ id: MenuItem.ID) -> MenuItem? {
        allItems.first { $0.id == id }
    }

    /// Changes every item (submenus included) through `change`.
    mutating func updateItems(_ change: (inout MenuItem) -> Void) {
        for s in sections.indices {
            for i in sections[s].items.indices {
                change(&sections[s].items[i])
                sections[s].items[i].submenu?.updateItems(change)
            }
        }
    }
}

/// Items shown together, with an optional heading.
public struct MenuSection: Equatable {
    /// The section's heading; nil shows only a separator.
    public var title: String?
    /// The section's items, in order.
    public var items: [MenuItem]

    /// A section of `items`, headed by `title` when given.
    public init(_ items: [MenuItem], title: String? = nil) {
        self.items = items
        self.title = title
    }
}
