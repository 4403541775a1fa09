import Gtk

/// A context menu carried by any widget, with an optional live preview.
///
/// A right-click or a long press on the widget (by the mouse, shown when the
/// button is let go), or the Menu key or
/// Shift+F10 with the focus in it, opens a `PopoverMenu` built from the
/// menu's `MenuDescription`: items keep GTK's arrow keys, mnemonics, shown
/// accelerators, check and radio marks (from stateful actions inserted on the
/// widget as `context-menu.<id>`), disabled items, sections and submenus.
/// The preview is the menu's first, custom item: a larger view bound to the
/// same state as the widget, so it changes while the menu is open; clicking
/// it (or Enter) commits: the menu closes and `onCommit` runs.
///
/// Made with `widget.contextMenu { … }`; the widget owns its menu (the menu
/// holds the widget weakly), so both go when the widget is finalized.
@MainActor
public final class ContextMenu {
    /// The state: the items shown, whether the menu is open and where.
    public let model: ContextMenuModel
    /// The popover, a child of the owning widget while the menu is open: made as it opens (or
    /// when this is read) and let go once it has closed, so a list of rows, each with a menu,
    /// holds no popovers for menus that are not open.
    public var popover: PopoverMenu { madePopover ?? makePopover() }
    /// Which inputs show the preview (all of them by default).
    public var previewPolicy: ContextMenuPreviewPolicy = .always
    /// The input that opened the menu last.
    public var trigger: ContextMenuTrigger? { interaction.trigger }
    /// Why the menu closed last.
    public var lastDismissal: ContextMenuDismissal? { interaction.lastDismissal }
    /// What activating the preview does: close the menu, then commit (the default), or grow
    /// the preview first (`.pop`), then close and commit.
    public var commitStyle: ContextMenuCommitStyle = .dismiss

    /// The inputs, the closing and the commit, and the app's handlers for them.
    let interaction: ContextMenuInteraction
    private weak var owner: Widget?
    private let renderer = MenuRenderer()
    private var madePopover: PopoverMenu?
    /// A closed menu's popover, let go once GTK is done closing it.
    private var closedPopover: PopoverMenu?
    /// A popover read after its owner was destroyed is not given to it: nothing would remove it.
    private var ownerIsDestroyed = false
    var menuProvider: (@MainActor () -> MenuDescription)?
    private var previewSource: ContextMenuPreviewSource
    private var previewItem: ContextMenuPreviewItem?
    var accessibleTitle: (@MainActor () -> String?)?
    var previewCondition: (@MainActor () -> Bool)?
    /// The rows showing the app's own item widgets (`MenuItemWidget`), by item id.
    private var customRows: [MenuItem.ID: ContextMenuItemRow] = [:]
    /// The menu is opening: the app's item widgets are made again.
    private var makesFreshItemContent = false

    init(owner: Widget, model: ContextMenuModel, menu: (@MainActor () -> MenuDescription)?) {
        ContextMenuStyle.install()
        self.owner = owner
        self.model = model
        self.menuProvider = menu
        model.loadingTitle = localized("Loading…")
        // Translators: a menu line shown when items could not be loaded; {error} says why.
        model.failureTitle = { localized("Could not load: {error}", ["error": $0]) }
        previewSource = .description { [weak model] in model?.preview }
        interaction = ContextMenuInteraction(model: model)
        // What a closed menu needs stays on the owner: the items' actions (for their
        // shortcuts, `activate` and `actionName`), its inputs and what a screen reader is told.
        owner.insertActionGroup(renderer.actions, prefix: MenuRenderer.actionPrefix)
        owner.setAccessibleHasPopup(true)
        owner.setAccessibleKeyShortcuts("Shift+F10 Menu")
        renderer.onActivate = { [weak interaction = self.interaction] id in interaction?.itemActivated(id) }
        interaction.connect(to: owner, for: self)
        // The popover is a child GTK does not know to remove: let it go with the owner.
        owner.on("destroy") { [weak self] in
            guard let self else { return }
            self.ownerIsDestroyed = true
            if let popover = self.madePopover, popover.parent != nil {
                // Hidden first: GTK keeps a popover that is unparented while shown.
                popover.isVisible = false
                popover.unparent()
            }
            self.letClosedPopoverGo()
        }
    }

