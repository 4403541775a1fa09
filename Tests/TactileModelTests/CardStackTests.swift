import Foundation
import Testing
@testable import TactileModel

@MainActor
func makeStack(count: Int = 10, allowed: SwipeDirections = .all,
               log: any DecisionLog = InMemoryDecisionLog()) -> CardStackModel {
    CardStackModel(source: InMemoryProfileSource(makeProfiles(count)), log: log,
                   rule: CardSwipeRule(cardWidth: 300, cardHeight: 400), allowedDirections: allowed,
                   now: { Date(timeIntervalSince1970: 0) })
}

extension CardStackModel {
    /// Steps the animation frame by frame (60 Hz) until it ends; the number of frames.
    @discardableResult
    func runAnimationToEnd(limit: Int = 600) -> Int {
        var frames = 0
        while isAnimating && frames < limit {
            advance(by: .microseconds(16_667))
            frames += 1
        }
        return frames
    }
}

@MainActor
@Suite("Card stack")
struct CardStackTests {
    @Test func showsTheTopCardAndAWindowOfThree() {
        let stack = makeStack()
        #expect(stack.topIndex == 0)
        #expect(stack.visibleCards.map(\.id) == ["p0", "p1", "p2"])
        #expect(stack.phase == .idle)
    }

    @Test func swipeRecordsTheDecisionAndMovesOn() throws {
        let log = InMemoryDecisionLog()
        let stack = makeStack(log: log)
        #expect(stack.swipe(.like))
        #expect(stack.phase == .flinging(.like))
        #expect(stack.topIndex == 1)
        #expect(stack.visibleCards.map(\.id) == ["p1", "p2", "p3"])
        #expect(stack.departingCard?.profile.id == "p0")
        #expect(log.records.map(\.profileID) == ["p0"])
        #expect(log.decision(for: "p0") == .like)
        let frames = stack.runAnimationToEnd()
        #expect(frames > 5 && frames < 120, "a fling takes a visible but short time (\(frames) frames)")
        #expect(stack.phase == .idle)
        #expect(stack.departingCard == nil)
        #expect(stack.history.map(\.decision) == [.like])
    }

    @Test func departingCardFliesOffInItsDirection() throws {
        let stack = makeStack()
        stack.swipe(.nope)
        stack.advance(by: .milliseconds(100))
        let offset = try #require(stack.departingCard?.offset)
        #expect(offset.x < -50)
        #expect(stack.topCardOffset == .zero, "the new top card stays put")
    }

    @Test func hammeredButtonsDecideOneCardPerAnimation() {
        let log = InMemoryDecisionLog()
        let stack = makeStack(log: log)
        #expect(stack.swipe(.like))
        for _ in 0..<20 {
            #expect(!stack.swipe(.like))
            #expect(!stack.swipe(.nope))
            #expect(!stack.undo())
            #expect(!stack.beginDrag())
            stack.advance(by: .milliseconds(5))
        }
        #expect(log.records.count == 1)
        stack.runAnimationToEnd()
        #expect(stack.swipe(.nope))
        #expect(log.records.map(\.profileID) == ["p0", "p1"])
    }

    @Test func orderOfDecisionsIsKept() {
        let stack = makeStack()
        for decision in [Decision.like, .nope, .boost, .like] {
            stack.swipe(decision)
            stack.finishAnimation()
        }
        #expect(stack.history.map(\.decision) == [.like, .nope, .boost, .like])
        #expect(stack.history.map(\.index) == [0, 1, 2, 3])
        #expect(stack.history.map(\.profile.id) == ["p0", "p1", "p2", "p3"])
    }

