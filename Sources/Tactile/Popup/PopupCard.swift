/// One shown popup: its content in a styled frame, with the gestures that
/// tap, drag, hover and focus it. It reports input to its host's queue, which
/// decides; it never decides a dismissal itself.
///
/// Modal popups are dialogs; toasts and floaters are alerts kept out of the
/// focus chain (`canFocus` false covers the whole subtree).
///
/// CSS node: `popup`, with the style class of its kind, `.toast`, `.floater`, `.modal` or
/// `.sheet` (floaters and modals are also `.card`). The GType is `TactilePopup`.
@MainActor
public final class PopupCard: Container {
    override public class var gtkTypeName: String { "TactilePopup" }
    override public class var cssName: String { "popup" }

    /// The popup it shows.
    public let id: PopupID
    /// The popup's options.
    public let options: PopupOptions
    /// What it shows now.
    public private(set) var content: PopupContent
    /// Whether it is on its way out (dismissed, still animating).
    public private(set) var isLeaving = false
    private var wasAnnounced = false

    /// Where it rests in the host, set at each allocation.
    public internal(set) var restingRect = PopupRect(x: 0, y: 0, width: 0, height: 0)
    /// Its offset from `restingRect` now (slide and drag).
    public internal(set) var currentOffset = Vector2.zero

    /// How far it is shown, 0 (out of sight) to 1 (in place), on the host's clock.
    private(set) var reveal: AnimatedValue<Double>!
    /// The offset a drag gives it, springing back to zero when let go.
    private(set) var dragOffset: AnimatedValue<Vector2>!
    /// How the reveal is drawn.
    private(set) var revealStyle = RevealStyle.slide(.bottom)
    private var drag: DragInput!
    /// The edge it leaves to, set by a drag that dismisses it.
    private var leavingEdgeOverride: PopupEdge?
    weak var host: PopupHost?
    /// A sheet's height and drag (nil for the other kinds).
    private(set) var sheet: PopupSheetMotion?

    enum RevealStyle: Equatable {
        /// It slides from or to this edge.
        case slide(PopupEdge)
        /// It grows from or shrinks to its centre, fading.
        case scale
        /// It fades in place: the desktop asks for reduced motion.
        case fade
    }

    /// The spring a popup let go of returns to its place with.
    static let springBack = Spring.snappy
    /// The fade used in place of any slide when the desktop asks for reduced motion.
    static let fade = MotionCurve.easeOut(.cubic, duration: 0.15)
    /// How far a press moves before it is a drag rather than a tap.
    static let dragThreshold = 4.0

    init(popup: Popup<PopupContent>, host: PopupHost) {
        id = popup.id
        options = popup.options
        content = popup.content
        self.host = host
        super.init(role: popup.options.isModal ? .dialog : .alert, cssClasses: Self.cssClasses(for: popup.options))
        // Every card moves on its host's clock: one tick for all of them.
        reveal = AnimatedValue(0, tolerance: 0.001, on: host)
        dragOffset = AnimatedValue(.zero, on: host)
        reveal.onChange = { [weak self] progress in self?.revealMoved(to: progress) }
        reveal.onRest = { [weak self] in self.map { $0.host?.cardCameToRest($0) } }
        dragOffset.onChange = { [weak self] _ in self?.host?.queueAllocate() }
        if case .sheet = popup.options.kind { sheet = PopupSheetMotion(card: self, host: host) }
        canFocus = takesFocus
        content.widget.setParent(self)
        updateAccessibleLabel()
        addControllers()
    }

    private static func cssClasses(for options: PopupOptions) -> [String] {
        switch options.kind {
        case .toast: ["toast"]
        case .floater: ["card", "floater"]
        case .default: ["card", "modal"]
        case .sheet: ["sheet"]
        }
    }

    // MARK: Content

    /// Shows new content in place (a loading popup turning into "done").
    func replaceContent(with newContent: PopupContent) {
        guard newContent.widget !== content.widget else { return }
        let hadFocus = containsFocus
        content.widget.unparent()
        content = newContent
        content.widget.setParent(self)
        updateAccessibleLabel()
        canFocus = takesFocus && !isLeaving
        queueResize()
        if hadFocus { host?.focusInside(self) }
    }

    /// The text inside changed in place (a toast's new title): it is named anew.
    func contentTextChanged() { updateAccessibleLabel() }

    /// Modal popups take the focus; a notice with an action button (Undo) is in the focus
    /// chain so the keyboard reaches the button; other notices stay out of it.
    private var takesFocus: Bool { options.isModal || (content.widget as? PopupToast)?.hasAction == true }