    private func makePopover() -> PopoverMenu {
        let popover = PopoverMenu(menu: Self.emptyMenu)
        madePopover = popover
        renderer.menuReleased()
        popover.addCSSClass("context-menu")
        if let owner, !ownerIsDestroyed { popover.setParent(owner) }
        interaction.attach(popover)
        bindToModel(popover)
        return popover
    }

    // MARK: Opening and closing

    /// Whether the menu is open.
    public var isPresented: Bool { madePopover?.isOpen == true }

    /// Whether the open menu shows its preview.
    public private(set) var showsPreview = false

    /// Opens the menu for `trigger`, pointing at `point` (in the owner's
    /// coordinates), or at the focused part of the owner when nil.
    public func present(trigger: ContextMenuTrigger = .programmatic, at point: (x: Double, y: Double)? = nil) {
        guard let owner, owner.isMapped else { return }
        interaction.menuWillOpen()
        if let menuProvider { model.menu = menuProvider() }
        interaction.menuOpening(for: trigger, on: owner)
        showsPreview = previewPolicy.showsPreview(for: trigger) && previewSource.hasPreview && (previewCondition?() ?? true)
        let spokenName = accessibleTitle?() ?? previewSource.spokenTitle ?? ""
        popover.setAccessibleLabel(spokenName)
        let anchor = point.map { (x: Int($0.x.rounded()), y: Int($0.y.rounded()), width: 1, height: 1) }
            ?? ContextMenuFocus.focusedRect(in: owner)
        popover.point(at: anchor)
        // A pointer menu opens beside the pointer, towards the reading
        // direction (GTK 4.8 does not mirror a popover's alignment itself);
        // a keyboard menu points at the widget it belongs to.
        popover.hasArrow = point == nil
        popover.halign = point == nil ? .fill : (owner.isRightToLeft ? .end : .start)
        let centre = point.map { Vector2(x: $0.x, y: $0.y) }
            ?? anchor.map { Vector2(x: Double($0.x) + Double($0.width) / 2, y: Double($0.y) + Double($0.height) / 2) }
            ?? Vector2(x: Double(owner.width) / 2, y: Double(owner.height) / 2)
        previewItem?.button.opacity = 1
        model.present(at: centre)
        // The app's item widgets are made again for what the menu opens on now.
        makesFreshItemContent = true
        render()
        makesFreshItemContent = false
        previewItem?.menuName = spokenName
        popover.popup()
        interaction.loadDeferredItems()
    }

    /// Closes the open menu (reason `.programmatic`).
    public func dismiss() { interaction.close(.programmatic) }

    /// Commits as activating the preview does: the menu closes and then the commit handlers
    /// run; with `.pop` (animations on) the preview first fades where it is for a moment.
    ///
    /// The destination never opens under the shown menu: on GTK 4.8 and X11 a popover closed
    /// after its window had taken the focus from it now and then stayed on the screen as an
    /// empty window that took every click meant for the window under it.
    public func commit() {
        interaction.commit(commitStyle, fading: previewItem)
    }

    /// Activates the item `id` as choosing it in the menu does; false for a
    /// disabled, unknown or submenu item.
    @discardableResult
    public func activate(_ id: MenuItem.ID) -> Bool {
        refreshItemsIfClosed()
        guard let item = model.shownMenu.item(id) else { return false }
        return interaction.run(item)
    }

    /// The full action name of item `id` (`context-menu.<id>`), for buttons and shortcuts.
    public func actionName(for id: MenuItem.ID) -> String? {
        if madePopover == nil, let menuProvider { renderer.makeActionsIfNone(for: menuProvider()) }
        return renderer.actionNames[id].map { "\(MenuRenderer.actionPrefix).\($0)" }
    }

    /// A closed menu's items are built afresh before one is run from outside it.
    func refreshItemsIfClosed() {
        if !isPresented, let menuProvider { model.menu = menuProvider() }
    }

    // MARK: Model and widgets

    private func bindToModel(_ popover: PopoverMenu) {
        // While open, the items follow the app's state: the provider runs
        // again when something it read changes, and the actions' states with it.
        popover.bind { [weak self] _ in
            guard let self, self.model.isPresented, let provider = self.menuProvider else { return }
            self.model.menu = provider()
        }
        popover.bind { [weak self] popover in
            guard let self else { return }
            if self.model.isPresented {
                _ = self.model.shownMenu
                self.render()
            } else if popover.isOpen {
                // The app closed the menu through the model.
                self.interaction.modelClosedMenu()
            }
        }
    }