    @Test func multiLevelUndoRestoresExactly() {
        let log = InMemoryDecisionLog()
        let stack = makeStack(log: log)
        var snapshots: [CardStackSnapshot] = []
        for decision in [Decision.like, .boost, .nope] {
            snapshots.append(CardStackSnapshot(stack, log))
            stack.swipe(decision)
            stack.runAnimationToEnd()
        }
        while let expected = snapshots.popLast() {
            #expect(stack.undo())
            #expect(stack.phase.isUndoing)
            #expect(stack.topCardOffset != .zero, "the card comes back from where it left")
            stack.runAnimationToEnd()
            #expect(CardStackSnapshot(stack, log) == expected)
        }
        #expect(!stack.undo(), "nothing left to undo")
        #expect(log.records.isEmpty)
    }

    @Test func undoIsRefusedWhileBusyAndWhenTheLogFails() {
        let log = FlakyDecisionLog()
        let stack = makeStack(log: log)
        stack.swipe(.like)
        #expect(!stack.undo(), "not while flinging")
        stack.finishAnimation()
        log.failsUndo = true
        let before = CardStackSnapshot(stack, log.inner)
        #expect(!stack.undo())
        #expect(stack.lastFailure?.error is InjectedFailure)
        #expect(stack.lastFailure?.action == .undo(.like))
        #expect(stack.lastFailure?.profile?.id == "p0")
        #expect(CardStackSnapshot(stack, log.inner) == before)
        log.failsUndo = false
        #expect(stack.undo(), "the same undo works once the log does")
        #expect(stack.lastFailure == nil)
    }

