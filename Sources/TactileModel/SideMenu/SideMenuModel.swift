import Observation

/// The side menu's state: who is signed in, what it lists, which entry is
/// selected and how wide it is drawn.
@MainActor
@Observable
public final class SideMenuModel {
    public var header: SideMenuHeader
    public var items: [SideMenuItem] {
        // A selection must always name a listed item.
        didSet { if let selection, !items.contains(where: { $0.id == selection }) { self.selection = nil } }
    }
    public private(set) var selection: SideMenuItem.ID?
    public var appearance: SideMenuAppearance

    public init(header: SideMenuHeader, items: [SideMenuItem],
                selection: SideMenuItem.ID? = nil, appearance: SideMenuAppearance = .default) {
        self.header = header
        self.items = items
        self.selection = selection.flatMap { id in items.contains { $0.id == id } ? id : nil }
        self.appearance = appearance
    }

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

    public func clearSelection() {
        selection = nil
    }
}
