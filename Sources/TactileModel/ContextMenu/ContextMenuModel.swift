import Observation

/// A context menu's state: its items, its preview, whether it is open and
/// where, and the rules for activating an item.
@MainActor
@Observable
public final class ContextMenuModel {
    /// The items the menu shows.
    public var menu: MenuDescription
    /// What the menu shows above its items, if anything.
    public var preview: ContextMenuPreview?
    /// Whether the menu is shown.
    public private(set) var isPresented = false
    /// Where the menu points, in the owner's coordinates (the pointer, or the
    /// widget's centre when opened from the keyboard).
    public private(set) var anchor: Vector2?

    /// A closed context menu of `menu`, with `preview` above it when given.
    public init(menu: MenuDescription, preview: ContextMenuPreview? = nil) {
        self.menu = menu
        self.preview = preview
    }

    /// Shows the menu at `anchor`, in the widget's coordinates.
    public func present(at anchor: Vector2) {
        self.anchor = anchor
        isPresented = true
    }

    /// Hides the menu.
    public func dismiss() {
        isPresented = false
    }

    /// Activates the item `id`: a check box flips, a radio choice becomes the
    /// selected one of its group, the item's action runs and the menu closes.
    /// Returns false, doing nothing, for an unknown or disabled item or one
    /// that opens a submenu.
    @discardableResult
    public func activate(_ id: MenuItem.ID) -> Bool {
        guard let item = menu.item(id), item.isEnabled, item.submenu == nil else { return false }
        switch item.state {
        case .plain:
            break
        case .checkbox(let isOn):
            menu.updateItems { if $0.id == id { $0.state = .checkbox(isOn: !isOn) } }
        case .radio(let group, _):
            menu.updateItems { other in
                if case .radio(group, _) = other.state {
                    other.state = .radio(group: group, isSelected: other.id == id)
                }
            }
        }
        isPresented = false
        item.action?()
        return true
    }
}
