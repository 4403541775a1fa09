/// A sheet's height: resting at one of its detents, held by a drag, or springing to the
/// detent a drag or its handle sent it to. The rules (who owns a drag, where a release
/// goes) are `PopupSheetDrag`'s; this only moves.
@MainActor
final class PopupSheetMotion {
    private weak var card: PopupCard?
    private weak var host: (any PopupCardHost)?
    /// Which of the options' detents it rests at.
    private(set) var detentIndex = 0
    private let height: AnimatedValue<Double>
    /// Whether `height`, not the detent, gives the height: a drag holds it, or it springs
    /// after one.
    private var isHeld = false
    private var dragStartHeight = 0.0
    /// The host's height at the last allocation: the detents are fractions of it.
    var hostHeight = 0.0

    init(card: PopupCard, host: any PopupCardHost) {
        self.card = card
        self.host = host
        height = AnimatedValue(0, on: host)
        height.onChange = { [weak host] _ in host?.queueAllocate() }
        height.onRest = { [weak self] in self?.cameToRest() }
    }

    /// The options' detents; a list emptied by hand counts as `.large` alone, as the modifier makes it.
    private var detents: [PopupDetent] {
        guard let detents = card?.options.detents, !detents.isEmpty else { return [.large] }
        return detents
    }
    var rules: PopupSheetDrag { PopupSheetDrag(detents: detents, hostHeight: hostHeight) }
    private var restingHeight: Double { detents[min(detentIndex, detents.count - 1)].height(in: hostHeight) }

    /// The height it shows now.
    var visibleHeight: Double { isHeld ? height.value : restingHeight }
    var isMoving: Bool { height.isMoving }

    /// The content's scroller, whose offset decides who a downward drag belongs to.
    private var scroller: ScrolledWindow? { card.flatMap { Self.firstScroller(in: $0.content.widget) } }

    private static func firstScroller(in widget: Widget) -> ScrolledWindow? {
        if let scroller = widget as? ScrolledWindow { return scroller }
        for child in widget.children {
            if let found = firstScroller(in: child) { return found }
        }
        return nil
    }

    // MARK: Drag

    /// Whether a drag that has moved `translation` moves the sheet or scrolls its content.
    func verdict(for translation: Vector2) -> DragInput.Verdict {
        // Sideways drags belong to the content (a carousel, a slider).
        guard abs(translation.y) >= abs(translation.x) else { return .ignore }
        let owner = rules.owner(translationY: translation.y, height: visibleHeight,
                                contentOffset: scroller?.verticalScrollOffset ?? 0)
        switch owner {
        case .sheet:
            dragStartHeight = visibleHeight
            return .follow
        case .content: return .ignore
        case .undecided: return .undecided
        }
    }

    /// Follows the finger; above the tallest detent against growing resistance.
    func follow(translationY: Double) {
        var wanted = dragStartHeight - translationY
        let tallest = rules.tallest
        if wanted > tallest {
            let over = wanted - tallest
            wanted = min(hostHeight, tallest + over / (1 + over / 24))
        }
        height.set(max(0, wanted))
        isHeld = true
    }

    /// The drag let go, projected `projectedTranslationY` down: to a detent, or away.
    /// Returns whether the queue dismissed it.
    func release(projectedTranslationY: Double, velocityY: Double) -> Bool {
        guard let card, let host else { return false }
        let settle = rules.settle(projectedHeight: dragStartHeight - projectedTranslationY,
                                  dismissDistance: card.options.dragToDismissDistance,
                                  dragToDismiss: card.options.dragToDismiss)
        if settle == .dismiss, host.dismiss(card, reason: .drag) { return true }
        if case .rest(let target) = settle {
            rest(at: target, velocity: -velocityY)
        } else {
            // Refused (still inside its `dismissibleIn` time): back to the lowest detent.
            rest(at: rules.lowest, velocity: -velocityY)
        }
        return false
    }

    /// A drag taken away: to the detent nearest where it was.
    func settleAtNearestDetent() {
        guard case .rest(let target) = rules.settle(projectedHeight: visibleHeight, dismissDistance: .infinity,
                                                   dragToDismiss: false) else { return }
        rest(at: target, velocity: 0)
    }

    /// The next detent up, or back to the lowest from the tallest (its handle pressed).
    func advance() {
        rest(at: rules.nextHeight(after: visibleHeight), velocity: 0)
    }

    private func rest(at target: Double, velocity: Double) {
        detentIndex = detents.firstIndex { $0.height(in: hostHeight) == target } ?? 0
        let from = visibleHeight
        isHeld = true
        height.set(from)
        height.move(to: target, with: .spring(PopupCardInteraction.springBack), velocity: velocity)
    }

    private func cameToRest() {
        // Resting at a detent again: the detent, not the spring, gives its height (so a
        // window resized later resizes it too).
        guard !height.isMoving, abs(height.value - restingHeight) < 0.5 else { return }
        isHeld = false
        host?.queueAllocate()
    }
}
