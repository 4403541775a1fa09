import Observation

/// The side menu's state: who is signed in, what it lists, which entry is
/// selected and how wide it is drawn.
@MainActor
@Observable
public final class SideMenuModel {
    /// Who is shown at the top.
    public var header: SideMenuHeader
    /// The items listed, in order; a selection that is no longer listed is cleared.
    public var items: [SideMenuItem] {
        // A selection must always name a listed item.
        didSet { if let selection, !items.contains(where: { $0.id == selection }) { self.selection = nil } }
    }
    /// The ID of the selected item; nil when none is.
    public private(set) var selection: SideMenuItem.ID?
    /// How much room the menu takes.
    public var appearance: SideMenuAppearance

    /// A menu of `items` under `header`, with `selection` when it names a listed item.
    public init(header: SideMenuHeader, items: [SideMenuItem],
                selection: SideMenuItem.ID? = nil, appearance: SideMenuAppearance = .default) {
        self.header = header
        self.items = items
        self.selection = selection.flatMap { id in items.contains { $0.id == id } ? id : nil }
        self.appearance = appearance
    }

    /// The selected item; nil when none is.
    public var selectedItem: SideMenuItem? {
        selection.flatMap { id in items.first { $0.id == id } }
    }

    /// Activates the item with `id`: it becomes the selection, or, if it was
    /// already selected, the selection clears (a second tap deselects).
    /// Returns the new selection; an unknown id changes nothing.
    @discardableResult
    public func activate(_ id: SideMenuItem.ID) -> SideMenuItem.ID? {
        guard items.contains(where: { $0.id == id }) else { return selection }
        selection = selection == id ? nil : id
        return selection
    }

    /// Selects nothing.
    public func clearSelection() {
        selection = nil
    }
}
