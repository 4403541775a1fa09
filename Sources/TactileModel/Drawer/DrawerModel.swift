import Observation

/// A drawer's state: open or closed, why it last changed, and how far an
/// interactive drag has pulled it.
@MainActor
@Observable
public final class DrawerModel {
    /// Whether the drawer is open, or is settling open after a release.
    public private(set) var isOpen: Bool
    /// Why the drawer last opened or closed; nil until it first changes.
    public private(set) var lastChangeReason: DrawerChangeReason?
    /// 0 (closed) ... 1 (open). Follows the finger during a drag; otherwise
    /// rests at 0 or 1, and the front end animates towards it.
    public private(set) var progress: Double
    /// Whether a drag is pulling the drawer now.
    public private(set) var isDragging = false
    /// Where a released drag must be projected to for the drawer to end open.
    public var commitFraction: Double = 0.5

    /// How wide the menu is drawn: a share of the window within bounds, or a chosen width.
    public var menuWidth = DrawerMenuWidth()
    /// True while the menu's edge is being dragged.
    public private(set) var isResizing = false
    @ObservationIgnored private var resizeStartWidth = 0.0
    /// Called when a resize is over (a drag released, a key pressed, a reset), with the chosen
    /// width (nil: following the window again), for the app to remember.
    @ObservationIgnored
    public var onMenuResized: (@MainActor (_ chosenWidth: Double?) -> Void)?

    /// A drawer, closed unless `isOpen`.
    public init(isOpen: Bool = false) {
        self.isOpen = isOpen
        self.progress = isOpen ? 1 : 0
    }

    /// Opens the drawer; returns false (and changes nothing) if it was open.
    @discardableResult
    public func open(reason: DrawerChangeReason = .programmatic) -> Bool {
        setOpen(true, reason: reason)
    }

    /// Closes the drawer; returns false (and changes nothing) if it was closed.
    @discardableResult
    public func close(reason: DrawerChangeReason = .programmatic) -> Bool {
        setOpen(false, reason: reason)
    }

    /// Opens the drawer when closed and closes it when open, for `reason`.
    public func toggle(reason: DrawerChangeReason = .programmatic) {
        setOpen(!isOpen, reason: reason)
    }

    /// The state as a presentation mode; writing one applies its change with
    /// its reason.
    public var presentationMode: DrawerPresentationMode {
        get { DrawerPresentationMode(isOpen: isOpen, reason: lastChangeReason) }
        set { setOpen(newValue.isOpen, reason: newValue.reason ?? .programmatic) }
    }

    /// `isOpen` as a binding; writes through it carry `.programmatic`.
    public var isOpenBinding: Binding<Bool> {
        Binding(get: { self.isOpen }, set: { self.setOpen($0, reason: .programmatic) })
    }

    // MARK: Interactive drag

    /// Starts following a drag from the current position.
    public func beginDrag() {
        isDragging = true
    }

    /// Moves to `progress` (clamped to 0...1) while dragging.
    public func updateDrag(progress newProgress: Double) {
        guard isDragging, !newProgress.isNaN else { return }
        progress = min(1, max(0, newProgress))
    }

    /// Ends the drag with its release as the gesture's tracker gave it, `pointsToOpen` points
    /// of horizontal travel opening the drawer fully (negative where opening runs leftwards).
    /// The drawer ends open when the release's projected end passes `commitFraction`; the
    /// tracker projected it, so the drawer keeps no deceleration of its own. Returns the
    /// release's velocity in progress per second (0 without a drag), for the motion that
    /// carries on from it.
    @discardableResult
    public func endDrag(_ release: GestureTracker<Vector2>.Release, pointsToOpen: Double) -> Double {
        guard isDragging else { return 0 }
        isDragging = false
        let carried = (release.projectedEnd.x - release.translation.x) / pointsToOpen
        let velocity = release.velocity.x / pointsToOpen
        let shouldOpen = progress + (carried.isFinite ? carried : 0) >= commitFraction
        if !setOpen(shouldOpen, reason: .swipe) {
            progress = isOpen ? 1 : 0
        }
        return velocity.isFinite ? velocity : 0
    }

    /// Abandons the drag: the drawer returns to where it was.
    public func cancelDrag() {
        guard isDragging else { return }
        isDragging = false
        progress = isOpen ? 1 : 0
    }

    // MARK: Resizing the menu

    /// Starts a drag of the menu's edge from the width it is drawn at.
    public func beginResize(from shownWidth: Double) {
        guard shownWidth.isFinite else { return }
        isResizing = true
        resizeStartWidth = shownWidth
        menuWidth.choose(shownWidth)
    }

    /// Follows the edge `offset` points from where it was pressed, positive widening (the
    /// front end mirrors right-to-left); the width stays within the bounds.
    public func updateResize(offset: Double) {
        guard isResizing, offset.isFinite else { return }
        menuWidth.choose(resizeStartWidth + offset)
    }

    /// The edge was let go where it is: the width is kept and reported.
    public func endResize() {
        guard isResizing else { return }
        isResizing = false
        onMenuResized?(menuWidth.chosen)
    }

    /// The drag was taken away: the width goes back to where it started.
    public func cancelResize() {
        guard isResizing else { return }
        isResizing = false
        menuWidth.choose(resizeStartWidth)
    }

    /// Moves the edge by `steps` keyboard steps from the width drawn now, and reports it.
    public func stepMenuWidth(by steps: Int, from shownWidth: Double) {
        guard !isResizing, shownWidth.isFinite else { return }
        menuWidth.step(by: steps, from: shownWidth)
        onMenuResized?(menuWidth.chosen)
    }

    /// Forgets the chosen width (the menu follows the window again), and reports it.
    public func resetMenuWidth() {
        guard !isResizing else { return }
        menuWidth.reset()
        onMenuResized?(nil)
    }

    @discardableResult
    private func setOpen(_ newValue: Bool, reason: DrawerChangeReason) -> Bool {
        // A change from elsewhere ends any drag, so the finger cannot fight it.
        if isDragging {
            isDragging = false
            progress = isOpen ? 1 : 0
        }
        guard newValue != isOpen else { return false }
        isOpen = newValue
        lastChangeReason = reason
        progress = newValue ? 1 : 0
        return true
    }
}
