import Foundation
import TactileStore
import Testing
@testable import TactileModel

/// A stack 400 × 600 points with cards 300 × 400: a liked card waits 350 points right of its place.
private let stackWidth = 400.0, stackHeight = 600.0
private let rule = CardPullBackRule()

@MainActor
@Suite("Pulling a card back")
struct CardPullBackTests {
    private func outside(_ decision: Decision) -> Vector2 {
        rule.outsideOffset(leftTo: decision.direction, stackWidth: stackWidth, stackHeight: stackHeight,
                           cardWidth: 300, cardHeight: 400)
    }

    @Test func thePullStartsOnlyInTheStripAlongTheEdgeTheCardLeftThrough() {
        let middle = Vector2(x: 200, y: 300)
        for decision in Decision.profileDecisions {
            #expect(!rule.startsPull(at: middle, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: decision.direction))
        }
        let rightEdge = Vector2(x: 390, y: 300), leftEdge = Vector2(x: 10, y: 300), topEdge = Vector2(x: 200, y: 10)
        #expect(rule.startsPull(at: rightEdge, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: .right))
        #expect(!rule.startsPull(at: leftEdge, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: .right))
        #expect(rule.startsPull(at: leftEdge, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: .left))
        #expect(!rule.startsPull(at: rightEdge, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: .left))
        #expect(rule.startsPull(at: topEdge, stackWidth: stackWidth, stackHeight: stackHeight, leftTo: .up))
        #expect(!rule.startsPull(at: Vector2(x: 200, y: 590), stackWidth: stackWidth, stackHeight: stackHeight,
                                 leftTo: .up))
        #expect(!rule.startsPull(at: Vector2(x: 410, y: 300), stackWidth: stackWidth, stackHeight: stackHeight,
                                 leftTo: .right), "outside the stack")
        #expect(!rule.startsPull(at: Vector2(x: .nan, y: 300), stackWidth: stackWidth, stackHeight: stackHeight,
                                 leftTo: .right))
    }

    @Test func theCardWaitsJustOutOfSightBeyondItsEdge() {
        #expect(outside(.like) == Vector2(x: 350, y: 0))
        #expect(outside(.nope) == Vector2(x: -350, y: 0))
        #expect(outside(.boost) == Vector2(x: 0, y: -500))
    }

    @Test func theCardFollowsTheFingerAndTheProgressRisesAsItComesBack() {
        let start = outside(.like)
        #expect(rule.progress(of: rule.offset(for: .zero, from: start), from: start) == 0)
        let halfWay = rule.offset(for: Vector2(x: -175, y: 20), from: start)
        #expect(halfWay == Vector2(x: 175, y: 20), "it follows across too")
        #expect(rule.progress(of: halfWay, from: start) == 0.5)
        #expect(rule.offset(for: Vector2(x: -900, y: 0), from: start).x == 0, "never past its place")
        #expect(rule.offset(for: Vector2(x: 200, y: 0), from: start).x == 350, "nor further out")
        let up = outside(.boost)
        #expect(rule.progress(of: rule.offset(for: Vector2(x: 0, y: 400), from: up), from: up) == 0.8)
        #expect(rule.offset(for: Vector2(x: .infinity, y: 0), from: start) == start, "a translation not a number is no move")
    }

    @Test func theReleaseUndoesPastHalfWayOrWhenFlungInwards() {
        let start = outside(.nope)
        #expect(rule.undoes(pullRelease(to: Vector2(x: -150, y: 0), from: start), from: start), "past half way")
        #expect(!rule.undoes(pullRelease(to: Vector2(x: -250, y: 0), from: start), from: start), "short of it")
        #expect(rule.undoes(pullRelease(to: Vector2(x: -300, y: 0), velocity: Vector2(x: 900, y: 0), from: start), from: start),
                "a short fling inwards")
        #expect(!rule.undoes(pullRelease(to: Vector2(x: -100, y: 0), velocity: Vector2(x: -1200, y: 0), from: start), from: start),
                "past half way but flung back out")
        #expect(rule.undoes(pullRelease(to: Vector2(x: -100, y: 0), velocity: Vector2(x: .nan, y: 0), from: start), from: start),
                "a speed not a number counts as none")
    }

    @Test func aPullBackPastHalfWayUndoesThroughTheLog() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        stack.swipe(.like)
        #expect(stack.beginPullBack(at: Vector2(x: 390, y: 300), stackWidth: stackWidth, stackHeight: stackHeight) == nil,
                "not while the card still flies")
        stack.motionEnded()
        #expect(stack.beginPullBack(at: Vector2(x: 10, y: 300), stackWidth: stackWidth, stackHeight: stackHeight) == nil,
                "a liked card is not pulled from the left")
        let pulled = try #require(stack.beginPullBack(at: Vector2(x: 390, y: 300), stackWidth: stackWidth,
                                                      stackHeight: stackHeight))
        #expect(pulled.item.id == "p0")
        #expect(stack.phase == .pullingBack(.like))
        #expect(stack.departingCard == DepartingCard(item: pulled.item, decision: .like), "drawn while pulled")
        #expect(stack.topCard?.id == "p1" && log.records.count == 1, "the decision stands while pulled")
        #expect(stack.swipe(.nope) == nil && stack.undo() == nil && !stack.beginDrag(), "nothing else meanwhile")
        let undone = try #require(stack.endPullBack(pullRelease(to: Vector2(x: 120, y: 0), from: outside(.like)), from: outside(.like)))
        #expect(undone == pulled)
        #expect(stack.phase == .undoing(.like) && stack.departingCard == nil)
        #expect(stack.topCard?.id == "p0" && log.records.isEmpty && stack.history.isEmpty)
        stack.motionEnded()
        #expect(stack.phase == .idle)
    }

    @Test func aShortPullSendsTheCardBackOutAndTheDecisionStays() {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        stack.swipe(.boost)
        stack.motionEnded()
        #expect(stack.beginPullBack(at: Vector2(x: 200, y: 5), stackWidth: stackWidth, stackHeight: stackHeight) != nil)
        #expect(stack.endPullBack(pullRelease(to: Vector2(x: 0, y: -400), from: outside(.boost)), from: outside(.boost)) == nil)
        #expect(stack.phase == .flinging(.boost), "it goes back out")
        #expect(stack.topCard?.id == "p1" && log.decision(for: "p0") == .boost)
        stack.motionEnded()
        #expect(stack.phase == .idle && stack.departingCard == nil && stack.history.map(\.decision) == [.boost])
    }

    @Test func anUndoTheLogRefusesIsToldAndTheCardGoesBackOut() {
        let log = FlakyDecisionLog()
        let stack = makeStack(log: log)
        stack.swipe(.nope)
        stack.motionEnded()
        log.failsUndo = true
        #expect(stack.beginPullBack(at: Vector2(x: 5, y: 300), stackWidth: stackWidth, stackHeight: stackHeight) != nil)
        #expect(stack.endPullBack(pullRelease(to: Vector2(x: -10, y: 0), from: outside(.nope)), from: outside(.nope)) == nil)
        #expect(stack.lastFailure?.action == .undo(.nope) && stack.lastFailure?.item?.id == "p0")
        #expect(stack.phase == .flinging(.nope) && log.inner.decision(for: "p0") == .nope, "nothing lost")
    }

    @Test func aCancelledPullSendsTheCardBackOut() {
        let stack = makeStack()
        stack.swipe(.like)
        stack.motionEnded()
        stack.beginPullBack(at: Vector2(x: 399, y: 1), stackWidth: stackWidth, stackHeight: stackHeight)
        stack.cancelPullBack()
        #expect(stack.phase == .flinging(.like) && stack.history.count == 1)
    }
}
