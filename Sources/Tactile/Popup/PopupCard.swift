/// One shown popup: its content in a styled frame, with the gestures that
/// tap, drag, hover and focus it. It reports input to its host (`PopupCardHost`), which
/// decides with its queue; it never decides a dismissal itself. Its motion and drag are its
/// `interaction`'s; the card keeps content, placement, focus and accessibility.
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

    /// Where it rests in the host, set as the host places it.
    public private(set) var restingRect = PopupRect(x: 0, y: 0, width: 0, height: 0)
    /// Its offset from `restingRect` now (slide and drag).
    public private(set) var currentOffset = Vector2.zero

    /// The host it reports to; nil once the host has let it go.
    private(set) weak var host: (any PopupCardHost)?
    /// Its motion and its drag, on the host's clock; made with the card's controllers.
    private(set) lazy var interaction = PopupCardInteraction(card: self, host: host)
    /// The name screen readers hear for it (GTK keeps no getter of its own).
    var accessibleName = ""

    init(popup: Popup<PopupContent>, host: any PopupCardHost) {
        id = popup.id
        options = popup.options
        content = popup.content
        self.host = host
        super.init(role: popup.options.isModal ? .dialog : .alert, cssClasses: Self.cssClasses(for: popup.options))
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

    // MARK: Motion

    /// How it comes in or goes out now.
    var transition: PopupTransition {
        guard isLeaving else { return options.resolvedAppearance }
        return interaction.leavingEdge.map { .edge($0) } ?? options.resolvedDisappearance
    }

    /// Whether nothing about it moves: it is where it was sent, and no drag holds it.
    var isAtRest: Bool { interaction.isAtRest }

    /// Whether it has left for good: on its way out and out of sight.
    var hasLeft: Bool { isLeaving && !interaction.reveal.isMoving && interaction.reveal.value <= 0 }

    /// How far it is shown, 0 (out of sight) to 1 (in place).
    var revealProgress: Double { min(1, max(0, interaction.reveal.value)) }

    /// A sheet's height and drag (nil for the other kinds).
    var sheet: PopupSheetMotion? { interaction.sheet }

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

    private func moveReveal(to target: Double, animated: Bool, sliding: Bool) {
        interaction.moveReveal(to: target, transition: transition, curve: options.animation, animated: animated,
                               sliding: sliding, restingEdge: options.resolvedPosition.defaultEdge)
    }

    private func tapped() {
        guard !isLeaving else { return }
        host?.cardTapped(self)
    }

    /// Hover, focus and a press hold the auto-hide countdown; one on its way out holds nothing.
    func report(_ interaction: PopupInteraction, isActive: Bool) {
        guard !isLeaving else { return }
        host?.card(self, interaction: interaction, isActive: isActive)
    }

    /// The host let it go: it reports nothing more.
    func leaveHost() { host = nil }

    /// Tab and Shift+Tab go round the popup's own controls while it is modal.
    func handleTab(backwards: Bool) -> Bool {
        guard options.isModal, !isLeaving else { return false }
        if focusFirstDescendant(backwards: backwards) { return true }
        (root as? Window)?.setFocus(nil)
        if !focusFirstDescendant(backwards: backwards) { grabFocus() }
        return true
    }

    // MARK: Placement

    /// Lays it out in its host by `layout`: where it rests, moved by its reveal and its drag.
    func place(with layout: PopupLayout) {
        sheet?.hostHeight = layout.hostHeight
        let measureWidth = { let size = self.measure(.horizontal); return (Double(size.minimum), Double(size.natural)) }
        let measureHeight = { (width: Double) in
            let size = self.measure(.vertical, forSize: Int(width))
            return (Double(size.minimum), Double(size.natural))
        }
        var rect: PopupRect
        var sheetDrop = 0.0
        if let sheet {
            // Below its lowest detent a sheet keeps that height and moves down instead, so its
            // content does not squeeze as it is dragged away.
            let shown = max(sheet.visibleHeight, sheet.rules.lowest)
            sheetDrop = shown - sheet.visibleHeight
            rect = layout.sheetRect(height: shown, measureWidth: measureWidth, measureHeight: measureHeight)
        } else {
            rect = layout.rect(kind: options.kind, position: options.resolvedPosition,
                               measureWidth: measureWidth, measureHeight: measureHeight)
        }
        var offset = interaction.dragOffset.value + Vector2(x: 0, y: sheetDrop)
        var transform = Transform()
        switch interaction.revealStyle {
        case .slide(let edge):
            offset = offset + layout.offscreenOffset(of: rect, towards: edge).scaled(by: 1 - interaction.reveal.value)
            transform = transform.translated(x: rect.x + offset.x, y: rect.y + offset.y)
        case .scale:
            // Grows from its own centre.
            let scale = PopupTransition.startScale + (1 - PopupTransition.startScale) * revealProgress
            transform = transform
                .translated(x: rect.x + offset.x + rect.width / 2, y: rect.y + offset.y + rect.height / 2)
                .scaled(scale)
                .translated(x: -rect.width / 2, y: -rect.height / 2)
        case .fade:
            transform = transform.translated(x: rect.x + offset.x, y: rect.y + offset.y)
        }
        restingRect = rect
        currentOffset = offset
        opacity = interaction.revealOpacity
        allocate(width: Int(rect.width), height: Int(rect.height), transform: transform)
    }

    /// Whether the point (x, y) of its host lies on it where it is drawn.
    func contains(hostX x: Double, y: Double) -> Bool {
        let rect = restingRect, offset = currentOffset
        return x >= rect.x + offset.x && x < rect.x + offset.x + rect.width
            && y >= rect.y + offset.y && y < rect.y + offset.y + rect.height
    }

    // MARK: Controllers

    private func addControllers() {
        let click = ClickGesture()
        click.onReleased { [weak self] _, _, _ in self?.tapped() }
        addController(click)
        // The interaction's drag after the click: GTK hands a widget's gestures each event
        // in the order they were added, so a tap reaches the click first.
        _ = interaction

        let motionController = MotionController()
        motionController.onEnter { [weak self] _, _ in self?.report(.hovered, isActive: true) }
        motionController.onLeave { [weak self] in self?.report(.hovered, isActive: false) }
        addController(motionController)

        let focus = FocusController()
        focus.onEnter { [weak self] in self?.report(.focused, isActive: true) }
        focus.onLeave { [weak self] in self?.report(.focused, isActive: false) }
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
