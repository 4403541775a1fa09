import Gtk
import TactileModel

/// What buttons and keys ask of the stack: a decision, an undo, the focus on the top card.
extension CardStackView {
    /// The style of `decision`, as the app gave it.
    public func style(of decision: Decision) -> DecisionStyle? { speech.style(of: decision) }

    // MARK: Actions

    /// Decides the top card as a bottom-bar button does: animated; false when no card is left.
    /// A decision the top card's rules refuse is false too, told: the card nudges and the
    /// refusal is announced. Asked while the last decided card still flies (a quick second
    /// press), it is taken as soon as that card is out of sight, and asked while an undone
    /// card flies back in, as soon as it is in place: one waits, the latest asked, so a flood
    /// of clicks decides a card per flight and none twice.
    @discardableResult
    public func perform(_ decision: Decision) -> Bool {
        if interaction.isInFlight {
            interaction.actionAfterFlight = .decide(decision)
            return true
        }
        let wasReturning = model.phase == .returning
        guard let decided = model.swipe(decision) else {
            refuseIfRuledOut(decision)
            return false
        }
        // A card caught springing back leaves from where it is, as fast as it goes.
        let top = interaction.topOffset
        if !wasReturning { interaction.tiltSign = 1 }
        send(decided, from: top.value, velocity: wasReturning ? top.velocity : .zero)
        return true
    }

    /// Takes back the last decision; the card flies back in the way it left.
    @discardableResult
    public func undo() -> Bool {
        if interaction.isInFlight {
            interaction.actionAfterFlight = .undo
            return true
        }
        guard let undone = model.undo() else { return false }
        interaction.tiltSign = 1
        didUndo(undone, from: model.rule.exitOffset(for: undone.decision.direction, from: .zero))
        return true
    }

    /// Puts the keyboard focus on the top card (after "start over", say).
    @discardableResult
    public func focusTopCard() -> Bool {
        syncSlots()
        return topCardWidget?.grabFocus() ?? false
    }

    /// The card that assistive technology and the pointer can reach.
    var topCardWidget: StackCard<Item>? {
        slots.last { $0.role == .stacked(depth: 0) }?.card
    }

    /// A decided card leaves from `offset` at `velocity`: screen readers and the app are told,
    /// and the card flies.
    func send(_ decided: CardDecision<Item>, from offset: Vector2, velocity: Vector2) {
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
        interaction.fly(decided, from: offset, velocity: velocity)
    }

    /// An undone card comes back in from `offset` (where it left, for a button or key; where
    /// the finger let it go, for a pull), told to the screen reader and the app.
    func didUndo(_ undone: CardDecision<Item>, from offset: Vector2, velocity: Vector2 = .zero) {
        announcer.tell(speech.undoAnnouncement(of: undone.item), whereFocusMoves: speech.undone,
                       focusMovesOn: cards.contains { $0.hasFocus })
        onUndo?(undone)
        interaction.flyBack(from: offset, velocity: velocity)
    }

    /// A fly-off ended: the consequence, if any, is told now.
    func flingDidFinish() {
        guard let pending = pendingConsequence else { return }
        pendingConsequence = nil
        // Said with the decision where the focus moved on; said now where it stayed.
        if pending.saidWithDecision {
            announcer.tell(pending.words, whereFocusMoves: "", focusMovesOn: true)
        } else {
            announcer.tell(pending.words)
        }
        onConsequence?(pending.decided)
    }
}
