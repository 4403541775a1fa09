import Gtk

extension Widget {
    /// Gives this widget a context menu whose items `menu` builds each time
    /// it opens (so they reflect the state at that moment):
    ///
    ///     swatch.contextMenu { palette.menu }
    ///         .preview { palette.current.preview }
    ///         .onCommit { [weak page] in page?.showDetail() }
    ///
    /// Calling it again replaces the items of the same menu.
    @discardableResult
    public func contextMenu(_ menu: @escaping @MainActor () -> MenuDescription) -> ContextMenu {
        if let existing = attachedContextMenu { return existing.menu(menu) }
        // The items are built when the menu opens, not now.
        return attach(ContextMenu(owner: self, model: ContextMenuModel(menu: MenuDescription(sections: [])), menu: menu))
    }

    /// Gives this widget a context menu showing `model`'s items and preview
    /// as they are; choosing an item updates the model (check boxes flip,
    /// radio choices move) and runs the item's action.
    @discardableResult
    public func contextMenu(model: ContextMenuModel) -> ContextMenu {
        if let existing = attachedContextMenu, existing.model === model { return existing }
        precondition(attachedContextMenu == nil, "\(typeName) already has a context menu with another model")
        return attach(ContextMenu(owner: self, model: model, menu: nil))
    }

    /// The context menu this widget carries, if any.
    public var attachedContextMenu: ContextMenu? { contextMenuSlot.menu }

    private var contextMenuSlot: ContextMenuSlot { attachment("tactile-context-menu") { ContextMenuSlot() } }

    private func attach(_ menu: ContextMenu) -> ContextMenu {
        contextMenuSlot.menu = menu
        return menu
    }
}

/// Holds a widget's context menu for as long as the widget lives.
@MainActor
private final class ContextMenuSlot {
    var menu: ContextMenu?
}