    private func render() {
        let shown = model.shownMenu
        // A rebuild makes new item widgets: the item that had the focus gets it back.
        let focusedItem = popover.isOpen ? ContextMenuFocus.focusedItem(in: popover) : nil
        // The preview is moved into the new menu; GTK drops its focus to the menu's scroller,
        // where the arrow keys do nothing.
        let focusWasOnPreview = popover.isOpen && previewItem?.button.hasFocus == true
        let rebuilt = renderer.render(shown, withPreview: showsPreview)
        guard rebuilt else { return updateCustomRows(shown) }
        if let previewItem, previewItem.parent != nil { popover.remove(child: previewItem) }
        for row in customRows.values where row.parent != nil { popover.remove(child: row) }
        customRows = [:]
        popover.setMenu(renderer.root)
        if showsPreview, let item = makePreviewItem(), item.parent == nil {
            popover.add(child: item, id: MenuRenderer.previewSlotID)
        }
        placeCustomRows(shown)
        DestructiveItemStyler.apply(to: popover, menu: shown)
        if let focusedItem { ContextMenuFocus.restore(focusedItem, in: popover) }
        // Only a keyboard menu: one opened by pointer or finger leaves the focus to GTK.
        if focusWasOnPreview, interaction.trigger == .keyboard, showsPreview, let previewItem {
            _ = previewItem.button.grabFocus()
        }
    }

    /// Puts a row with the app's widget in the slot of each item that has one (a rebuilt menu).
    private func placeCustomRows(_ menu: MenuDescription) {
        for item in menu.allItems {
            guard let content = item.customContent as? MenuItemWidget else { continue }
            let row = ContextMenuItemRow(item: item, content: content.make(), fillsRow: content.fillsRow)
            let id = item.id
            row.onActivate = { [weak self] in _ = self?.activate(id) }
            if popover.add(child: row, id: renderer.customSlotID(for: id)) { customRows[id] = row }
        }
    }

    /// The rows of a menu that kept its shape take the items' titles and enabled-ness, and,
    /// as the menu opens, widgets made afresh.
    private func updateCustomRows(_ menu: MenuDescription) {
        for item in menu.allItems {
            guard let row = customRows[item.id], let content = item.customContent as? MenuItemWidget else { continue }
            if makesFreshItemContent { row.replaceContent(with: content.make()) }
            row.update(item)
        }
    }

    /// The row showing the app's widget for item `id`, while the menu has one.
    func customRow(for id: MenuItem.ID) -> ContextMenuItemRow? { customRows[id] }

    func setPreviewSource(_ source: ContextMenuPreviewSource) {
        previewSource = source
        if let previewItem, previewItem.parent != nil { madePopover?.remove(child: previewItem) }
        previewItem = nil
    }

    /// The menu has closed and its dismissal is over (the chosen item has run, the preview has
    /// faded): it lets its popover, item widgets and preview go, made again when it next opens.
    /// A closed menu that kept them held some 30 widgets for a short menu, some 75 with a
    /// preview, for every menu of an app opened once. The popover goes too: making it again
    /// adds some 0.4 ms to an opening's 2.5 ms of work (and nothing a person can tell to the
    /// 180 ms from the press to the menu shown), and its 15 widgets are as many as a short
    /// menu's items.
    func releaseItemWidgets() {
        guard let popover = madePopover, !popover.isOpen else { return }
        previewItem = nil
        customRows = [:]
        renderer.menuReleased()
        madePopover = nil
        interaction.detach()
        // Unparented once GTK has finished closing it (this may run in its "closed" signal).
        letClosedPopoverGo()
        closedPopover = popover
        MainLoop.idle { [weak self] in self?.letClosedPopoverGo() }
    }

    private func letClosedPopoverGo() {
        guard let popover = closedPopover else { return }
        closedPopover = nil
        if popover.parent != nil { popover.unparent() }
    }

    /// What a new popover shows until the menu renders into it.
    private static let emptyMenu = Menu()

    /// The preview item, made on first use and kept while its source stays.
    private func makePreviewItem() -> ContextMenuPreviewItem? {
        if let previewItem { return previewItem }
        let item = previewSource.makeItem()
        item.button.onClicked { [weak self] in self?.commit() }
        previewItem = item
        return item
    }

    /// The preview's content as shown: the app's widget, or the default card; nil while the
    /// menu is closed.
    public var previewContent: Widget? { previewItem?.content }
}
