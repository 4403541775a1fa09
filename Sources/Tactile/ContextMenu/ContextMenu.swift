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
    /// The popover, a child of the owning widget.
    public let popover: PopoverMenu
    /// Which inputs show the preview (all of them by default).
    public var previewPolicy: ContextMenuPreviewPolicy = .always
    /// The input that opened the menu last.
    public private(set) var trigger: ContextMenuTrigger?
    /// Why the menu closed last.
    public private(set) var lastDismissal: ContextMenuDismissal?
    /// What activating the preview does: close the menu, then commit (the default), or grow
    /// the preview first (`.pop`), then close and commit.
    public var commitStyle: ContextMenuCommitStyle = .dismiss

    private weak var owner: Widget?
    private let renderer = MenuRenderer()
    private var menuProvider: (@MainActor () -> MenuDescription)?
    private var previewSource: ContextMenuPreviewSource
    private var previewItem: ContextMenuPreviewItem?
    /// Why the menu is closing, as far as is known yet (GTK does not say).
    var dismissal = ContextMenuDismissalTracker()
    private var focus = ContextMenuFocus()
    private var accessibleTitle: (@MainActor () -> String?)?
    private var previewCondition: (@MainActor () -> Bool)?
    private var commitHandlers: [@MainActor () -> Void] = []
    private var dismissHandlers: [@MainActor (ContextMenuDismissal) -> Void] = []
    private var presentHandlers: [@MainActor () -> Void] = []
    /// The preview is fading before the menu closes for a commit (`.pop`).
    private var isPopping = false
    /// That fade, kept while it runs.
    private var popFade: AnimatedValue<Double>?
    /// The rows showing the app's own item widgets (`MenuItemWidget`), by item id.
    private var customRows: [MenuItem.ID: ContextMenuItemRow] = [:]
    /// The menu is opening: the app's item widgets are made again.
    private var makesFreshItemContent = false
    /// The loads of deferred items started for the open menu.
    private var loadTasks: [Task<Void, Never>] = []

    init(owner: Widget, model: ContextMenuModel, menu: (@MainActor () -> MenuDescription)?) {
        ContextMenuStyle.install()
        self.owner = owner
        self.model = model
        self.menuProvider = menu
        model.loadingTitle = localized("Loading…")
        // Translators: a menu line shown when items could not be loaded; {error} says why.
        model.failureTitle = { localized("Could not load: {error}", ["error": $0]) }
        previewSource = .description { [weak model] in model?.preview }
        popover = PopoverMenu(menu: renderer.root)
        popover.addCSSClass("context-menu")
        popover.setParent(owner)
        owner.insertActionGroup(renderer.actions, prefix: MenuRenderer.actionPrefix)
        owner.setAccessibleHasPopup(true)
        owner.setAccessibleKeyShortcuts("Shift+F10 Menu")
        renderer.onActivate = { [weak self] id in self?.itemActivated(id) }
        connectInput(to: owner)
        popover.onClosed { [weak self] in self?.popoverClosed() }
        connectPopoverKeys()
        // A window that goes away with its menu open would keep GTK 4.8's grab of the pointer
        // for the closed menu: clicks on every other window of the app would be lost. Close
        // the menu while its window is still there.
        owner.on("unmap") { [weak self] in self?.close(.programmatic) }
        // The popover is a child GTK does not know to remove: let it go with the owner.
        owner.on("destroy") { [weak self] in
            guard let self, self.popover.parent != nil else { return }
            // Hidden first: GTK keeps a popover that is unparented while shown.
            self.popover.isVisible = false
            self.popover.unparent()
        }
        bindToModel()
    }

    // MARK: Options, as a chain

    /// Shows the default preview card with what `describe` returns (nil for
    /// none); `describe` reads the app's state, and the card follows it live.
    @discardableResult
    public func preview(_ describe: @escaping @MainActor () -> ContextMenuPreview?) -> ContextMenu {
        setPreviewSource(.description(describe))
        return self
    }

    /// Shows the app's own widget as the preview; bind it to the same state
    /// as the owner (`widget.bind { … }`) so it follows changes while open.
    @discardableResult
    public func preview(content: @escaping @MainActor () -> Widget) -> ContextMenu {
        setPreviewSource(.widget(content))
        return self
    }

    /// What a screen reader calls the open menu: whose menu it is and what the preview shows,
    /// which it cannot read ("ليلى, 27, Arabic calligraphy"; the reader adds "menu" itself).
    /// By default the preview's title and subtitle, when the default card shows them.
    @discardableResult
    public func accessibleTitle(_ title: @escaping @MainActor () -> String?) -> ContextMenu {
        accessibleTitle = title
        return self
    }

    /// Shows the preview only when `condition` holds as the menu opens (after its items are
    /// built): a menu acting on several rows shows none.
    @discardableResult
    public func previewShown(when condition: @escaping @MainActor () -> Bool) -> ContextMenu {
        previewCondition = condition
        return self
    }

    /// Which inputs show the preview (see `ContextMenuPreviewPolicy`).
    @discardableResult
    public func previewPolicy(_ policy: ContextMenuPreviewPolicy) -> ContextMenu {
        previewPolicy = policy
        return self
    }

    /// What activating the preview does (`.dismiss` by default; see `ContextMenuCommitStyle`).
    @discardableResult
    public func commitStyle(_ style: ContextMenuCommitStyle) -> ContextMenu {
        commitStyle = style
        return self
    }

    /// Runs when the preview is activated (the tutorial's `didCommitView`): show the
    /// destination there. The menu has closed by then (with `.pop`, after its preview grew).
    @discardableResult
    public func onCommit(_ body: @escaping @MainActor () -> Void) -> ContextMenu {
        commitHandlers.append(body)
        return self
    }

    /// Runs each time the menu opens, before its items are built (a list selects the row it opens on).
    @discardableResult
    public func onPresent(_ body: @escaping @MainActor () -> Void) -> ContextMenu {
        presentHandlers.append(body)
        return self
    }

    /// Runs whenever the menu closes, with the reason.
    @discardableResult
    public func onDismiss(_ body: @escaping @MainActor (ContextMenuDismissal) -> Void) -> ContextMenu {
        dismissHandlers.append(body)
        return self
    }

    /// Replaces the items, built again each time the menu opens.
    @discardableResult
    public func menu(_ provider: @escaping @MainActor () -> MenuDescription) -> ContextMenu {
        menuProvider = provider
        return self
    }

    // MARK: Opening and closing

    /// Whether the menu is open.
    public var isPresented: Bool { popover.isOpen }

    /// Whether the open menu shows its preview.
    public private(set) var showsPreview = false

    /// Opens the menu for `trigger`, pointing at `point` (in the owner's
    /// coordinates), or at the focused part of the owner when nil.
    public func present(trigger: ContextMenuTrigger = .programmatic, at point: (x: Double, y: Double)? = nil) {
        guard let owner, owner.isMapped else { return }
        if dismissal.isResolving { finishDismissal() }
        if popover.isOpen {
            dismissal.note(.programmatic)
            popover.popdown()
        }
        for handler in presentHandlers { handler() }
        if let menuProvider { model.menu = menuProvider() }
        self.trigger = trigger
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
        focus.menuOpening(for: trigger, on: owner)
        isPopping = false
        popFade = nil
        previewItem?.button.opacity = 1
        model.present(at: centre)
        // The app's item widgets are made again for what the menu opens on now.
        makesFreshItemContent = true
        render()
        makesFreshItemContent = false
        previewItem?.menuName = spokenName
        popover.popup()
        loadDeferredItems()
    }

    /// Starts the open menu's deferred loads; each shows its items in place when it ends.
    private func loadDeferredItems() {
        for task in loadTasks { task.cancel() }
        loadTasks = model.menu.deferredLoads.map { deferred in
            Task { @MainActor [weak model] in await model?.load(deferred.id) }
        }
    }

    /// Closes the open menu (reason `.programmatic`).
    public func dismiss() { close(.programmatic) }

    /// Commits as activating the preview does: the menu closes and then the commit handlers
    /// run; with `.pop` (animations on) the preview first fades where it is for a moment.
    ///
    /// The destination never opens under the shown menu: on GTK 4.8 and X11 a popover closed
    /// after its window had taken the focus from it now and then stayed on the screen as an
    /// empty window that took every click meant for the window under it.
    public func commit() {
        guard popover.isOpen, !isPopping else { return }
        guard commitStyle.growsPreview(animationsEnabled: popover.settings.allowsMotion), let previewItem else {
            return close(.commit)
        }
        isPopping = true
        // Whatever closes the menu from now on (a click elsewhere as it fades) ends this commit.
        dismissal.note(.commit)
        let fade = AnimatedValue(1.0, tolerance: 0.01, on: previewItem)
        fade.onChange = { [weak previewItem] opacity in previewItem?.button.opacity = opacity }
        fade.onRest = { [weak self] in
            // Closed once the fade's frame is over, with nothing left running on the popover.
            _ = MainLoop.idle { [weak self] in
                self?.popFade = nil
                self?.close(.commit)
            }
        }
        popFade = fade
        fade.move(to: 0, with: ContextMenuStyle.popFade)
    }

    /// Activates the item `id` as choosing it in the menu does; false for a
    /// disabled, unknown or submenu item.
    @discardableResult
    public func activate(_ id: MenuItem.ID) -> Bool {
        refreshItemsIfClosed()
        guard let item = model.shownMenu.item(id) else { return false }
        return run(item)
    }

    /// The full action name of item `id` (`context-menu.<id>`), for buttons and shortcuts.
    public func actionName(for id: MenuItem.ID) -> String? {
        renderer.actionNames[id].map { "\(MenuRenderer.actionPrefix).\($0)" }
    }

    /// A closed menu's items are built afresh before one is run from outside it.
    func refreshItemsIfClosed() {
        if !popover.isOpen, let menuProvider { model.menu = menuProvider() }
    }

    /// Runs `item` as choosing it does, closing an open menu.
    func run(_ item: MenuItem) -> Bool {
        guard item.isEnabled, item.submenu == nil else { return false }
        itemActivated(item.id)
        if popover.isOpen { popover.popdown() }
        return true
    }

    // MARK: Model and widgets

    private func bindToModel() {
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
                self.close(self.dismissal.notedReason ?? .programmatic)
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
        if focusWasOnPreview, trigger == .keyboard, showsPreview, let previewItem { _ = previewItem.button.grabFocus() }
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

    private func setPreviewSource(_ source: ContextMenuPreviewSource) {
        previewSource = source
        if let previewItem, previewItem.parent != nil { popover.remove(child: previewItem) }
        previewItem = nil
    }

    /// The preview item, made on first use and kept while its source stays.
    private func makePreviewItem() -> ContextMenuPreviewItem? {
        if let previewItem { return previewItem }
        let item = previewSource.makeItem()
        item.button.onClicked { [weak self] in self?.commit() }
        previewItem = item
        return item
    }

    /// The preview's content as shown: the app's widget, or the default card.
    public var previewContent: Widget? { previewItem?.content }

    private func itemActivated(_ id: MenuItem.ID) {
        if popover.isOpen || dismissal.isResolving { dismissal.note(.item(id)) }
        model.activate(id)
    }

    /// Closes an open menu for `reason`; a closed one stays as it is.
    private func close(_ reason: ContextMenuDismissal) {
        guard popover.isOpen else { return }
        dismissal.note(reason)
        popover.popdown()
    }

    private func popoverClosed() {
        if let owner { ContextMenuFocus.moveOutOfClosed(popover, to: owner) }
        if dismissal.popoverClosed() { return finishDismissal() }
        // GTK hides the popover before it activates the chosen item's action, so a close
        // with no reason yet may still turn out to be an item: decide once the current event
        // is handled. Until then it counts as an outside click, whose press must not reach
        // the widgets below.
        if let root = owner?.root { DismissClickShield.shield(for: root).arm() }
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.finishDismissal() }
    }

    private func finishDismissal() {
        guard popover.isOpen == false, dismissal.isPending else { return }
        let reason = dismissal.takeReason()
        if model.isPresented { model.dismiss() }
        lastDismissal = reason
        if reason != .outsideClick, let root = owner?.root { DismissClickShield.shield(for: root).disarm() }
        for task in loadTasks { task.cancel() }
        loadTasks = []
        focus.menuClosed(by: reason)
        for handler in dismissHandlers { handler(reason) }
        isPopping = false
        if reason == .commit { for handler in commitHandlers { handler() } }
    }
}
