import Foundation
/// One shown popup: its content in a styled frame, with the gestures that
/// tap, drag, hover and focus it. It reports input to its host, which owns
/// the queue; it never decides a dismissal itself.
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

    /// Where it rests in the host, set at each allocation.
    public internal(set) var restingRect = PopupRect(x: 0, y: 0, width: 0, height: 0)
    /// Its offset from `restingRect` now (slide and drag).
    public internal(set) var currentOffset = Vector2.zero

    var motion: PopupMotion
    /// The edge it leaves to, set by a drag that dismisses it.
    private var leavingEdgeOverride: PopupEdge?
    private var velocity = VelocityTracker<Vector2>()
    weak var host: PopupHost?

    init(popup: Popup<PopupContent>, host: PopupHost) {
        id = popup.id
        options = popup.options
        content = popup.content
        motion = PopupMotion()
        self.host = host
        super.init(role: popup.options.isModal ? .dialog : .alert, cssClasses: Self.cssClasses(for: popup.options))
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

    /// The first label's text names the popup for assistive technology.
    private func updateAccessibleLabel() {
        setAccessibleLabel(Self.firstText(in: content.widget) ?? (options.isModal ? localized("Dialog") : localized("Notification")))
    }

    private static func firstText(in widget: Widget) -> String? {
        if let label = widget as? Label, !label.text.isEmpty { return label.text }
        for child in widget.children {
            if let text = firstText(in: child) { return text }
        }
        return nil
    }

    // MARK: Motion

    var appearEdge: PopupEdge { content.appearsFrom ?? options.resolvedPosition.defaultEdge }
    var leaveEdge: PopupEdge { leavingEdgeOverride ?? content.disappearsTo ?? appearEdge }
    var edge: PopupEdge { isLeaving ? leaveEdge : appearEdge }

    func appear(animated: Bool, sliding: Bool) {
        isLeaving = false
        canTarget = true
        canFocus = options.isModal
        setAccessibleHidden(false)
        motion.reveal(to: 1, with: animated ? options.animation : .none, sliding: sliding)
    }

    func leave(animated: Bool, sliding: Bool) {
        isLeaving = true
        // On its way out it takes no taps and no focus, and screen readers no longer find
        // it (a popup sliding out would otherwise be read beside the one taking its place).
        canTarget = false
        canFocus = false
        setAccessibleHidden(true)
        motion.reveal(to: 0, with: animated ? options.animation : .none, sliding: sliding)
    }

    // MARK: Input (the gestures call these; tests call them too)

    func handleTap() {
        guard !isLeaving else { return }
        host?.tapInside(self)
    }

    func handleDragBegin() {
        guard !isLeaving else { return }
        velocity.reset()
        motion.beginDrag()
        host?.setInteraction(.pressed, true, for: self)
    }

    func handleDragUpdate(_ translation: Vector2) {
        guard motion.isDragging else { return }
        velocity.record(translation, at: ProcessInfo.processInfo.systemUptime)
        motion.drag(to: resisted(translation))
        queueAllocate()
    }

    /// Ends a drag at `translation` released at `velocity` (points per second).
    func handleDragEnd(_ translation: Vector2, velocity releaseVelocity: Vector2? = nil) {
        guard motion.isDragging else { return }
        velocity.record(translation, at: ProcessInfo.processInfo.systemUptime)
        let release = releaseVelocity ?? velocity.velocity(at: ProcessInfo.processInfo.systemUptime)
        host?.endDrag(self, translation: translation, velocity: release)
    }

    /// The host decided: the drag dismissed the popup.
    func dragDismissed(towards direction: Double) {
        leavingEdgeOverride = direction < 0 ? .top : .bottom
        motion.endDragDismissing()
    }

    /// The host decided: the drag was too short; spring back.
    func dragReturned(velocity: Vector2, animated: Bool) {
        motion.endDrag(velocity: Vector2(x: 0, y: velocity.y), animated: animated)
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
        click.onReleased { [weak self] _, _, _ in self?.handleTap() }
        addController(click)

        let drag = DragGesture()
        drag.onBegin { [weak self] _, _ in self?.handleDragBegin() }
        drag.onUpdate { [weak self] x, y in self?.handleDragUpdate(Vector2(x: x, y: y)) }
        drag.onFinish { [weak self] x, y in self?.handleDragEnd(Vector2(x: x, y: y)) }
        drag.onCancel { [weak self] in self?.handleDragEnd(.zero, velocity: .zero) }
        addController(drag)

        let motionController = MotionController()
        motionController.onEnter { [weak self] _, _ in self.map { $0.host?.setInteraction(.hovered, true, for: $0) } }
        motionController.onLeave { [weak self] in self.map { $0.host?.setInteraction(.hovered, false, for: $0) } }
        addController(motionController)

        let focus = FocusController()
        focus.onEnter { [weak self] in self.map { $0.host?.setInteraction(.focused, true, for: $0) } }
        focus.onLeave { [weak self] in self.map { $0.host?.setInteraction(.focused, false, for: $0) } }
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
