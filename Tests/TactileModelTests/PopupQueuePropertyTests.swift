import Testing
@testable import TactileModel

/// Thousands of random input sequences against the popup queue, checking its
/// promises after every step.
@MainActor
@Suite("Popup queue, random sequences")
struct PopupQueuePropertyTests {
    final class Ledger {
        var presented: Set<PopupID> = []
        var dismissCounts: [PopupID: Int] = [:]
    }

    final class IDBox { var id: PopupID? }

    @Test func invariantsHoldAfterEveryStep() {
        let positions: [PopupPosition] = [.top, .bottom, .center]
        var steps = 0
        var totalPresented = 0
        for seed in UInt64(1)...2_000 {
            var rng = SeededGenerator(seed: seed)
            let clock = ManualClock()
            let queue = PopupQueue<Int>(clock: clock.timeSource)
            let ledger = Ledger()
            var pausedRemaining: [PopupID: Duration?] = [:]
            for step in 0..<40 {
                let live = (queue.shown + queue.waiting).map(\.id)
                let anyLive = live.randomElement(using: &rng)
                let anyShown = queue.shown.map(\.id).randomElement(using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1, 2:
                    var options = PopupOptions()
                        .position(positions.randomElement(using: &rng) ?? .center)
                        .priority(PopupPriority.allCases.randomElement(using: &rng) ?? .normal)
                        .closeOnTap(Bool.random(using: &rng))
                        .closeOnTapOutside(Bool.random(using: &rng))
                    if Bool.random(using: &rng) {
                        options = options.autohide(after: .milliseconds(Int.random(in: 1...3000, using: &rng)))
                    }
                    // The callback learns its id once `present` returns (it cannot run before).
                    let box = IDBox()
                    let id = queue.present(step, options: options) { _ in
                        if let id = box.id { ledger.dismissCounts[id, default: 0] += 1 }
                    }
                    box.id = id
                    ledger.presented.insert(id)
                case 3: if let anyLive { queue.dismiss(anyLive) }
                case 4: if let anyShown { queue.tapInside(anyShown) }
                case 5: queue.tapOutside()
                case 6:
                    if let anyShown {
                        queue.endDrag(anyShown, translation: Vector2(x: 0, y: .random(in: -300...300, using: &rng)))
                    }
                case 7:
                    if let anyShown {
                        let on = Bool.random(using: &rng)
                        queue.setInteraction(.hovered, on, for: anyShown)
                    }
                case 8:
                    if let anyLive { queue.update(anyLive, content: -step) }
                default:
                    pausedRemaining = Dictionary(uniqueKeysWithValues: queue.shown.filter(\.isAutohidePaused)
                        .map { ($0.id, $0.remainingAutohide) })
                    clock.advance(by: .milliseconds(Int.random(in: 0...1500, using: &rng)))
                    queue.chargeElapsedTime()
                    for (id, remaining) in pausedRemaining where queue.popup(id).map({ $0.remainingAutohide != remaining }) ?? false {
                        Issue.record("seed \(seed), step \(step): \(id) counted down while paused")
                    }
                }
                let broken = violations(queue, ledger)
                if !broken.isEmpty { Issue.record("seed \(seed), step \(step): \(broken)") }
                steps += 1
            }
            queue.dismissAll()
            if !ledger.presented.allSatisfy({ ledger.dismissCounts[$0] == 1 }) {
                Issue.record("seed \(seed): not every popup was dismissed exactly once")
            }
            totalPresented += ledger.presented.count
        }
        #expect(steps == 80_000)
        #expect(totalPresented > 20_000, "the sequences exercise presenting")
    }

    /// The queue's promises; returns what is broken (checked in plain code, as
    /// 80,000 steps of `#expect` calls would dominate the run time).
    private func violations(_ queue: PopupQueue<Int>, _ ledger: Ledger) -> [String] {
        var broken: [String] = []
        let shown = queue.shown, waiting = queue.waiting
        let shownSlots = shown.map(\.slot)
        if Set(shownSlots).count != shownSlots.count { broken.append("two popups in one slot") }
        let ids = (shown + waiting).map(\.id)
        if Set(ids).count != ids.count { broken.append("a popup both shown and waiting") }
        for popup in waiting {
            guard let holder = shown.first(where: { $0.slot == popup.slot }) else {
                broken.append("\(popup.id) waits for a free slot")
                continue
            }
            if holder.priority < popup.priority { broken.append("\(popup.id) outranks the shown \(holder.id)") }
        }
        for (earlier, later) in zip(waiting, waiting.dropFirst()) where !earlier.precedes(later) {
            broken.append("\(earlier.id) queued before \(later.id)")
        }
        for popup in shown + waiting {
            if let remaining = popup.remainingAutohide, remaining <= .zero { broken.append("\(popup.id) overdue") }
            if ledger.dismissCounts[popup.id, default: 0] != 0 { broken.append("\(popup.id) live but called back") }
        }
        if ledger.dismissCounts.values.contains(where: { $0 != 1 }) { broken.append("a popup dismissed twice") }
        return broken
    }
}
