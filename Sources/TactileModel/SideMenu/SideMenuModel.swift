import Observation

/// The side menu's state: who is signed in, what it lists (in sections under headers), what
/// the search keeps, which entry is selected and how wide it is drawn.
@MainActor
@Observable
public final class SideMenuModel {
    /// The user shown at the top.
    public var header: SideMenuHeader
    /// The entries, in sections; ids are unique across sections.
    public var sections: [SideMenuSection] {
        // A selection must always name a listed item.
        didSet { if let selection, item(selection) == nil { self.selection = nil } }
    }
    /// The entry shown as current, if any.
    public private(set) var selection: SideMenuItem.ID?
    /// Titles beside icons, or icons alone.
    public var appearance: SideMenuAppearance
    /// What the search field holds; the list shows `visibleSections`.
    public var searchText = ""

    /// A menu with its sections.
    public init(header: SideMenuHeader, sections: [SideMenuSection],
                selection: SideMenuItem.ID? = nil, appearance: SideMenuAppearance = .default) {
        self.header = header
        self.sections = sections
        self.appearance = appearance
        self.selection = selection.flatMap { id in sections.contains { $0.items.contains { $0.id == id } } ? id : nil }
    }

    /// A menu with one section of entries and no section header.
    public convenience init(header: SideMenuHeader, items: [SideMenuItem],
                            selection: SideMenuItem.ID? = nil, appearance: SideMenuAppearance = .default) {
        self.init(header: header, sections: [SideMenuSection(id: "main", items: items)],
                  selection: selection, appearance: appearance)
    }

    /// Every entry, section after section.
    public var items: [SideMenuItem] { sections.flatMap(\.items) }

    /// The entry with `id`, if listed.
    public func item(_ id: SideMenuItem.ID) -> SideMenuItem? {
        for section in sections { if let item = section.items.first(where: { $0.id == id }) { return item } }
        return nil
    }

    /// The sections the search keeps (all of them when the search is blank).
    public var visibleSections: [SideMenuSection] { SideMenuFilter(query: searchText).apply(to: sections) }

    /// True when a search is typed and nothing matches it (the list shows "No results").
    public var showsNoResults: Bool { !SideMenuFilter(query: searchText).isBlank && visibleSections.isEmpty }

    /// Changes the count shown beside the entry `id` (nil or 0 hides it); an unknown id changes nothing.
    public func setBadge(_ badge: Int?, for id: SideMenuItem.ID) {
        for s in sections.indices {
            if let i = sections[s].items.firstIndex(where: { $0.id == id }) {
                if sections[s].items[i].badge != badge { sections[s].items[i].badge = badge }
                return
            }
        }
    }

    /// The selected entry, if any.
    public var selectedItem: SideMenuItem? { selection.flatMap(item) }

    /// Activates the item with `id`: it becomes the selection, or, if it was
    /// already selected, the selection clears (a second tap deselects).
    /// Returns the new selection; an unknown id changes nothing.
    @discardableResult
    public func activate(_ id: SideMenuItem.ID) -> SideMenuItem.ID? {
        guard item(id) != nil else { return selection }
        selection = selection == id ? nil : id
        return selection
    }

    /// Leaves no entry selected.
    public func clearSelection() {
        selection = nil
    }
}
