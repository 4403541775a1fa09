import TactileModel

/// Feeds a popup queue a script of presents (any position, priority and
/// auto-hide), dismissals, taps, drags, hovers, content updates and time, with
/// dismiss callbacks that now and then present or dismiss again from inside
/// the callback. After every step: one popup per slot, nothing both shown and
/// waiting, nobody waits for a free slot or behind a lower priority, the
/// waiting order is kept, and every dismissed popup was called back once.
public enum PopupQueueFuzzTarget {
    @MainActor
    public static func run(_ data: [UInt8]) throws(FuzzFinding) {
        var input = FuzzBytes(data)
        let clock = ManualClock()
        let queue = PopupQueue<Int>(clock: clock.timeSource)
        let ledger = Ledger()
        var step = 0
        while !input.isEmpty && step < 4_096 {
            let live = queue.shown + queue.waiting
            let target = live.isEmpty ? nil : live[input.choice(live.count)].id
            switch input.choice(11) {
            case 0, 1, 2: present(into: queue, ledger: ledger, input: &input, step: step)
            case 3: if let target { queue.dismiss(target) }
            case 4: if let target { queue.tapInside(target) }
            case 5: queue.tapOutside()
            case 6: if let target { queue.endDrag(target, translation: Vector2(x: 0, y: input.double(in: -400...400))) }
            case 7:
                if let target {
                    let interaction = input.element(of: [PopupInteraction.hovered, .focused, .pressed])
                    queue.setInteraction(interaction, input.bool(), for: target)
                }
            case 8: if let target { queue.update(target, content: -step) }
            case 9: clock.advance(by: input.duration()); queue.chargeElapsedTime()
            default: if input.choice(8) == 0 { queue.dismissAll() }
            }
            if let problem = violation(queue, ledger: ledger) { throw FuzzFinding(step: step, problem: problem) }
            step += 1
        }
        // A callback may present a follow-up while everything is dismissed (as the app's notices do),
        // so dismiss until nothing is left; the 512-popup cap on follow-ups ends this.
        while !(queue.shown.isEmpty && queue.waiting.isEmpty) { queue.dismissAll() }
        if let unfinished = ledger.presented.first(where: { ledger.dismissCounts[$0] != 1 }) {
            throw FuzzFinding(step: step, problem: "\(unfinished) was called back \(ledger.dismissCounts[unfinished] ?? 0) times")
        }
    }

    /// What was presented and how often each was called back.
    @MainActor
    private final class Ledger {
        var presented: Set<PopupID> = []
        private(set) var dismissCounts: [PopupID: Int] = [:]
        /// Noted when it happens, so each step's check need not walk every popup ever presented.
        private(set) var calledBackTwice: PopupID?

        func calledBack(_ id: PopupID) {
            dismissCounts[id, default: 0] += 1
            if dismissCounts[id] == 2, calledBackTwice == nil { calledBackTwice = id }
        }
    }

    @MainActor
    private static func present(into queue: PopupQueue<Int>, ledger: Ledger, input: inout FuzzBytes, step: Int) {
        var options = PopupOptions()
            .position(input.element(of: PopupPosition.allCases))
            .priority(input.element(of: PopupPriority.allCases))
            .closeOnTap(input.bool())
            .closeOnTapOutside(input.bool())
            .dragToDismiss(input.bool(), distance: input.double(in: 0...300))
        if input.bool() { options = options.autohide(after: input.duration()) }
        if input.bool() { options = options.dismissibleIn(input.duration()) }
        // 0: nothing; 1: present another from the callback; 2: dismiss everything left from it.
        let reentry = input.choice(6)
        final class IDBox { var id: PopupID? }
        let box = IDBox()
        let id = queue.present(step, options: options) { [weak queue] _ in
            guard let id = box.id else { return }
            ledger.calledBack(id)
            guard let queue, ledger.presented.count < 512 else { return }
            switch reentry {
            case 1:
                let followUpBox = IDBox()
                let followUp = queue.present(-1, options: PopupOptions().position(.bottom)) { _ in
                    if let followUp = followUpBox.id { ledger.calledBack(followUp) }
                }
                followUpBox.id = followUp
                ledger.presented.insert(followUp)
            case 2: queue.dismissAll()
            default: break
            }
        }
        box.id = id
        ledger.presented.insert(id)
    }

    @MainActor
    private static func violation(_ queue: PopupQueue<Int>, ledger: Ledger) -> String? {
        let shown = queue.shown, waiting = queue.waiting
        if Set(shown.map(\.slot)).count != shown.count { return "two popups shown in one slot" }
        let ids = (shown + waiting).map(\.id)
        if Set(ids).count != ids.count { return "a popup both shown and waiting" }
        for popup in waiting {
            guard let holder = shown.first(where: { $0.slot == popup.slot }) else {
                return "\(popup.id) waits although its slot is free"
            }
            if holder.priority < popup.priority { return "\(popup.id) waits behind the lower-priority \(holder.id)" }
        }
        for (earlier, later) in zip(waiting, waiting.dropFirst()) where later.priority > earlier.priority
            || (later.priority == earlier.priority && later.id < earlier.id) {
            return "\(earlier.id) waits before \(later.id)"
        }
        for popup in shown + waiting where ledger.dismissCounts[popup.id, default: 0] != 0 {
            return "\(popup.id) is live but was called back"
        }
        if let twice = ledger.calledBackTwice { return "\(twice) was called back twice" }
        for popup in shown + waiting {
            if let lock = popup.remainingLock, lock <= .zero { return "\(popup.id) is locked with \(lock) left" }
            if let remaining = popup.remainingAutohide, remaining <= .zero { return "\(popup.id) outlived its auto-hide" }
        }
        if let next = queue.timeUntilNextAutohide, next < .zero { return "the next auto-hide is \(next) away, in the past" }
        return nil
    }
}
