import Gtk

/// A context menu carried by any widget, with an optional live preview.
///
/// A right-click or a long press on the widget, or the Menu key or
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

    private weak var owner: Widget?
    private let renderer = MenuRenderer()
    private var menuProvider: (@MainActor () -> MenuDescription)?
    private var previewSource: PreviewSource
    private var previewItem: ContextMenuPreviewItem?
    private var pendingDismissal: ContextMenuDismissal?
    private var focusBeforeOpening: Widget?
    private var commitHandlers: [@MainActor () -> Void] = []
    private var dismissHandlers: [@MainActor (ContextMenuDismissal) -> Void] = []

    /// Where the preview comes from.
    enum PreviewSource {
        /// The default card, showing a description (the model's `preview` unless the app gives one).
        case description(@MainActor () -> ContextMenuPreview?)
        /// The app's own widget, made when the menu first shows it.
        case widget(@MainActor () -> Widget)
    }

    init(owner: Widget, model: ContextMenuModel, menu: (@MainActor () -> MenuDescription)?) {
        ContextMenuStyle.install()
        self.owner = owner
        self.model = model
        self.menuProvider = menu
        previewSource = .description { [weak model] in model?.preview }
        popover = PopoverMenu(menu: renderer.root)
        popover.addCSSClass("context-menu")
        popover.setAccessibleLabel(localized("Context menu"))
        popover.setParent(owner)
        owner.insertActionGroup(renderer.actions, prefix: MenuRenderer.actionPrefix)
        owner.setAccessibleHasPopup(true)
        owner.setAccessibleKeyShortcuts("Shift+F10 Menu")
        renderer.onActivate = { [weak self] id in self?.itemActivated(id) }
        connectInput(to: owner)
        connectPopover()
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

    @discardableResult
    public func previewPolicy(_ policy: ContextMenuPreviewPolicy) -> ContextMenu {
        previewPolicy = policy
        return self
    }

    /// Runs when the preview is activated, after the menu closed (the
    /// tutorial's `didCommitView`): show the destination there.
    @discardableResult
    public func onCommit(_ body: @escaping @MainActor () -> Void) -> ContextMenu {
        commitHandlers.append(body)
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

    public var isPresented: Bool { popover.isOpen }

    /// Whether the open menu shows its preview.
    public private(set) var showsPreview = false

    /// Opens the menu for `trigger`, pointing at `point` (in the owner's
    /// coordinates), or at the focused part of the owner when nil.
    public func present(trigger: ContextMenuTrigger = .programmatic, at point: (x: Double, y: Double)? = nil) {
        guard let owner, owner.isMapped else { return }
        if isResolvingDismissal { finishDismissal() }
        if popover.isOpen {
            pendingDismissal = .programmatic
            popover.popdown()
        }
        if let menuProvider { model.menu = menuProvider() }
        self.trigger = trigger
        showsPreview = previewPolicy.showsPreview(for: trigger) && hasPreview
        render()
        let anchor = point.map { (x: Int($0.x.rounded()), y: Int($0.y.rounded()), width: 1, height: 1) }
            ?? focusedRect(in: owner)
        popover.point(at: anchor)
        // A pointer menu opens beside the pointer, towards the reading
        // direction (GTK 4.8 does not mirror a popover's alignment itself);
        // a keyboard menu points at the widget it belongs to.
        popover.hasArrow = point == nil
        popover.halign = point == nil ? .fill : (owner.isRightToLeft ? .end : .start)
        let centre = point.map { Vector2(x: $0.x, y: $0.y) }
            ?? anchor.map { Vector2(x: Double($0.x) + Double($0.width) / 2, y: Double($0.y) + Double($0.height) / 2) }
            ?? Vector2(x: Double(owner.width) / 2, y: Double(owner.height) / 2)
        focusBeforeOpening = trigger == .keyboard ? (owner.root?.as(Window.self)?.focusedWidget ?? owner) : nil
        model.present(at: centre)
        popover.popup()
    }

    /// Closes the open menu (reason `.programmatic`).
    public func dismiss() { close(.programmatic) }

    /// Closes the open menu and runs the commit handlers, as activating the preview does.
    public func commit() { close(.commit) }

    /// Activates the item `id` as choosing it in the menu does; false for a
    /// disabled, unknown or submenu item.
    @discardableResult
    public func activate(_ id: MenuItem.ID) -> Bool {
        refreshItemsIfClosed()
        guard let item = model.menu.item(id) else { return false }
        return run(item)
    }

    /// The full action name of item `id` (`context-menu.<id>`), for buttons and shortcuts.
    public func actionName(for id: MenuItem.ID) -> String? {
        renderer.actionNames[id].map { "\(MenuRenderer.actionPrefix).\($0)" }
    }

    // MARK: Input

    /// What a right-click at (x, y) does.
    func handleSecondaryClick(x: Double, y: Double) { present(trigger: .secondaryClick, at: (x, y)) }
    /// What a long press at (x, y) does.
    func handleLongPress(x: Double, y: Double) { present(trigger: .longPress, at: (x, y)) }
    /// What the Menu key and Shift+F10 do.
    func handleMenuKey() { present(trigger: .keyboard) }

    private func connectInput(to owner: Widget) {
        let click = ClickGesture(button: 3)
        click.onPressed { [weak self, weak click] _, x, y in
            click?.setState(.claimed)
            self?.handleSecondaryClick(x: x, y: y)
        }
        owner.addController(click)

        let longPress = LongPressGesture()
        longPress.onPressed { [weak self, weak longPress] x, y in
            longPress?.setState(.claimed)
            self?.handleLongPress(x: x, y: y)
        }
        owner.addController(longPress)

        // The items' own shortcuts (the accelerators the menu shows) work
        // with the focus in the widget, menu open or not.
        let itemKeys = KeyController()
        itemKeys.onKeyPressed { [weak self] keyval, _, state in
            self?.handleShortcut(keyval, state) ?? false
        }
        owner.addController(itemKeys)

        let keys = ShortcutController()
        for trigger in ["<Shift>F10", "Menu"] {
            keys.add(trigger: trigger) { [weak self] in
                guard let self else { return false }
                self.handleMenuKey()
                return true
            }
        }
        owner.addController(keys)
    }

    private func connectPopover() {
        popover.onClosed { [weak self] in self?.popoverClosed() }
        // Escape is the one dismissal GTK does not tell apart from an outside click.
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] keyval, _, state in
            guard let self else { return false }
            if keyval == Key.escape { self.handleEscapeKey() }
            return self.handleShortcut(keyval, state)
        }
        popover.addController(keys)
    }

    /// Runs the enabled item whose shortcut the key press is; true if one ran.
    /// A plain typed character is never a shortcut here (it is the menu's
    /// mnemonics and the widget's own typing), so the items are only built
    /// for presses with a modifier or of a special key.
    func handleShortcut(_ keyval: UInt32, _ modifiers: KeyModifiers) -> Bool {
        let commandKeys: KeyModifiers = [.control, .alt, .super]
        guard !modifiers.intersection(commandKeys).isEmpty || Key.character(keyval) == nil else { return false }
        refreshItemsIfClosed()
        guard let item = model.menu.allItems.first(where: { item in
            item.submenu == nil && item.shortcut.map { Key.press(keyval, modifiers, matches: $0.gtkAccelerator) } == true
        }) else { return false }
        return run(item)
    }

    /// A closed menu's items are built afresh before one is run from outside it.
    private func refreshItemsIfClosed() {
        if !popover.isOpen, let menuProvider { model.menu = menuProvider() }
    }

    /// Runs `item` as choosing it does, closing an open menu.
    private func run(_ item: MenuItem) -> Bool {
        guard item.isEnabled, item.submenu == nil else { return false }
        itemActivated(item.id)
        if popover.isOpen { popover.popdown() }
        return true
    }

    /// Notes Escape as the reason before GTK closes the popover with it.
    func handleEscapeKey() {
        if popover.isOpen, isShowingTopLevel { pendingDismissal = .escape }
    }

    /// Escape in a submenu goes back to the parent menu instead of closing.
    private var isShowingTopLevel: Bool {
        DestructiveItemStyler.descendants(of: popover).compactMap { $0.as(Stack.self) }.first?.visiblePageName ?? "main" == "main"
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
                _ = self.model.menu
                self.render()
            } else if popover.isOpen {
                // The app closed the menu through the model.
                self.close(self.pendingDismissal ?? .programmatic)
            }
        }
    }

    private func render() {
        let rebuilt = renderer.render(model.menu, withPreview: showsPreview)
        guard rebuilt else { return }
        if let previewItem, previewItem.parent != nil { popover.remove(child: previewItem) }
        popover.setMenu(renderer.root)
        if showsPreview, let item = makePreviewItem(), item.parent == nil {
            popover.add(child: item, id: MenuRenderer.previewSlotID)
        }
        DestructiveItemStyler.apply(to: popover, menu: model.menu)
    }

    private var hasPreview: Bool {
        switch previewSource {
        case .description(let describe): describe() != nil
        case .widget: true
        }
    }

    private func setPreviewSource(_ source: PreviewSource) {
        previewSource = source
        if let previewItem, previewItem.parent != nil { popover.remove(child: previewItem) }
        previewItem = nil
    }

    /// The preview item, made on first use and kept while its source stays.
    private func makePreviewItem() -> ContextMenuPreviewItem? {
        if let previewItem { return previewItem }
        let item: ContextMenuPreviewItem
        switch previewSource {
        case .description(let describe):
            let card = PreviewCard()
            item = ContextMenuPreviewItem(content: card)
            card.bind { card in
                guard let preview = describe() else { return }
                card.show(preview)
            }
            item.bind { item in
                guard let preview = describe() else { return }
                item.describe(preview)
            }
        case .widget(let make):
            item = ContextMenuPreviewItem(content: make())
        }
        item.button.onClicked { [weak self] in self?.commit() }
        previewItem = item
        return item
    }

    /// The preview's content as shown: the app's widget, or the default card.
    public var previewContent: Widget? { previewItem?.content }

    private func itemActivated(_ id: MenuItem.ID) {
        if popover.isOpen || isResolvingDismissal { pendingDismissal = .item(id) }
        model.activate(id)
    }

    /// Closes an open menu for `reason`; a closed one stays as it is.
    private func close(_ reason: ContextMenuDismissal) {
        guard popover.isOpen else { return }
        pendingDismissal = reason
        popover.popdown()
    }

    private func popoverClosed() {
        moveFocusOutOfClosedPopover()
        guard pendingDismissal == nil else { return finishDismissal() }
        // GTK hides the popover before it activates the chosen item's action,
        // so a close with no reason yet may still turn out to be an item:
        // decide once the current event is handled. Until then, count it as
        // an outside click, whose press must not reach the widgets below.
        isResolvingDismissal = true
        if let root = owner?.root { DismissClickShield.shield(for: root).arm() }
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.finishDismissal() }
    }

    private var isResolvingDismissal = false

    /// GTK 4.8 takes the window's focus out of a closed popover only on a later
    /// main-loop turn. An owner that leaves the window before then (a row its
    /// own menu removed) leaves the focus inside the detached popover, and GTK
    /// then keeps the popover, its items and preview alive for good. So the
    /// focus goes where GTK would put it, to the owner, at once.
    private func moveFocusOutOfClosedPopover() {
        guard let owner, let window = owner.root?.as(Window.self), let focus = window.focusedWidget,
              focus === popover || isDescendant(focus, of: popover) else { return }
        if !owner.grabFocus() { window.setFocus(nil) }
    }

    private func finishDismissal() {
        guard popover.isOpen == false, pendingDismissal != nil || isResolvingDismissal else { return }
        isResolvingDismissal = false
        let reason = pendingDismissal ?? .outsideClick
        pendingDismissal = nil
        if model.isPresented { model.dismiss() }
        lastDismissal = reason
        if reason != .outsideClick, let root = owner?.root { DismissClickShield.shield(for: root).disarm() }
        if let focus = focusBeforeOpening, reason != .commit {
            focus.grabFocus()
        }
        focusBeforeOpening = nil
        for handler in dismissHandlers { handler(reason) }
        if reason == .commit { for handler in commitHandlers { handler() } }
    }

    /// The focused widget inside `owner`, in the owner's coordinates; nil
    /// (the whole owner) when the focus is the owner itself or elsewhere.
    private func focusedRect(in owner: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let focus = owner.root?.as(Window.self)?.focusedWidget, focus !== owner,
              isDescendant(focus, of: owner),
              let origin = focus.translate(x: 0, y: 0, to: owner) else { return nil }
        return (Int(origin.x), Int(origin.y), focus.width, focus.height)
    }

    private func isDescendant(_ widget: Widget, of ancestor: Widget) -> Bool {
        var current = widget.parent
        while let parent = current {
            if parent === ancestor { return true }
            current = parent.parent
        }
        return false
    }
}