    /// The first label's text names the popup for assistive technology, the others describe
    /// it: a modal's body is read as it opens, with its title. Buttons and a scrolling list
    /// are left out of the description: each is read as the focus reaches it (a sheet of 40
    /// messages is not read out whole as it opens, nor "Cancel Delete" before the buttons).
    private func updateAccessibleLabel() {
        let texts = Self.texts(in: content.widget)
        accessibleName = texts.first ?? (options.isModal ? localized("Dialog") : localized("Notification"))
        setAccessibleLabel(accessibleName)
        var body = Self.texts(in: content.widget, leavingOutWhatIsReadOnItsOwn: true)
        if body.first == texts.first { body.removeFirst() }
        setAccessibleDescription(body.joined(separator: " "))
    }

    /// The name screen readers hear for it (GTK keeps no getter of its own).
    private(set) var accessibleName = ""

    /// What a screen reader says when a toast or floater appears: all its text.
    var spokenText: String {
        let texts = Self.texts(in: content.widget)
        return texts.isEmpty ? localized("Notification") : texts.joined(separator: ". ")
    }

    private static func texts(in widget: Widget, leavingOutWhatIsReadOnItsOwn: Bool = false) -> [String] {
        if let label = widget as? Label { return label.text.isEmpty || !label.isVisible ? [] : [label.text] }
        if leavingOutWhatIsReadOnItsOwn, widget is Button || widget is MenuButton || widget is ScrolledWindow { return [] }
        return widget.children.flatMap { texts(in: $0, leavingOutWhatIsReadOnItsOwn: leavingOutWhatIsReadOnItsOwn) }
    }

    // MARK: Motion

    /// How it comes in or goes out now.
    var transition: PopupTransition {
        guard isLeaving else { return options.resolvedAppearance }
        return leavingEdgeOverride.map { .edge($0) } ?? options.resolvedDisappearance
    }

    /// Whether nothing about it moves: it is where it was sent, and no drag holds it.
    var isAtRest: Bool {
        !reveal.isMoving && !dragOffset.isMoving && !drag.isFollowing && !(sheet?.isMoving ?? false)
    }

    /// Whether it has left for good: on its way out and out of sight.
    var hasLeft: Bool { isLeaving && !reveal.isMoving && reveal.value <= 0 }

    /// The opacity to draw with: 1 when sliding, the reveal when fading or scaling.
    var revealOpacity: Double {
        if case .slide = revealStyle { return 1 }
        return min(1, max(0, reveal.value))
    }

    func appear(animated: Bool, sliding: Bool) {
        isLeaving = false
        canTarget = true
        canFocus = takesFocus
        setAccessibleHidden(false)
        // A toast or floater is said as it appears, once; a modal is read as it takes the focus.
        if !options.isModal, !wasAnnounced {
            wasAnnounced = true
            announceToScreenReader(spokenText)
        }
        moveReveal(to: 1, animated: animated, sliding: sliding)
    }

    /// Whether screen readers still find it as it leaves (see `leave`), and for a while
    /// after it has gone (`PopupHost.removeFinishedCards`).
    private(set) var staysFoundWhileLeaving = false

    func leave(animated: Bool, sliding: Bool) {
        isLeaving = true
        // On its way out it takes no taps and no focus, and screen readers no longer find
        // it (a popup sliding out would otherwise be read beside the one taking its place).
        // One that takes the focus stays found while it slides out: the focus goes back as
        // it leaves, and a screen reader then asks where the focus came from (Orca 43 says
        // nothing of the new focus when that object is already gone). It goes with the card.
        canTarget = false
        canFocus = false
        staysFoundWhileLeaving = takesFocus && animated
        if !staysFoundWhileLeaving { setAccessibleHidden(true) }
        moveReveal(to: 0, animated: animated, sliding: sliding)
    }

    /// With `sliding` false (the desktop asks for reduced motion) any animation becomes a
    /// short fade in place.
    private func moveReveal(to target: Double, animated: Bool, sliding: Bool) {
        let transition = transition
        revealStyle = switch (sliding, transition) {
        case (false, _): .fade
        case (true, .edge(let edge)): .slide(edge)
        case (true, .centerScale): .scale
        // An instant transition moves nothing: drawn as a slide, it is at once where it goes.
        case (true, .instant): .slide(options.resolvedPosition.defaultEdge)
        }
        let curve = options.animation.curve
        guard animated, curve != .immediate, transition != .instant else {
            reveal.set(target)
            host?.cardCameToRest(self)
            return
        }
        if sliding {
            reveal.move(to: target, with: curve)
        } else {
            reveal.move(to: target, with: Self.fade, evenWithReducedMotion: true)
        }
    }

