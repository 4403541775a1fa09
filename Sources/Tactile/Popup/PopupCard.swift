/// One shown popup: its content in a styled frame, with the gestures that
/// tap, drag, hover and focus it. It reports input to its host's queue, which
/// decides; it never decides a dismissal itself.
///
/// Modal popups are dialogs; toasts and floaters are alerts kept out of the
/// focus chain (`canFocus` false covers the whole subtree).
///
/// CSS node: `popup`, with the style class of its kind, `.toast`, `.floater` or `.modal`
/// (floaters and modals are also `.card`). The GType is `TactilePopup`.
@MainActor
public final class PopupCard: Container {
    override public class var gtkTypeName: String { "TactilePopup" }
    override public class var cssName: String { "popup" }

    public let id: PopupID
    public let options: PopupOptions
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
    private(set) var revealStyle = RevealStyle.slide
    private var drag: DragInput!
    /// The edge it leaves to, set by a drag that dismisses it.
    private var leavingEdgeOverride: PopupEdge?
    weak var host: PopupHost?

    enum RevealStyle {
        /// It slides from its edge.
        case slide
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
        canFocus = popup.options.isModal
        content.widget.setParent(self)
        updateAccessibleLabel()
        addControllers()
    }

    private static func cssClasses(for options: PopupOptions) -> [String] {
        switch options.kind {
        case .toast: ["toast"]
        case .floater: ["card", "floater"]
        case .default: ["card", "modal"]
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
        queueResize()
        if hadFocus { host?.focusInside(self) }
    }

    /// The first label's text names the popup for assistive technology, the others describe
    /// it: a modal's body is read as it opens, with its title.
    private func updateAccessibleLabel() {
        let texts = Self.texts(in: content.widget)
        setAccessibleLabel(texts.first ?? (options.isModal ? localized("Dialog") : localized("Notification")))
        setAccessibleDescription(texts.dropFirst().joined(separator: " "))
    }

    /// What a screen reader says when a toast or floater appears: all its text.
    var spokenText: String {
        let texts = Self.texts(in: content.widget)
        return texts.isEmpty ? localized("Notification") : texts.joined(separator: ". ")
    }

    private static func texts(in widget: Widget) -> [String] {
        if let label = widget as? Label { return label.text.isEmpty || !label.isVisible ? [] : [label.text] }
        return widget.children.flatMap { texts(in: $0) }
    }

    // MARK: Motion

    var appearEdge: PopupEdge { content.appearsFrom ?? options.resolvedPosition.defaultEdge }
    var leaveEdge: PopupEdge { leavingEdgeOverride ?? content.disappearsTo ?? appearEdge }
    var edge: PopupEdge { isLeaving ? leaveEdge : appearEdge }

    /// Whether nothing about it moves: it is where it was sent, and no drag holds it.
    var isAtRest: Bool { !reveal.isMoving && !dragOffset.isMoving && !drag.isFollowing }

    /// Whether it has left for good: on its way out and out of sight.
    var hasLeft: Bool { isLeaving && !reveal.isMoving && reveal.value <= 0 }

    /// The opacity to draw with: 1 when sliding, the reveal when fading.
    var revealOpacity: Double { revealStyle == .fade ? min(1, max(0, reveal.value)) : 1 }

    func appear(animated: Bool, sliding: Bool) {
        isLeaving = false
        canTarget = true
        canFocus = options.isModal
        setAccessibleHidden(false)
        // A toast or floater is said as it appears, once; a modal is read as it takes the focus.
        if !options.isModal, !wasAnnounced {
            wasAnnounced = true
            announceToScreenReader(spokenText)
        }
        moveReveal(to: 1, animated: animated, sliding: sliding)
    }

    func leave(animated: Bool, sliding: Bool) {
        isLeaving = true
        // On its way out it takes no taps and no focus, and screen readers no longer find
        // it (a popup sliding out would otherwise be read beside the one taking its place).
        canTarget = false
        canFocus = false
        setAccessibleHidden(true)
        moveReveal(to: 0, animated: animated, sliding: sliding)
    }

    /// With `sliding` false (the desktop asks for reduced motion) any animation becomes a
    /// short fade in place.
    private func moveReveal(to target: Double, animated: Bool, sliding: Bool) {
        revealStyle = sliding ? .slide : .fade
        let curve = options.animation.curve
        guard animated, curve != .immediate else {
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
        dragOffset.set(resisted(translation))
    }

    /// The queue dismisses it when the drag's projected end lies past its distance; it then
    /// leaves towards where the finger sent it, from where it was let go.
    private func dragReleased(_ release: GestureTracker<Vector2>.Release) {
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
        drag = DragInput(on: self, measuredIn: host)
        drag.onBegin = { [weak self] _, _ in self?.pressBegan() ?? .ignore }
        drag.onDecide = { translation in translation.magnitude >= Self.dragThreshold ? .follow : .undecided }
        drag.onMove = { [weak self] tracker in self?.dragMoved(tracker.translation) }
        drag.onEnd = { [weak self] release in self?.dragReleased(release) }
        drag.onCancel = { [weak self] in self?.springBack(velocity: .zero) }
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
