import Gtk
import TactileModel

/// What moves a popup card: its reveal and drag offset on the host's motion clock (one tick
/// for every card), a sheet's height, the drag that moves it, and the bookkeeping between
/// them (how the reveal is drawn, the edge a drag sends it off to). It reports to the card's
/// host through `PopupCardHost`, and to none once the host let the card go; the card keeps
/// content, focus and accessibility.
@MainActor
final class PopupCardInteraction {
    private weak var card: PopupCard?
    /// How far it is shown, 0 (out of sight) to 1 (in place).
    let reveal: AnimatedValue<Double>
    /// The offset a drag gives it, springing back to zero when let go.
    let dragOffset: AnimatedValue<Vector2>
    /// A sheet's height and drag (nil for the other kinds).
    let sheet: PopupSheetMotion?
    private let drag: DragInput
    /// How the reveal is drawn.
    private(set) var revealStyle = RevealStyle.slide(.bottom)
    /// The edge it leaves to, set by a drag that dismisses it.
    private(set) var leavingEdge: PopupEdge?

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

    /// The motion of `card`, on `host`'s clock: one tick for every card of a host.
    init(card: PopupCard, host: (any PopupCardHost)?) {
        self.card = card
        let clock: Widget = host ?? card
        reveal = AnimatedValue(0, tolerance: 0.001, on: clock)
        dragOffset = AnimatedValue(.zero, on: clock)
        sheet = if case .sheet = card.options.kind { host.map { PopupSheetMotion(card: card, host: $0) } } else { nil }
        // A drag is decided once the press moves, so a tap still reaches the buttons inside.
        // A sheet's drag is read before its content's (capture), so it can leave it to the
        // content's scrolling or take it from it.
        drag = DragInput(on: card, phase: sheet == nil ? .bubble : .capture, measuredIn: host)
        reveal.onChange = { [weak self] progress in self?.revealMoved(to: progress) }
        reveal.onRest = { [weak self] in self?.cameToRest() }
        dragOffset.onChange = { [weak card] _ in card?.host?.queueAllocate() }
        drag.onBegin = { [weak self] _, _ in self?.pressBegan() ?? .ignore }
        drag.onDecide = { [weak self] translation in
            guard translation.magnitude >= Self.dragThreshold else { return .undecided }
            return self?.sheet?.verdict(for: translation) ?? .follow
        }
        drag.onMove = { [weak self] tracker in self?.dragMoved(tracker.translation) }
        drag.onEnd = { [weak self] release in self?.dragReleased(release) }
        drag.onCancel = { [weak self] in self?.dragCancelled() }
        drag.onPressEnded = { [weak card] in card?.report(.pressed, isActive: false) }
    }

    /// Whether nothing about it moves: it is where it was sent, and no drag holds it.
    var isAtRest: Bool {
        !reveal.isMoving && !dragOffset.isMoving && !drag.isFollowing && !(sheet?.isMoving ?? false)
    }

    /// The opacity to draw with: 1 when sliding, the reveal when fading or scaling.
    var revealOpacity: Double {
        if case .slide = revealStyle { return 1 }
        return min(1, max(0, reveal.value))
    }

    /// Moves the reveal to `target` on `curve` by `transition`; with `sliding` false (the
    /// desktop asks for reduced motion) any animation becomes a short fade in place.
    func moveReveal(to target: Double, transition: PopupTransition, curve: MotionCurve,
                    animated: Bool, sliding: Bool, restingEdge: PopupEdge) {
        revealStyle = switch (sliding, transition) {
        case (false, _): .fade
        case (true, .edge(let edge)): .slide(edge)
        case (true, .centerScale): .scale
        // An immediate transition moves nothing: drawn as a slide, it is at once where it goes.
        case (true, .immediate): .slide(restingEdge)
        }
        guard animated, curve != .immediate, transition != .immediate else {
            reveal.set(target)
            return cameToRest()
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
        if card?.isLeaving == true, progress <= 0, reveal.isMoving {
            reveal.set(0) // comes to rest: the host takes it away
        }
        card?.host?.queueAllocate()
    }

    private func cameToRest() {
        guard let card else { return }
        card.host?.cardCameToRest(card)
    }

    // MARK: Drag

    /// A press: it holds the auto-hide countdown; it becomes a drag once it moves.
    private func pressBegan() -> DragInput.Verdict {
        guard let card, !card.isLeaving else { return .ignore }
        card.report(.pressed, isActive: true)
        return .undecided
    }

    private func dragMoved(_ translation: Vector2) {
        if let sheet { return sheet.follow(translationY: translation.y) }
        dragOffset.set(resisted(translation))
    }

    /// The host dismisses it when the drag's projected end lies past its distance; it then
    /// leaves towards where the finger sent it, from where it was let go.
    private func dragReleased(_ release: GestureTracker<Vector2>.Release) {
        if let sheet {
            leavingEdge = .bottom
            if !sheet.release(projectedTranslationY: release.projectedEnd.y, velocityY: release.velocity.y) {
                leavingEdge = nil
            }
            return
        }
        leavingEdge = release.projectedEnd.y < 0 ? .top : .bottom
        guard let card, card.host?.cardReleased(card, projectedTo: release.projectedEnd) == true else {
            leavingEdge = nil
            return springBack(velocity: Vector2(x: 0, y: release.velocity.y))
        }
    }

    private func dragCancelled() {
        if let sheet { sheet.settleAtNearestDetent() } else { springBack(velocity: .zero) }
    }

    private func springBack(velocity: Vector2) {
        dragOffset.move(to: .zero, with: .spring(Self.springBack), velocity: velocity)
    }

    /// Only vertical drags move a popup; towards its edge freely, the other
    /// way against growing resistance.
    private func resisted(_ translation: Vector2) -> Vector2 {
        guard let options = card?.options, options.dragToDismiss else {
            return Vector2(x: 0, y: translation.y / (1 + abs(translation.y) / 24))
        }
        let sign = options.resolvedPosition.dismissSign
        let y = translation.y
        if sign == 0 || y * sign >= 0 { return Vector2(x: 0, y: y) }
        return Vector2(x: 0, y: y / (1 + abs(y) / 24))
    }
}
