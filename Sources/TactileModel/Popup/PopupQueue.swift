import Observation

/// The popups of one window: which are shown, which wait, and the rules that
/// move them. At most one popup is shown per slot (its position); the others
/// wait, best first.
///
/// Auto-hide counts down on the queue's `TimeSource`, and the queue charges the time passed
/// before every change itself, so no caller can forget to (a hover that began after a
/// popup's time ran out must not keep it). Nothing runs between changes: the front end asks
/// `timeUntilNextAutohide`, arms one timer and calls `chargeElapsedTime()` when it fires.
/// Tests give the queue a clock of their own and the rules run the same.
@MainActor
public final class PopupQueue<Content>: Observable {
    // Observed by hand rather than with `@Observable`: the macro builds the
    // key path `\PopupQueue<Content>.lists` at every access, and for a generic
    // class that means demangling its type each time (measured: more than
    // half the queue's run time). The key path is built once per queue here,
    // and the queries below use closures, not key paths into `Popup<Content>`,
    // for the same reason (measured: 58% of the popup-queue fuzzer's time).
    private let registrar = ObservationRegistrar()
    private let listsKeyPath: KeyPath<PopupQueue<Content>, Lists> = \.lists
    private var storedLists = Lists()

    /// Both lists as one observed value, read once and written once per
    /// operation, so observers hear of each operation once.
    private var lists: Lists {
        get {
            registrar.access(self, keyPath: listsKeyPath)
            return storedLists
        }
        set {
            registrar.withMutation(of: self, keyPath: listsKeyPath) { storedLists = newValue }
        }
    }

    struct Lists {
        var shown: [Popup<Content>] = []
        var waiting: [Popup<Content>] = []
    }

    /// Shown popups, in the order they appeared (later ones drawn on top).
    public var shown: [Popup<Content>] { lists.shown }
    /// Waiting popups, best first: higher priority, then earlier arrival.
    public var waiting: [Popup<Content>] { lists.waiting }

    private var dismissHandlers: [PopupID: [@MainActor (PopupDismissReason) -> Void]] = [:]
    private var lastID = 0
    private let clock: TimeSource
    /// When time was last charged to the countdowns.
    private var lastCharge: Duration

    /// An empty queue counting time on `clock`.
    public init(clock: TimeSource = .system) {
        self.clock = clock
        lastCharge = clock.uptime()
    }

    // MARK: Presenting

    /// Queues `content`; it shows at once if its slot is free or it outranks
    /// the popup there. `onDismiss` runs once, when the popup goes away.
    @discardableResult
    public func present(_ content: Content, options: PopupOptions = PopupOptions(),
                        onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil) -> PopupID {
        chargeElapsedTime()
        lastID += 1
        // Zero means "until dismissed" (libadwaita's toast timeout of 0), and so does a delay
        // below zero: a countdown never starts in the past.
        let popup = Popup(id: PopupID(rawValue: lastID), content: content, options: options,
                          remainingAutohide: options.autohide.flatMap { $0 > .zero ? $0 : nil },
                          remainingLock: options.dismissibleIn.flatMap { $0 > .zero ? $0 : nil })
        if let onDismiss { dismissHandlers[popup.id] = [onDismiss] }
        var updated = lists
        updated.admit(popup)
        lists = updated
        return popup.id
    }

    /// Replaces the content of a shown or waiting popup, keeping its place,
    /// its countdown and its identity. Returns false for an unknown id.
    @discardableResult
    public func update(_ id: PopupID, content: Content) -> Bool {
        chargeElapsedTime()
        var updated = lists
        guard updated.modify(id, { $0.content = content }) else { return false }
        lists = updated
        return true
    }

    /// Removes a shown or waiting popup, lets the next one into its slot and
    /// then calls its dismiss callback. Returns false for an unknown id.
    /// A person's wave-away (`reason.isWaveAway`) is refused while the popup's
    /// `dismissibleIn` time runs.
    @discardableResult
    public func dismiss(_ id: PopupID, reason: PopupDismissReason = .programmatic) -> Bool {
        chargeElapsedTime()
        if reason.isWaveAway, popup(id)?.acceptsWaveAway == false { return false }
        return remove(id, reason: reason)
    }

    /// `dismiss` once the time is charged (charging hides popups through here).
    @discardableResult
    private func remove(_ id: PopupID, reason: PopupDismissReason) -> Bool {
        var updated = lists
        guard updated.remove(id) else { return false }
        lists = updated
        // Last, so a callback that presents or dismisses sees a settled queue.
        for handler in dismissHandlers.removeValue(forKey: id) ?? [] { handler(reason) }
        return true
    }

    /// Runs `handler` too when the popup `id` goes away, after the handlers given before it
    /// (the one given to `present` first). Returns false, keeping nothing, for an unknown id.
    @discardableResult
    public func onDismiss(_ id: PopupID, _ handler: @escaping @MainActor (PopupDismissReason) -> Void) -> Bool {
        guard popup(id) != nil else { return false }
        dismissHandlers[id, default: []].append(handler)
        return true
    }

