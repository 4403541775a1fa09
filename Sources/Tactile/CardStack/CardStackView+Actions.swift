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
        if isInFlight {
            actionAfterFlight = .decide(decision)
            return true
        }
        let wasReturning = model.phase == .returning
        guard let decided = model.swipe(decision) else {
            refuseIfRuledOut(decision)
            return false
        }
        // A card caught springing back leaves from where it is, as fast as it goes.
        if !wasReturning { tiltSign = 1 }
        send(decided, from: topOffset.value, velocity: wasReturning ? topOffset.velocity : .zero)
        return true
    }

    /// Takes back the last decision; the card flies back in the way it left.
    @discardableResult
    public func undo() -> Bool {
        if isInFlight {
            actionAfterFlight = .undo
            return true
        }
        guard let undone = model.undo() else { return false }
        tiltSign = 1
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
