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
