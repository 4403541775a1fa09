import Gtk
import TactileModel

/// How the stack's cards move: the top card's, the departing card's and the withdrawn card's
/// offsets and the deck's shift, each a value on the stack's motion clock; the drag, read by a
/// `DragInput`; and what a drag or a flight has to remember (the tilt, where a pull started,
/// a press waiting for a flight to end). A release goes to the model as its tracker left it
/// (`GestureTracker.Release`); the model decides, and this moves the cards as it said. The
/// view lays the cards out from these values, draws them and speaks for them.
@MainActor
final class CardStackInteraction<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// The top card's offset from its place.
    let topOffset: AnimatedValue<Vector2>
    /// The card flying off, flying back in, or being pulled back: its offset from its place.
    let departingOffset: AnimatedValue<Vector2>
    /// The withdrawn top card's offset as it drops out.
    let withdrawnOffset: AnimatedValue<Vector2>
    /// 1 when the deck has just changed, springing to 0 as the cards slide to their places.
    let deckShift: AnimatedValue<Double>
    let dragInput: DragInput

    /// +1 when the top card was grabbed above its middle, −1 below: the way it tilts.
    var tiltSign = 1.0
    /// The tilt of the card now flying off or pulled back (it keeps its grab's).
    var departingTiltSign = 1.0
    /// The tilt of the withdrawn card dropping out.
    var withdrawnTiltSign = 1.0
    /// Where the card being pulled back started, out of sight beyond its edge.
    var pullBackOutside = Vector2.zero
    /// Whether the app was last told that a release would decide (`onThresholdCrossed`).
    var toldArmed = false
    /// What a button or key asked for while the last decided card still flew: done as soon
    /// as that card is out of sight (see `CardStackView.perform(_:)`).
    var actionAfterFlight: ActionAfterFlight?
    /// The withdrawn card being animated, so a withdrawal starts its motion once.
    var withdrawnItemID: Item.ID?
    /// How many depths each card started from its new place when the deck last changed.
    var shiftStarts: [Item.ID: Double] = [:]

    unowned let view: CardStackView<Item>
    var model: CardStackModel<Item> { view.model }

    /// Moves the cards of `view`, on its motion clock, and reads the drags on it.
    init(view: CardStackView<Item>) {
        self.view = view
        topOffset = AnimatedValue(.zero, on: view)
        departingOffset = AnimatedValue(.zero, on: view)
        withdrawnOffset = AnimatedValue(.zero, on: view)
        deckShift = AnimatedValue(0, tolerance: 0.001, on: view)
        dragInput = DragInput(on: view)
        topOffset.onChange = { [unowned view] _ in view.offsetsDidChange() }
        departingOffset.onChange = { [weak self] _ in self?.departingCardMoved() }
        withdrawnOffset.onChange = { [weak self] _ in self?.withdrawnCardMoved() }
        deckShift.onChange = { [unowned view] _ in view.queueAllocate() }
        topOffset.onRest = { [weak self] in self?.topCardCameToRest() }
        departingOffset.onRest = { [weak self] in self?.departingCardCameToRest() }
        withdrawnOffset.onRest = { [weak self] in self?.withdrawnCardCameToRest() }
        dragInput.onBegin = { [weak self] x, y in
            guard let self else { return .ignore }
            return pullBackBegan(atX: x, y: y) ? .follow : pressBegan(atX: x, y: y)
        }
        dragInput.onMove = { [weak self] tracker in
            guard let self else { return }
            if isPullingBack { pullBackMoved(tracker.translation) } else { dragMoved(tracker.translation) }
        }
        dragInput.onEnd = { [weak self] release in
            guard let self else { return }
            if isPullingBack { pullBackReleased(release) } else { dragReleased(release) }
        }
        dragInput.onCancel = { [weak self] in
            guard let self else { return }
            if isPullingBack { pullBackCancelled() } else { dragCancelled() }
        }
    }

    // MARK: The finger

    /// Only a press on the top card starts a drag; one caught springing back is held
    /// where it is, and the drag goes on from there.
    private func pressBegan(atX x: Double, y: Double) -> DragInput.Verdict {
        guard let top = view.topCardWidget, top.isVisible,
              let point = view.translate(x: x, y: y, to: top),
              point.x >= 0, point.y >= 0, point.x <= Double(top.width), point.y <= Double(top.height),
              model.beginDrag(from: topOffset.value) else { return .ignore }
        // Grabbed above its middle it tilts clockwise going right, as if held at the top.
        tiltSign = point.y <= Double(top.height) / 2 ? 1 : -1
        topOffset.set(topOffset.value)
        top.grabFocus()
        view.setCursor(named: "grabbing")
        return .follow
    }

    private func dragMoved(_ translation: Vector2) {
        guard model.phase == .dragging, translation.x.isFinite, translation.y.isFinite else { return }
        topOffset.set(model.dragOrigin + translation)
        if model.dragMoved(to: topOffset.value) { tellArmed(model.armedDecision) }
    }

    /// The model decides from the release; the card flies off or springs back at its velocity.
    private func dragReleased(_ release: GestureTracker<Vector2>.Release) {
        view.setCursor(named: nil)
        let wasArmed = model.armedDecision != nil
        let offset = topOffset.value
        let decided = model.endDrag(release)
        if wasArmed { tellArmed(nil) }
        toldArmed = false
        if let decided {
            view.send(decided, from: offset, velocity: release.velocity)
        } else if model.phase == .returning {
            topOffset.move(to: .zero, with: .spring(view.springs.returning), velocity: release.velocity)
        }
    }

    private func dragCancelled() {
        view.setCursor(named: nil)
        let wasArmed = model.armedDecision != nil
        model.cancelDrag()
        if wasArmed { tellArmed(nil) }
        toldArmed = false
        if model.phase == .returning { topOffset.move(to: .zero, with: .spring(view.springs.returning)) }
    }

    /// Tells the app the decision a release would now make (nil: none).
    func tellArmed(_ decision: Decision?) {
        toldArmed = decision != nil
        view.onThresholdCrossed?(decision)
    }

    // MARK: Pulling a decided card back

    /// Starts a pull when the press at (x, y) is in the strip and undo by pulling is on.
    private func pullBackBegan(atX x: Double, y: Double) -> Bool {
        let width = Double(view.width), height = Double(view.height)
        guard view.undoByPullingBack, width > 0, height > 0,
              let pulled = model.beginPullBack(at: Vector2(x: x, y: y), stackWidth: width, stackHeight: height)
        else { return false }
        pullBackOutside = model.pullBackRule.outsideOffset(
            leftTo: pulled.decision.direction, stackWidth: width, stackHeight: height,
            cardWidth: model.rule.cardWidth, cardHeight: model.rule.cardHeight)
        // Held above the middle it tilts as a card grabbed at the top does.
        departingTiltSign = y <= height / 2 ? 1 : -1
        departingOffset.set(pullBackOutside)
        view.setCursor(named: "grabbing")
        return true
    }

    /// Whether the drag under way is a pull back (the moves and the release go here).
    var isPullingBack: Bool {
        if case .pullingBack = model.phase { true } else { false }
    }

    private func pullBackMoved(_ translation: Vector2) {
        departingOffset.set(model.pullBackRule.offset(for: translation, from: pullBackOutside))
    }

    /// The model decides from the release, as for a drag out.
    private func pullBackReleased(_ release: GestureTracker<Vector2>.Release) {
        view.setCursor(named: nil)
        let offset = departingOffset.value
        if let undone = model.endPullBack(release, from: pullBackOutside) {
            tiltSign = departingTiltSign
            departingOffset.set(.zero)
            view.didUndo(undone, from: offset, velocity: release.velocity)
        } else {
            sendBackOut(velocity: release.velocity)
        }
    }

    private func pullBackCancelled() {
        view.setCursor(named: nil)
        model.cancelPullBack()
        sendBackOut(velocity: .zero)
    }

    /// The decision stays: the card flies back out the way it left.
    private func sendBackOut(velocity: Vector2) {
        guard let departing = model.departingCard else { return }
        departingOffset.move(to: model.rule.exitOffset(for: departing.decision.direction, from: departingOffset.value),
                             with: .spring(view.springs.fling), velocity: velocity)
    }
}
