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

/// Items shown together, with an optional heading.
public struct MenuSection: Equatable {
    /// The heading shown above the items, if any.
    public var title: String?
    /// The items, in order; for a deferred section, the items loaded so far (see `ContextMenuModel.shownMenu`).
    public var items: [MenuItem]
    /// Items that load after the menu opens, shown after `items`; nil for a section whose items are all known.
    public var deferred: DeferredMenuItems?

    /// A section of `items`, headed by `title` when given.
    public init(_ items: [MenuItem], title: String? = nil) {
        self.items = items
        self.title = title
    }

    /// A section whose items load when the menu opens; a placeholder shows until they are ready.
    public init(title: String? = nil, loading deferred: DeferredMenuItems) {
        self.items = []
        self.title = title
        self.deferred = deferred
    }

    /// Sections are equal when they show the same; a deferred load is known by its id.
    public static func == (lhs: MenuSection, rhs: MenuSection) -> Bool {
        lhs.title == rhs.title && lhs.items == rhs.items && lhs.deferred?.id == rhs.deferred?.id
    }
}
