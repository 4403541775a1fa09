import Foundation
import TactileModel
import TactileStore

/// Feeds the card stack a script of drags, releases anywhere at any speed,
/// hammered buttons, undo, motions ending at any moment and a log that fails
/// now and then, and checks after every step that the top index stays in
/// range, no card is decided twice, the drawn cards are the next ones of the
/// source, the phase and the flying card agree, and the rule's tilt and
/// stamps stay finite and in range for wherever the card was let go.
public enum CardStackFuzzTarget {
    @MainActor
    public static func run(_ data: [UInt8]) throws(FuzzFinding) {
        var input = FuzzBytes(data)
        let profiles = (0..<input.choice(13)).map {
            Profile(id: "p\($0)", name: "Person \($0)", age: 18 + $0, hobby: "", avatar: "avatars/\($0).png")
        }
        let log = FlakyLog()
        let visibleCount = 1 + input.choice(4)
        let stack = CardStackModel(
            source: InMemoryCardSource(profiles), log: log, decisions: Decision.profileDecisions, visibleCount: visibleCount,
            // The card's size comes from a widget's allocation: finite and not negative.
            rule: CardSwipeRule(cardWidth: Double(input.choice(600)), cardHeight: Double(input.choice(800))),
            allowedDirections: input.bool() ? .all : .horizontal, pageSize: 1 + input.choice(8),
            cachedPages: 1 + input.choice(3), clock: TimeSource(uptime: { .zero }, date: { Date(timeIntervalSince1970: 0) }))
        var step = 0
        var offset = Vector2.zero
        while !input.isEmpty && step < 4_096 {
            let historyBefore = stack.history.count
            switch input.choice(9) {
            case 0: stack.beginDrag()
            case 1:
                offset = Vector2(x: input.double(in: -900...900), y: input.double(in: -900...900))
                let velocity = Vector2(x: input.double(in: -5000...5000), y: input.double(in: -5000...5000))
                stack.endDrag(GestureTracker<Vector2>().release(translation: offset, velocity: velocity))
            case 2: stack.cancelDrag()
            case 3: stack.swipe(input.element(of: Decision.profileDecisions))
            case 4: stack.undo()
            case 5, 6: stack.motionEnded()
            case 7: log.refuses.toggle()
            default: stack.rule.commitFraction = Double(input.byte()) / 255
            }
            if let problem = violation(stack, log: log.inner, profiles: profiles, visibleCount: visibleCount,
                                       historyBefore: historyBefore, offset: offset) {
                throw FuzzFinding(step: step, problem: problem)
            }
            step += 1
        }
    }

    @MainActor
    private static func violation(_ stack: CardStackModel<Profile>, log: InMemoryDecisionLog<Profile.ID>, profiles: [Profile],
                                  visibleCount: Int, historyBefore: Int, offset: Vector2) -> String? {
        let top = stack.topIndex, history = stack.history
        if !(0...profiles.count).contains(top) { return "top index \(top) outside 0...\(profiles.count)" }
        if abs(history.count - historyBefore) > 1 { return "one input changed more than one decision" }
        if history.map(\.index) != Array(0..<history.count) || history.count != top {
            return "history is not the cards before the top, in order"
        }
        if Set(log.records.map(\.itemID)).count != log.records.count { return "a card was decided twice" }
        if log.records != history.map(\.record) { return "the log and the history disagree" }
        let expected = profiles[top..<min(top + visibleCount, profiles.count)].map(\.id)
        if stack.visibleCards.map(\.id) != expected { return "drawn cards \(stack.visibleCards.map(\.id)), expected \(expected)" }
        switch stack.phase {
        case .flinging(let decision):
            if stack.departingCard?.decision != decision { return "flinging without its card" }
        default:
            if stack.departingCard != nil { return "a departing card outside a fling" }
        }
        let rotation = stack.rule.rotationDegrees(for: offset)
        if !rotation.isFinite { return "rotation is not finite: \(rotation)" }
        for decision in Decision.profileDecisions {
            let opacity = stack.rule.stampOpacity(decision.direction, for: offset)
            if !(0...1).contains(opacity) { return "stamp opacity \(opacity) outside 0...1" }
            let exit = stack.rule.exitOffset(for: decision.direction, from: offset)
            if !exit.x.isFinite || !exit.y.isFinite { return "exit offset is not finite: \(exit)" }
        }
        return nil
    }
}
