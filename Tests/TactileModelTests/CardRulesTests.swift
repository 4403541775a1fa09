import Foundation
import TactileStore
import Testing
@testable import TactileModel

@MainActor
@Suite("Card rules: directions per card, vetoes, the threshold crossed")
struct CardRulesTests {
    /// p1 may only be noped, p2 may not be dragged, nobody may be boosted past p3.
    private func makeRuledStack(log: InMemoryDecisionLog<Profile.ID> = InMemoryDecisionLog<Profile.ID>()) -> CardStackModel<Profile> {
        let stack = makeStack(log: log)
        stack.cardRules = CardRules(
            directions: { $0.id == "p1" ? .left : .all },
            canDrag: { $0.id != "p2" },
            canDecide: { profile, decision in !(decision == .boost && profile.id >= "p3") })
        return stack
    }

    @Test func unsetRulesAllowEverything() throws {
        let stack = makeStack()
        let top = try #require(stack.topCard)
        #expect(stack.allowedDirections(for: top) == [.left, .right, .up], "every direction one of its decisions leaves in")
        #expect(Decision.profileDecisions.allSatisfy { stack.allows($0, for: top) })
        #expect(stack.allowsDrag(of: top))
    }

    @Test func aDirectionNotAllowedForTheCardIsRefusedByButtonAndDrag() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeRuledStack(log: log)
        stack.swipe(.like)
        stack.motionEnded()
        #expect(stack.topCard?.id == "p1")
        #expect(!stack.canSwipe(.like) && !stack.canSwipe(.boost) && stack.canSwipe(.nope))
        #expect(stack.swipe(.like) == nil)
        #expect(stack.drag(to: Vector2(x: 400, y: 0)) == nil, "a drag right springs back")
        #expect(stack.phase == .returning)
        stack.motionEnded()
        #expect(stack.topCard?.id == "p1" && log.records.count == 1, "nothing recorded, the card kept")
        #expect(stack.drag(to: Vector2(x: -400, y: 0))?.decision == .nope)
    }

    @Test func theStacksDirectionsStillApplyToEveryCard() throws {
        let stack = makeStack(allowed: .horizontal)
        stack.cardRules = CardRules(directions: { _ in .all })
        let top = try #require(stack.topCard)
        #expect(stack.allowedDirections(for: top) == .horizontal)
        #expect(stack.swipe(.boost) == nil)
    }

    @Test func aVetoedDragDoesNotStartButButtonsStillDecide() throws {
        let stack = makeRuledStack()
        for _ in 0..<2 {
            stack.swipe(.nope)
            stack.motionEnded()
        }
        let top = try #require(stack.topCard)
        #expect(top.id == "p2" && !stack.allowsDrag(of: top))
        #expect(!stack.beginDrag())
        #expect(stack.phase == .idle)
        #expect(stack.dragMoved(to: Vector2(x: 400, y: 0)) == false)
        #expect(stack.swipe(.like)?.item.id == "p2")
    }

    @Test func aVetoedDecisionSpringsBackAndDoesNotArm() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeRuledStack(log: log)
        for _ in 0..<3 {
            stack.swipe(.nope)
            stack.motionEnded()
        }
        let top = try #require(stack.topCard)
        #expect(top.id == "p3" && !stack.allows(.boost, for: top) && stack.allows(.like, for: top))
        #expect(stack.beginDrag())
        #expect(!stack.dragMoved(to: Vector2(x: 0, y: -400)), "a vetoed direction is not armed")
        #expect(stack.armedDecision == nil)
        #expect(stack.endDrag(release(Vector2(x: 0, y: -400))) == nil)
        #expect(stack.phase == .returning && log.records.count == 3)
    }

    @Test func crossingTheThresholdIsToldOnceEachWay() {
        let stack = makeStack()  // 300 points wide: the threshold is 150
        #expect(stack.beginDrag())
        var crossings: [Decision?] = []
        for x in stride(from: 0.0, through: 200, by: 10) where stack.dragMoved(to: Vector2(x: x, y: 0)) {
            crossings.append(stack.armedDecision)
        }
        for x in stride(from: 200.0, through: -200, by: -10) where stack.dragMoved(to: Vector2(x: x, y: 0)) {
            crossings.append(stack.armedDecision)
        }
        #expect(crossings == [.like, nil, .nope])
        #expect(stack.endDrag(release(Vector2(x: -200, y: 0)))?.decision == .nope)
        #expect(stack.armedDecision == nil, "the release disarms")
    }

    @Test func aCancelledDragDisarms() {
        let stack = makeStack()
        stack.beginDrag()
        #expect(stack.dragMoved(to: Vector2(x: 0, y: -300)))
        #expect(stack.armedDecision == .boost)
        stack.cancelDrag()
        #expect(stack.armedDecision == nil && stack.phase == .returning)
    }

    @Test func movesOutsideADragAreIgnored() {
        let stack = makeStack()
        #expect(!stack.dragMoved(to: Vector2(x: 400, y: 0)))
        #expect(stack.armedDecision == nil)
        stack.beginDrag()
        #expect(!stack.dragMoved(to: Vector2(x: .nan, y: 0)))
    }
}