    @Test func aRefusedRecordChangesNothing() {
        let log = FlakyDecisionLog()
        log.failsRecording = true
        let stack = makeStack(log: log)
        #expect(!stack.swipe(.like))
        #expect(stack.topIndex == 0)
        #expect(stack.phase == .idle)
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: 250, y: 0))
        #expect(stack.endDrag(velocity: .zero) == nil)
        #expect(stack.phase == .returning, "a decision the log refused goes back")
        #expect(stack.history.isEmpty)
    }

    @Test func aFailedDecisionIsReportedAndTheSameGestureWorksOnceTheCauseIsGone() {
        let log = FlakyDecisionLog()
        log.failsRecording = true
        let stack = makeStack(log: log)
        #expect(!stack.swipe(.like))
        let first = stack.lastFailure
        #expect(first?.action == .decide(.like))
        #expect(first?.profile?.id == "p0", "the failure names whose decision was lost")
        #expect(!stack.profilesCouldNotBeLoaded, "a refused decision is not a failure to load")
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: -250, y: 0))
        #expect(stack.endDrag(velocity: .zero) == nil)
        #expect(stack.lastFailure?.action == .decide(.nope))
        #expect(stack.lastFailure?.id != first?.id, "a second failure is reported as new")
        stack.runAnimationToEnd()

        log.failsRecording = false
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: -250, y: 0))
        #expect(stack.endDrag(velocity: .zero) == .nope, "the same drag decides once the log works")
        #expect(stack.lastFailure == nil, "a success clears the failure")
        #expect(log.inner.records.map(\.profileID) == ["p0"])
    }

    @Test func aTransientFailureDoesNotStickToTheEmptiedDeck() {
        let log = FlakyDecisionLog()
        let stack = CardStackModel(source: InMemoryProfileSource(makeProfiles(3)), log: log)
        log.failsRecording = true
        #expect(!stack.swipe(.like))
        log.failsRecording = false
        for _ in 0..<3 {
            #expect(stack.swipe(.like))
            stack.runAnimationToEnd()
        }
        #expect(stack.visibleCards.isEmpty)
        #expect(stack.lastFailure == nil)
        #expect(!stack.profilesCouldNotBeLoaded, "the empty deck says everyone was seen, not that loading failed")
    }

    @Test func dragMovesTheCardAndReleaseDecides() {
        let stack = makeStack()
        #expect(stack.beginDrag())
        #expect(!stack.beginDrag(), "one drag at a time")
        stack.updateDrag(translation: Vector2(x: 90, y: 10))
        #expect(stack.topCardOffset == Vector2(x: 90, y: 10))
        #expect(abs(stack.topCardRotationDegrees - 3.6) < 1e-12)
        #expect(stack.stampOpacity(.like) == 0.6)
        #expect(stack.stampOpacity(.nope) == 0)
        #expect(!stack.swipe(.like), "buttons wait while dragging")
        #expect(stack.endDrag(velocity: Vector2(x: 200, y: 0)) == .like, "90 + 99.8 ≥ 150")
        #expect(stack.topIndex == 1)
    }

    @Test func shortReleaseReturnsAndCanBeCaughtMidFlight() throws {
        let stack = makeStack()
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: 100, y: 0))
        #expect(stack.endDrag(velocity: .zero) == nil)
        #expect(stack.phase == .returning)
        stack.advance(by: .milliseconds(50))
        let caughtAt = stack.topCardOffset
        #expect(caughtAt.x > 0 && caughtAt.x < 100)
        #expect(stack.beginDrag(), "a returning card can be grabbed")
        stack.updateDrag(translation: Vector2(x: 10, y: 0))
        #expect(stack.topCardOffset == caughtAt + Vector2(x: 10, y: 0), "no jump when caught")
        stack.cancelDrag()
        #expect(stack.phase == .returning)
        stack.runAnimationToEnd()
        #expect(stack.phase == .idle)
        #expect(stack.topCardOffset == .zero)
        #expect(stack.topIndex == 0)
    }

    @Test func aButtonDuringTheReturnFlingsFromWhereTheCardIs() throws {
        let stack = makeStack()
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: -100, y: 0))
        stack.endDrag(velocity: .zero)
        stack.advance(by: .milliseconds(30))
        let position = stack.topCardOffset
        #expect(stack.swipe(.like))
        #expect(stack.departingCard?.offset == position)
    }

    @Test func disallowedDirectionsAreRefused() {
        let stack = makeStack(allowed: .horizontal)
        #expect(!stack.canSwipe(.boost))
        #expect(!stack.swipe(.boost))
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: 0, y: -300))
        #expect(stack.endDrag(velocity: .zero) == nil)
        #expect(stack.topIndex == 0)
        stack.finishAnimation()
        stack.allowedDirections = .all
        #expect(stack.swipe(.boost))
    }

    @Test func theEndOfTheStackAcceptsOnlyUndo() {
        let stack = makeStack(count: 2)
        stack.swipe(.like)
        stack.finishAnimation()
        #expect(stack.visibleCards.map(\.id) == ["p1"])
        stack.swipe(.nope)
        stack.finishAnimation()
        #expect(stack.topIndex == 2)
        #expect(stack.visibleCards.isEmpty)
        #expect(!stack.swipe(.like))
        #expect(!stack.beginDrag())
        #expect(stack.undo())
        #expect(stack.topCard?.id == "p1")
    }

    @Test func emptySourceIsHarmless() {
        let stack = makeStack(count: 0)
        #expect(stack.topCard == nil)
        #expect(!stack.swipe(.like))
        #expect(!stack.undo())
    }

    @Test func nonFiniteInputIsIgnored() {
        let stack = makeStack()
        stack.beginDrag()
        stack.updateDrag(translation: Vector2(x: .nan, y: 0))
        #expect(stack.topCardOffset == .zero)
        #expect(stack.endDrag(velocity: Vector2(x: .infinity, y: 0)) == nil)
        stack.advance(by: .seconds(-1))
        #expect(stack.phase == .returning)
    }
}

/// Everything undo promises to restore.
@MainActor
struct CardStackSnapshot: Equatable {
    let topIndex: Int
    let visible: [Profile.ID]
    let history: [CardDecision]
    let records: [DecisionRecord]
    let phase: CardStackPhase
    let offset: Vector2

    init(_ stack: CardStackModel, _ log: InMemoryDecisionLog) {
        topIndex = stack.topIndex
        visible = stack.visibleCards.map(\.id)
        history = stack.history
        records = log.records
        phase = stack.phase
        offset = stack.topCardOffset
    }
}

extension CardStackPhase {
    var isUndoing: Bool {
        if case .undoing = self { true } else { false }
    }
}
