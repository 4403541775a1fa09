import Foundation
import SharedTestSupport
import TactileStore
import Testing
@testable import TactileModel

/// Thousands of random input sequences against the card stack (drags,
/// releases, hammered buttons, undo, motions ending), checking after every step that
/// the index is in range, no card is decided twice, the window matches the
/// source, and every undo restores exactly the state before its decision.
@MainActor
@Suite("Card stack, random sequences")
struct CardStackPropertyTests {
    @Test func invariantsHoldAfterEveryStep() {
        var steps = 0, decisions = 0, undos = 0
        for seed in UInt64(1)...2_000 {
            var rng = SeededGenerator(seed: seed)
            let count = Int.random(in: 0...12, using: &rng)
            let profiles = Profile.samples(count)
            let log = InMemoryDecisionLog<Profile.ID>()
            let stack = CardStackModel(source: InMemoryCardSource(profiles), log: log, decisions: Decision.profileDecisions,
                                       rule: CardSwipeRule(cardWidth: 300, cardHeight: 400),
                                       allowedDirections: Bool.random(using: &rng) ? .all : .horizontal,
                                       pageSize: 4, cachedPages: 2, clock: TimeSource(uptime: { .zero }, date: { Date(timeIntervalSince1970: 0) }))
            // The state just before each decision still in force, for undo to match.
            var beforeDecisions: [CardStackSnapshot] = []
            for step in 0..<40 {
                let before = CardStackSnapshot(stack, log)
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: stack.beginDrag()
                case 1:
                    let offset = Vector2(x: .random(in: -400...400, using: &rng), y: .random(in: -500...300, using: &rng))
                    let velocity = Vector2(x: .random(in: -2000...2000, using: &rng), y: .random(in: -2000...2000, using: &rng))
                    stack.endDrag(release(offset, velocity: velocity))
                case 2: stack.cancelDrag()
                case 4, 5:
                    // A burst of button presses, as a user hammering them.
                    for _ in 0..<Int.random(in: 1...4, using: &rng) {
                        stack.swipe(Decision.profileDecisions.randomElement(using: &rng) ?? .like)
                    }
                case 6: stack.undo()
                default: stack.motionEnded()
                }
                var broken = violations(stack, log, profiles)
                switch stack.history.count - before.history.count {
                case 0:
                    break
                case 1:
                    beforeDecisions.append(before)
                    decisions += 1
                case -1:
                    undos += 1
                    if let expected = beforeDecisions.popLast() {
                        let now = CardStackSnapshot(stack, log)
                        if (now.topIndex, now.visible, now.history, now.records)
                            != (expected.topIndex, expected.visible, expected.history, expected.records) {
                            broken.append("undo did not restore the state before the decision")
                        }
                    }
                default:
                    broken.append("more than one decision changed in one step")
                }
                if !broken.isEmpty { Issue.record("seed \(seed), step \(step): \(broken)") }
                steps += 1
            }
        }
        #expect(steps == 80_000)
        #expect(decisions > 2_000 && undos > 400, "the sequences exercise deciding (\(decisions)) and undo (\(undos))")
    }

    private func violations(_ stack: CardStackModel<Profile>, _ log: InMemoryDecisionLog<Profile.ID>, _ profiles: [Profile]) -> [String] {
        var broken: [String] = []
        let top = stack.topIndex, history = stack.history
        if !(0...profiles.count).contains(top) { broken.append("index \(top) out of range") }
        if history.map(\.index) != Array(0..<history.count) || history.count != top {
            broken.append("history is not the cards before the top, in order")
        }
        if Set(log.records.map(\.itemID)).count != log.records.count { broken.append("a card decided twice") }
        if log.records != history.map(\.record) { broken.append("log and history disagree") }
        let expected = profiles[min(top, profiles.count)..<min(top + 3, profiles.count)].map(\.id)
        if stack.visibleCards.map(\.id) != expected { broken.append("window is not the next three cards") }
        switch stack.phase {
        case .flinging(let decision):
            if stack.departingCard?.decision != decision { broken.append("flinging without its card") }
        default:
            if stack.departingCard != nil { broken.append("a departing card outside a fling") }
        }
        return broken
    }
}

@MainActor
@Suite("Card stack paging")
struct CardStackPagingTests {
    /// 100,000 profiles; a thousand decisions and their undo touch a few pages.
    @Test func largeSourceLoadsOnlyAWindow() {
        let source = GeneratedProfileSource(count: 100_000)
        let stack = CardStackModel(source: source, log: InMemoryDecisionLog<Profile.ID>(), decisions: Decision.profileDecisions, pageSize: 32, cachedPages: 3)
        #expect(stack.count == 100_000)
        #expect(source.requestedProfileCount == 32, "only the first page at start")
        for _ in 0..<1_000 {
            stack.swipe(.like)
            stack.motionEnded()
        }
        #expect(stack.topIndex == 1_000)
        #expect(stack.visibleCards.map(\.id) == ["p1000", "p1001", "p1002"])
        #expect(stack.cachedPageCount <= 3)
        // Each page is read once on the way forward.
        #expect(source.requestedProfileCount <= 1_003 + 32)
        #expect(source.requests.allSatisfy { $0.count <= 32 })
        for _ in 0..<1_000 { stack.undo(); stack.motionEnded() }
        #expect(stack.topIndex == 0)
        #expect(stack.visibleCards.map(\.id) == ["p0", "p1", "p2"])
        #expect(source.requestedProfileCount <= 2 * (1_003 + 32))
    }

    @Test func aFailingSourceIsReportedNotFatal() {
        @MainActor final class BrokenSource: CardSource {
            var count: Int { 10 }
            func items(in range: Range<Int>) throws -> [Profile] { throw InjectedFailure() }
        }
        let stack = CardStackModel(source: BrokenSource(), log: InMemoryDecisionLog<Profile.ID>(), decisions: Decision.profileDecisions)
        #expect(stack.visibleCards.isEmpty)
        #expect(stack.lastFailure?.error is InjectedFailure)
        #expect(stack.itemsCouldNotBeLoaded)
        #expect(stack.swipe(.like) == nil)
    }
}