    /// Dismisses every popup, shown and waiting.
    public func dismissAll(reason: PopupDismissReason = .programmatic) {
        let current = lists
        for popup in current.waiting + current.shown { dismiss(popup.id, reason: reason) }
    }

    // MARK: Looking up

    /// The popup `id`, shown or waiting; nil once it is gone.
    public func popup(_ id: PopupID) -> Popup<Content>? {
        let current = lists
        return current.shown.first { $0.id == id } ?? current.waiting.first { $0.id == id }
    }

    /// Whether the popup `id` is shown now.
    public func isShown(_ id: PopupID) -> Bool { shownPopup(id) != nil }

    /// The popup shown in `slot`, if any.
    public func shownPopup(in slot: PopupPosition) -> Popup<Content>? {
        lists.shown.first { $0.slot == slot }
    }

    /// The backdrop to draw: that of the top-most shown popup which has one.
    public var backdrop: SRGBColor {
        lists.shown.last { $0.options.backdrop != .clear }?.options.backdrop ?? .clear
    }

    /// Whether a tap outside every popup reaches the content behind them.
    public var passesTapsThrough: Bool { lists.shown.allSatisfy { $0.options.allowsTapsThrough } }

    private func shownPopup(_ id: PopupID) -> Popup<Content>? {
        lists.shown.first { $0.id == id }
    }

    // MARK: Input

    /// A tap on a shown popup; dismisses it if its options say so.
    @discardableResult
    public func tapInside(_ id: PopupID) -> Bool {
        chargeElapsedTime()
        guard let popup = shownPopup(id), popup.options.closeOnTap, popup.acceptsWaveAway else { return false }
        return remove(id, reason: .tapInside)
    }

    /// A tap outside every popup: dismisses those that close on it. Returns
    /// whether the tap should go on to the content behind.
    @discardableResult
    public func tapOutside() -> Bool {
        chargeElapsedTime()
        let current = lists.shown
        for popup in current where popup.options.closeOnTapOutside && popup.acceptsWaveAway {
            remove(popup.id, reason: .tapOutside)
        }
        return current.allSatisfy { $0.options.allowsTapsThrough }
    }

    /// A drag on a shown popup ended at `translation`: dismisses it when it
    /// went far enough towards its edge (up for top popups, down for bottom
    /// ones, either way for the rest).
    @discardableResult
    public func endDrag(_ id: PopupID, translation: Vector2) -> Bool {
        chargeElapsedTime()
        guard let popup = shownPopup(id), popup.options.dragToDismiss, popup.acceptsWaveAway else { return false }
        let distance = switch popup.slot.dismissDirection {
        case .up: -translation.y
        case .down: translation.y
        case .either: abs(translation.y)
        }
        guard distance >= popup.options.dragToDismissDistance else { return false }
        return remove(id, reason: .drag)
    }

    /// Starts or ends hovering, focus or a press on a shown popup.
    public func setInteraction(_ interaction: PopupInteraction, _ isActive: Bool, for id: PopupID) {
        chargeElapsedTime()
        guard let current = shownPopup(id)?.interaction else { return }
        let changed = isActive ? current.union(interaction) : current.subtracting(interaction)
        guard changed != current else { return }
        var updated = lists
        updated.modify(id) { $0.interaction = changed }
        lists = updated
    }

    // MARK: Time

    /// Charges the time passed since the last charge to the shown, unpaused popups, and hides
    /// those whose time is up. Every change charges first; the front end's timer calls this
    /// when `timeUntilNextAutohide` has passed.
    public func chargeElapsedTime() {
        let now = clock.uptime()
        let elapsed = now - lastCharge
        lastCharge = now
        advance(by: elapsed)
    }

    private func advance(by elapsed: Duration) {
        guard elapsed > .zero else { return }
        var updated = lists
        var expired: [PopupID] = []
        var counted = false
        for index in updated.shown.indices {
            if let lock = updated.shown[index].remainingLock {
                updated.shown[index].remainingLock = lock > elapsed ? lock - elapsed : nil
                counted = true
            }
            guard let remaining = updated.shown[index].remainingAutohide,
                  !updated.shown[index].isAutohidePaused else { continue }
            let left = max(.zero, remaining - elapsed)
            updated.shown[index].remainingAutohide = left
            counted = true
            if left == .zero { expired.append(updated.shown[index].id) }
        }
        guard counted else { return }
        lists = updated
        for id in expired { remove(id, reason: .autohide) }
    }

    /// How long from now until the next auto-hide, for the front end to arm one timer; nil
    /// when nothing shown is counting down.
    public var timeUntilNextAutohide: Duration? {
        guard let remaining = lists.shown.lazy.filter({ !$0.isAutohidePaused }).compactMap({ $0.remainingAutohide }).min()
        else { return nil }
        return max(.zero, remaining - (clock.uptime() - lastCharge))
    }
}