    private func revealMoved(to progress: Double) {
        // Once past its edge on the way out it is out of sight: done, without waiting
        // for a spring to swing back and settle.
        if isLeaving, progress <= 0, reveal.isMoving {
            reveal.set(0) // comes to rest: the host takes it away
        }
        host?.queueAllocate()
    }

    // MARK: Input

    private func tapped() {
        guard !isLeaving else { return }
        host?.queue.tapInside(id)
    }

    /// Hover, focus and a press hold the auto-hide countdown; one on its way out holds nothing.
    private func setInteraction(_ interaction: PopupInteraction, _ isActive: Bool) {
        guard !isLeaving else { return }
        host?.queue.setInteraction(interaction, isActive, for: id)
    }

    /// A press: it holds the auto-hide countdown; it becomes a drag once it moves.
    private func pressBegan() -> DragInput.Verdict {
        guard !isLeaving else { return .ignore }
        setInteraction(.pressed, true)
        return .undecided
    }

    private func dragMoved(_ translation: Vector2) {
        if let sheet { return sheet.follow(translationY: translation.y) }
        dragOffset.set(resisted(translation))
    }

    /// The queue dismisses it when the drag's projected end lies past its distance; it then
    /// leaves towards where the finger sent it, from where it was let go.
    private func dragReleased(_ release: GestureTracker<Vector2>.Release) {
        if let sheet {
            leavingEdgeOverride = .bottom
            if !sheet.release(projectedTranslationY: release.projectedEnd.y, velocityY: release.velocity.y) {
                leavingEdgeOverride = nil
            }
            return
        }
        leavingEdgeOverride = release.projectedEnd.y < 0 ? .top : .bottom
        guard host?.queue.endDrag(id, translation: release.projectedEnd) == true else {
            leavingEdgeOverride = nil
            return springBack(velocity: Vector2(x: 0, y: release.velocity.y))
        }
    }

    private func springBack(velocity: Vector2) {
        dragOffset.move(to: .zero, with: .spring(Self.springBack), velocity: velocity)
    }

    /// Only vertical drags move a popup; towards its edge freely, the other
    /// way against growing resistance.
    private func resisted(_ translation: Vector2) -> Vector2 {
        guard options.dismissesOnDrag else { return Vector2(x: 0, y: translation.y / (1 + abs(translation.y) / 24)) }
        let sign = options.resolvedPosition.dismissSign
        let y = translation.y
        if sign == 0 || y * sign >= 0 { return Vector2(x: 0, y: y) }
        return Vector2(x: 0, y: y / (1 + abs(y) / 24))
    }

    /// Tab and Shift+Tab go round the popup's own controls while it is modal.
    func handleTab(backwards: Bool) -> Bool {
        guard options.isModal, !isLeaving else { return false }
        if focusFirstDescendant(backwards: backwards) { return true }
        (root as? Window)?.setFocus(nil)
        if !focusFirstDescendant(backwards: backwards) { grabFocus() }
        return true
    }

    // MARK: Controllers

    private func addControllers() {
        let click = ClickGesture()
        click.onReleased { [weak self] _, _, _ in self?.tapped() }
        addController(click)

        // A drag is decided once the press moves, so a tap still reaches the buttons inside.
        // A sheet's drag is read before its content's (capture), so it can leave it to the
        // content's scrolling or take it from it.
        drag = DragInput(on: self, phase: sheet == nil ? .bubble : .capture, measuredIn: host)
        drag.onBegin = { [weak self] _, _ in self?.pressBegan() ?? .ignore }
        drag.onDecide = { [weak self] translation in
            guard translation.magnitude >= Self.dragThreshold else { return .undecided }
            return self?.sheet?.verdict(for: translation) ?? .follow
        }
        drag.onMove = { [weak self] tracker in self?.dragMoved(tracker.translation) }
        drag.onEnd = { [weak self] release in self?.dragReleased(release) }
        drag.onCancel = { [weak self] in
            guard let self else { return }
            if let sheet { sheet.settleAtNearestDetent() } else { springBack(velocity: .zero) }
        }
        drag.onPressEnded = { [weak self] in self?.setInteraction(.pressed, false) }

        let motionController = MotionController()
        motionController.onEnter { [weak self] _, _ in self?.setInteraction(.hovered, true) }
        motionController.onLeave { [weak self] in self?.setInteraction(.hovered, false) }
        addController(motionController)

        let focus = FocusController()
        focus.onEnter { [weak self] in self?.setInteraction(.focused, true) }
        focus.onLeave { [weak self] in self?.setInteraction(.focused, false) }
        addController(focus)

        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] key, _, _ in
            guard let self, key == Key.tab || key == Key.leftTab else { return false }
            return handleTab(backwards: key == Key.leftTab)
        }
        addController(keys)
    }
}
