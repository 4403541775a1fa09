import Gtk

/// What a person does with a context menu and what follows: the inputs that open it and run
/// its items (`ContextMenuInteraction+Input`), why it closes, where the focus goes, the
/// preview's fade as it commits, the loads of deferred items, and the app's handlers run at
/// each step. The menu (`ContextMenu`) keeps what is shown: the items, the preview, their
/// layout and what a screen reader hears of them.
@MainActor
final class ContextMenuInteraction {
    /// The input that opened the menu last.
    private(set) var trigger: ContextMenuTrigger?
    /// Why the menu closed last.
    private(set) var lastDismissal: ContextMenuDismissal?
    /// Why the menu is closing, as far as is known yet (GTK does not say).
    var dismissal = ContextMenuDismissalTracker()
    var commitHandlers: [@MainActor () -> Void] = []
    var dismissHandlers: [@MainActor (ContextMenuDismissal) -> Void] = []
    var presentHandlers: [@MainActor () -> Void] = []

    let model: ContextMenuModel
    /// The menu's popover, once it is made (`attach`).
    private(set) var popover: PopoverMenu?
    /// The menu whose items and preview this runs; it owns this interaction.
    private(set) weak var menu: ContextMenu?
    private weak var owner: Widget?
    private var focus = ContextMenuFocus()
    /// The preview is fading before the menu closes for a commit (`.pop`).
    private var isPopping = false
    /// That fade, kept while it runs.
    private var popFade: AnimatedValue<Double>?
    /// The loads of deferred items started for the open menu.
    private var loadTasks: [Task<Void, Never>] = []

    init(model: ContextMenuModel) {
        self.model = model
    }

    /// Whether the menu's popover is shown.
    var isOpen: Bool { popover?.isOpen == true }

    /// Takes the owner's inputs for `menu`.
    func connect(to owner: Widget, for menu: ContextMenu) {
        self.owner = owner
        self.menu = menu
        connectInput(to: owner)
        // A window that goes away with its menu open would keep GTK 4.8's grab of the pointer
        // for the closed menu: clicks on every other window of the app would be lost. Close
        // the menu while its window is still there.
        owner.on("unmap") { [weak self] in self?.close(.programmatic) }
    }

    /// Follows the menu's popover, made as it first opens: its closing and its keys.
    func attach(_ popover: PopoverMenu) {
        self.popover = popover
        popover.onClosed { [weak self] in self?.popoverClosed() }
        connectPopoverKeys(to: popover)
    }

    /// The menu let its closed popover go.
    func detach() { popover = nil }

    // MARK: Opening

    /// A menu is about to open: one still closing is reported first, one still open is closed,
    /// and the app's present handlers run.
    func menuWillOpen() {
        if dismissal.isResolving { finishDismissal() }
        if let popover, popover.isOpen {
            dismissal.note(.programmatic)
            popover.popdown()
        }
        for handler in presentHandlers { handler() }
    }

    /// The menu opens for `trigger` on `owner`, with its preview at rest.
    func menuOpening(for trigger: ContextMenuTrigger, on owner: Widget) {
        self.trigger = trigger
        focus.menuOpening(for: trigger, on: owner)
        isPopping = false
        popFade = nil
    }

    /// Starts the open menu's deferred loads; each shows its items in place when it ends.
    func loadDeferredItems() {
        for task in loadTasks { task.cancel() }
        loadTasks = model.menu.deferredLoads.map { deferred in
            Task { @MainActor [weak model] in await model?.load(deferred.id) }
        }
    }

    // MARK: Committing and choosing

    /// Commits as activating the preview does: with `style` growing the preview (animations
    /// on), `previewItem` first fades where it is for a moment; then the menu closes, and the
    /// commit handlers run once it has.
    func commit(_ style: ContextMenuCommitStyle, fading previewItem: ContextMenuPreviewItem?) {
        guard let popover, popover.isOpen, !isPopping else { return }
        guard style.growsPreview(animationsEnabled: popover.settings.allowsMotion), let previewItem else {
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

    /// Runs `item` as choosing it does, closing an open menu; false for a disabled item or a submenu.
    func run(_ item: MenuItem) -> Bool {
        guard item.isEnabled, item.submenu == nil else { return false }
        itemActivated(item.id)
        if let popover, popover.isOpen { popover.popdown() }
        return true
    }

    /// The item `id` was chosen, in the menu or from outside it.
    func itemActivated(_ id: MenuItem.ID) {
        if isOpen || dismissal.isResolving { dismissal.note(.item(id)) }
        model.activate(id)
    }

    // MARK: Closing

    /// Closes an open menu for `reason`; a closed one stays as it is.
    func close(_ reason: ContextMenuDismissal) {
        guard let popover, popover.isOpen else { return }
        dismissal.note(reason)
        popover.popdown()
    }

    /// The app closed the menu through the model.
    func modelClosedMenu() {
        close(dismissal.notedReason ?? .programmatic)
    }

    private func popoverClosed() {
        if let owner, let popover { ContextMenuFocus.moveOutOfClosed(popover, to: owner) }
        if dismissal.popoverClosed() { return finishDismissal() }
        // GTK hides the popover before it activates the chosen item's action, so a close
        // with no reason yet may still turn out to be an item: decide once the current event
        // is handled. Until then it counts as an outside click, whose press must not reach
        // the widgets below.
        if let root = owner?.root { DismissClickShield.shield(for: root).arm() }
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.finishDismissal() }
    }

    private func finishDismissal() {
        guard !isOpen, dismissal.isPending else { return }
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
        // Unless a handler opened the menu again.
        if !isOpen { menu?.releaseItemWidgets() }
    }
}
