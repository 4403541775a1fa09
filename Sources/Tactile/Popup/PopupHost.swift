/// A layer of popups over any content: `PopupHost(content: page)`, or
/// `PopupHost.install(on: window)`. It shows the popups of its queue, one per
/// slot, slides them in and out on its motion clock, places them from their
/// measured size and its own, and turns taps, drags, hover, focus and
/// Escape into the queue's rules.
///
/// Present through the host (or `Widget.popup(isPresented:)`) rather than the
/// queue directly: the host charges the time passed to the auto-hide
/// countdowns before each change, so a new popup starts its countdown fresh.
///
/// CSS nodes (the GType is `TactilePopupHost`):
///
///     popuphost
///     ├── <content>
///     ├── backdrop                 the colour (or the app's widget) laid over the content, when a popup asks for one
///     ╰── popup[.toast | .card.floater | .card.modal | .sheet]   one per popup shown or leaving
@MainActor
public final class PopupHost: Container {
    override public class var gtkTypeName: String { "TactilePopupHost" }
    override public class var cssName: String { "popuphost" }

    /// The popups it shows and the rules that move them.
    public let queue: PopupQueue<PopupContent>

    /// What the popups cover; drawn below them and sizing the host.
    public var content: Widget? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.unparent()
            if let content { content.insert(before: self, sibling: firstChild) }
        }
    }

    /// Every card on screen, shown or leaving, by popup.
    public private(set) var cards: [PopupID: PopupCard] = [:]

    let backdrop = PopupBackdrop()
    private let autohide = PopupAutohideTimer()
    let focusTrap = PopupFocusTrap()
    private let modalBlock = PopupModalBlock()
    private var watch: ObservationWatch?
    /// Those waiting for a popup to be gone (see `onDidDismiss`), by popup.
    var didDismissWaits: [PopupID: PopupDidDismissWait] = [:]

    /// A host over `content`, showing the popups of `queue` (a new one by default).
    public init(content: Widget? = nil, queue: PopupQueue<PopupContent> = PopupQueue()) {
        self.queue = queue
        super.init(role: .group)
        PopupStyle.install()
        overflowHidden = true
        hexpand = true
        vexpand = true
        backdrop.setParent(self)
        // Property observers do not run in the initializer: parent it here.
        content?.insert(before: self, sibling: backdrop)
        self.content = content
        addControllers()
        watch = ObservationWatch(read: { [weak self] in _ = self?.queue.shown },
                                 changed: { [weak self] in self?.reconcile() })
        reconcile()
    }

    /// The host of `window`: its child wrapped in a new host, or the host
    /// already there.
    @discardableResult
    public static func install(on window: Window) -> PopupHost {
        if let host = window.child as? PopupHost { return host }
        let child = window.child
        window.child = nil
        let host = PopupHost(content: child)
        window.child = host
        return host
    }

    /// The host a widget's popups go to: the nearest enclosing one, or one
    /// installed on its window. Nil while the widget is in no window.
    public static func resolve(for widget: Widget) -> PopupHost? {
        if let host = widget.ancestor(of: PopupHost.self) { return host }
        guard let window = widget.root as? Window else { return nil }
        return install(on: window)
    }

    // MARK: Presenting

    /// Presents `widget` as a popup; see `PopupQueue.present`.
    @discardableResult
    public func present(_ widget: Widget, options: PopupOptions = PopupOptions(),
                        onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil) -> PopupID {
        queue.present(PopupContent(widget), options: options, onDismiss: onDismiss)
    }

    /// Shows `widget` in the popup `id` in place.
    @discardableResult
    public func update(_ id: PopupID, with widget: Widget) -> Bool {
        guard let current = queue.popup(id)?.content else { return false }
        var content = current
        content.widget = widget
        return queue.update(id, content: content)
    }

    /// Dismisses the popup `id`; see `PopupQueue.dismiss`.
    @discardableResult
    public func dismiss(_ id: PopupID, reason: PopupDismissReason = .programmatic) -> Bool {
        queue.dismiss(id, reason: reason)
    }

    /// Dismisses every popup, shown and waiting (a page going away, "clear all").
    public func dismissAll(reason: PopupDismissReason = .programmatic) {
        queue.dismissAll(reason: reason)
    }

    /// The card of the shown popup in `slot`, if any.
    public func shownCard(in slot: PopupPosition) -> PopupCard? {
        queue.shownPopup(in: slot).flatMap { cards[$0.id] }
    }

    // MARK: Following the queue

    /// Makes the cards match the queue: new ones slide in, dismissed ones
    /// slide out, updated ones change content in place.
    private func reconcile() {
        let shown = queue.shown
        let animated = isMapped
        let sliding = settings.allowsMotion
        let shownIDs = Set(shown.map(\.id))
        for popup in shown {
            if let card = cards[popup.id] {
                card.replaceContent(with: popup.content)
                if card.isLeaving { card.appear(animated: animated, sliding: sliding) }
            } else {
                let card = PopupCard(popup: popup, host: self)
                cards[popup.id] = card
                card.insert(before: self, sibling: nil)
                card.appear(animated: animated, sliding: sliding)
            }
        }
        for card in cards.values where !card.isLeaving && !shownIDs.contains(card.id) {
            card.leave(animated: animated, sliding: sliding)
        }
        stackCards(in: shown.map(\.id))
        backdrop.show(color: queue.backdrop, blocksTaps: !queue.passesTapsThrough)
        showBackdropWidget()
        // The focus is noted before the window is blocked, and the window given back before
        // the focus returns to it.
        let modal = shown.last { $0.options.isModal }.flatMap { cards[$0.id] }
        if modal == nil { modalBlock.update(active: false, around: self) }
        focusTrap.update(modal: modal, in: self)
        if modal != nil { modalBlock.update(active: true, around: self) }
        autohide.schedule(for: queue)
        removeFinishedCards()
        queueAllocate()
    }

    /// Later popups on top, in the queue's order.
    private func stackCards(in order: [PopupID]) {
        // Cards kept hidden for screen readers after leaving (`lingering`) take no part.
        let current = children.compactMap { child in
            (child as? PopupCard).flatMap { cards[$0.id] === $0 ? $0.id : nil }
        }.filter { order.contains($0) }
        guard current != order else { return }
        for id in order { cards[id]?.insert(before: self, sibling: nil) }
    }

    func removeFinishedCards() {
        defer { runDidDismissHandlers() }
        for card in cards.values where card.hasLeft {
            cards[card.id] = nil
            card.leaveHost()
            guard card.staysFoundWhileLeaving, isMapped else {
                card.unparent()
                continue
            }
            // One that had the focus is kept a while longer, hidden: a screen reader busy
            // with the focus's move may still ask it about itself (Orca 43 says nothing of the
            // new focus when that object is gone, and a quick slide-out ends before it asks).
            card.isVisible = false
            lingering.append(card)
            _ = MainLoop.timeout(milliseconds: Self.lingerMilliseconds) { [weak self, weak card] in
                if let card {
                    self?.lingering.removeAll { $0 === card }
                    if card.parent != nil { card.unparent() }
                }
                return false
            }
        }
    }

    /// Cards gone from sight but kept for screen readers, hidden (see `removeFinishedCards`).
    private var lingering: [PopupCard] = []
    private static let lingerMilliseconds: UInt32 = 2000

    // MARK: Layout

    override public func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        content?.measure(orientation, forSize: forSize) ?? (0, 0)
    }

    override public func allocateChildren(width: Int, height: Int, baseline: Int) {
        content?.allocate(width: width, height: height, baseline: baseline)
        backdrop.allocate(width: width, height: height)
        backdrop.opacity = backdropOpacity
        let layout = PopupLayout(hostWidth: Double(width), hostHeight: Double(height), isRightToLeft: isRightToLeft)
        for child in children {
            guard let card = child as? PopupCard, cards[card.id] === card else { continue }
            card.place(with: layout)
        }
    }

    /// The backdrop fades with the popup that asks for it.
    private var backdropOpacity: Double {
        if let owner = backdropWidgetOwner { return owner.revealProgress }
        let color = queue.backdrop
        guard color != .clear else { return 0 }
        let owners = cards.values.filter { $0.options.backdrop == color }
        return owners.map(\.revealProgress).max() ?? 0
    }
}
