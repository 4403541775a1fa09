import Gtk
import TactileModel

/// The springs each kind of card motion runs on.
public struct CardStackSprings: Hashable, Sendable {
    /// A decided card flying off.
    public var fling: Spring = .snappy
    /// An undecided card going back to the middle.
    public var returning: Spring = .default
    /// An undone card flying back in.
    public var undo: Spring = .default
    /// The default springs: snappy for a fling, SwiftUI's default for a return and an undo.
    public init() {}
}

/// How the cards move: the top card's offset and the departing card's are two values on
/// the stack's motion clock; the drag is a `DragInput`. The model is told what the finger
/// decided and when a motion has ended; it never sees a frame.
extension CardStackView {
    func installMotion() {
        topOffset.onChange = { [weak self] _ in self?.offsetsDidChange() }
        departingOffset.onChange = { [weak self] _ in self?.departingCardMoved() }
        topOffset.onRest = { [weak self] in self?.topCardCameToRest() }
        departingOffset.onRest = { [weak self] in self?.departingCardCameToRest() }

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
            if isPullingBack { pullBackReleased(velocity: release.velocity) } else { dragReleased(velocity: release.velocity) }
        }
        dragInput.onCancel = { [weak self] in
            guard let self else { return }
            if isPullingBack { pullBackCancelled() } else { dragCancelled() }
        }
    }

    // MARK: The finger

    /// Only a press on the top card starts a drag; one caught springing back is held
    /// where it is.
    private func pressBegan(atX x: Double, y: Double) -> DragInput.Verdict {
        guard let top = topCardWidget, top.isVisible,
              let point = translate(x: x, y: y, to: top),
              point.x >= 0, point.y >= 0, point.x <= Double(top.width), point.y <= Double(top.height),
              model.beginDrag() else { return .ignore }
        // Grabbed above its middle it tilts clockwise going right, as if held at the top.
        tiltSign = point.y <= Double(top.height) / 2 ? 1 : -1
        dragOrigin = topOffset.value
        topOffset.set(dragOrigin)
        top.grabFocus()
        setCursor(named: "grabbing")
        return .follow
    }

    private func dragMoved(_ translation: Vector2) {
        guard model.phase == .dragging, translation.x.isFinite, translation.y.isFinite else { return }
        topOffset.set(dragOrigin + translation)
        if model.dragMoved(to: topOffset.value) {
            toldArmed = model.armedDecision != nil
            onThresholdCrossed?(model.armedDecision)
        }
    }

    /// The model decides from where the card is and how fast it goes.
    private func dragReleased(velocity: Vector2) {
        setCursor(named: nil)
        let wasArmed = model.armedDecision != nil
        let offset = topOffset.value
        let decided = model.endDrag(offset: offset, velocity: velocity)
        toldArmed = false
        if wasArmed { onThresholdCrossed?(nil) }
        if let decided {
            send(decided, from: offset, velocity: velocity)
        } else if model.phase == .returning {
            topOffset.move(to: .zero, with: .spring(springs.returning), velocity: velocity)
        }
    }

    private func dragCancelled() {
        setCursor(named: nil)
        let wasArmed = model.armedDecision != nil
        model.cancelDrag()
        toldArmed = false
        if wasArmed { onThresholdCrossed?(nil) }
        if model.phase == .returning { topOffset.move(to: .zero, with: .spring(springs.returning)) }
    }

    // MARK: Motion

    /// A decided card leaves from `offset` at `velocity`; the next one is on top, in place.
    func send(_ decided: CardDecision<Item>, from offset: Vector2, velocity: Vector2) {
        departingTiltSign = tiltSign
        let consequenceWords = consequence?(decided)
        // Said on the decided card while it has the focus, the decision alone (and what it
        // leads to: by the time the card has flown the focus has moved on): the focus then
        // moves to the next card, which is read.
        let decision = speech.decisionAnnouncement(decided.decision, of: decided.item)
        let saidShorter = announcer.tell(speech.announcement(decided.decision, of: decided.item, next: model.topCard),
                                         whereFocusMoves: consequenceWords.map { "\(decision) \($0)" } ?? decision,
                                         focusMovesOn: cards.contains { $0.hasFocus })
        pendingConsequence = consequenceWords.map { (decided, $0, saidShorter) }
        onDecision?(decided)
        departingOffset.set(offset)
        topOffset.set(.zero)
        departingOffset.move(to: model.rule.exitOffset(for: decided.decision.direction, from: offset),
                             with: .spring(springs.fling), velocity: velocity)
    }

    /// An undone card comes back in from `offset` (where it left, for a button or key; where
    /// the finger let it go, for a pull), told to the screen reader and the app.
    func didUndo(_ undone: CardDecision<Item>, from offset: Vector2, velocity: Vector2 = .zero) {
        announcer.tell(speech.undoAnnouncement(of: undone.item), whereFocusMoves: speech.undone,
                       focusMovesOn: cards.contains { $0.hasFocus })
        onUndo?(undone)
        topOffset.set(offset)
        topOffset.move(to: .zero, with: .spring(springs.undo), velocity: velocity)
    }

    private func departingCardMoved() {
        // The spring settles long after the card has left the screen; the next card is
        // ready as soon as this one is out of sight.
        if departingOffset.isMoving, isDepartingCardOutOfSight { departingOffset.set(departingOffset.value) }
        offsetsDidChange()
    }

    /// Whether a decided card is flying off or an undone one flying back in: a decision or
    /// an undo asked meanwhile waits for it (`actionAfterFlight`) instead of being lost.
    var isInFlight: Bool {
        switch model.phase {
        case .flinging, .undoing: true
        case .idle, .dragging, .returning, .pullingBack, .withdrawing: false
        }
    }

    private func topCardCameToRest() {
        switch model.phase {
        case .returning: model.motionEnded()
        case .undoing:
            model.motionEnded()
            runActionAfterFlight()
        case .idle, .dragging, .flinging, .pullingBack, .withdrawing: break
        }
    }

    private func departingCardCameToRest() {
        guard case .flinging = model.phase else { return }
        model.motionEnded()
        flingDidFinish()
        runActionAfterFlight()
    }

    private func runActionAfterFlight() {
        let next = actionAfterFlight
        actionAfterFlight = nil
        switch next {
        case .decide(let decision): perform(decision)
        case .undo: undo()
        case nil: break
        }
    }

    /// Stops every motion where it is headed (another model, or the stack going away).
    func stopMotion() {
        actionAfterFlight = nil
        topOffset.set(.zero)
        departingOffset.set(.zero)
        withdrawnOffset.set(.zero)
        deckShift.set(0)
    }
}
