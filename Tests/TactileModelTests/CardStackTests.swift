import Foundation
import SharedTestSupport
import TactileStore
import Testing
@testable import TactileModel

/// A drag let go `translation` from where it began, moving at `velocity`, with the end a
/// gesture's tracker projects for it.
func release(_ translation: Vector2, velocity: Vector2 = .zero) -> GestureTracker<Vector2>.Release {
    GestureTracker<Vector2>().release(translation: translation, velocity: velocity)
}

/// A pull back that started with the card at `outside`, let go with the card at `offset`.
func pullRelease(to offset: Vector2, velocity: Vector2 = .zero, from outside: Vector2) -> GestureTracker<Vector2>.Release {
    release(offset - outside, velocity: velocity)
}

extension CardStackModel {
    /// A drag from the middle let go `offset` away at `velocity`.
    @discardableResult
    func drag(to offset: Vector2, velocity: Vector2 = .zero) -> CardDecision<Item>? {
        guard beginDrag() else { return nil }
        return endDrag(release(offset, velocity: velocity))
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
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        let decided = try #require(stack.swipe(.like))
        #expect(decided.item.id == "p0" && decided.decision == .like && decided.index == 0)
        #expect(stack.phase == .flinging(.like))
        #expect(stack.topIndex == 1)
        #expect(stack.visibleCards.map(\.id) == ["p1", "p2", "p3"])
        #expect(stack.departingCard == DepartingCard(item: decided.item, decision: .like))
        #expect(log.records.map(\.itemID) == ["p0"])
        #expect(log.decision(for: "p0") == .like)
        #expect(stack.history == [decided], "what the caller is given is what the history holds")
        stack.motionEnded()
        #expect(stack.phase == .idle)
        #expect(stack.departingCard == nil)
        #expect(stack.history.map(\.decision) == [.like])
    }

    @Test func hammeredButtonsDecideOneCardPerAnimation() {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        #expect(stack.swipe(.like) != nil)
        for _ in 0..<20 {
            #expect(stack.swipe(.like) == nil)
            #expect(stack.swipe(.nope) == nil)
            #expect(stack.undo() == nil)
            #expect(!stack.beginDrag())
            #expect(stack.endDrag(release(Vector2(x: 900, y: 0))) == nil)
        }
        #expect(log.records.count == 1)
        stack.motionEnded()
        #expect(stack.swipe(.nope) != nil)
        #expect(log.records.map(\.itemID) == ["p0", "p1"])
    }

    @Test func orderOfDecisionsIsKept() {
        let stack = makeStack()
        for decision in [Decision.like, .nope, .boost, .like] {
            stack.swipe(decision)
            stack.motionEnded()
        }
        #expect(stack.history.map(\.decision) == [.like, .nope, .boost, .like])
        #expect(stack.history.map(\.index) == [0, 1, 2, 3])
        #expect(stack.history.map(\.item.id) == ["p0", "p1", "p2", "p3"])
    }

    @Test func multiLevelUndoRestoresExactly() {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        var snapshots: [CardStackSnapshot] = []
        for decision in [Decision.like, .boost, .nope] {
            snapshots.append(CardStackSnapshot(stack, log))
            stack.swipe(decision)
            stack.motionEnded()
        }
        while let expected = snapshots.popLast() {
            let undone = stack.undo()
            #expect(undone != nil)
            #expect(stack.phase == .undoing(undone?.decision ?? .like), "the card comes back the way it left")
            stack.motionEnded()
            #expect(CardStackSnapshot(stack, log) == expected)
        }
        #expect(stack.undo() == nil, "nothing left to undo")
        #expect(log.records.isEmpty)
    }

    @Test func undoIsRefusedWhileBusyAndWhenTheLogFails() {
        let log = FlakyDecisionLog()
        let stack = makeStack(log: log)
        stack.swipe(.like)
        #expect(stack.undo() == nil, "not while flinging")
        stack.motionEnded()
        log.failsUndo = true
        let before = CardStackSnapshot(stack, log.inner)
        #expect(stack.undo() == nil)
        #expect(stack.lastFailure?.error is InjectedFailure)
        #expect(stack.lastFailure?.action == .undo(.like))
        #expect(stack.lastFailure?.item?.id == "p0")
        #expect(CardStackSnapshot(stack, log.inner) == before)
        log.failsUndo = false
        #expect(stack.undo() != nil, "the same undo works once the log does")
        #expect(stack.lastFailure == nil)
    }

    @Test func aRefusedRecordChangesNothing() {
        let log = FlakyDecisionLog()
        log.failsRecording = true
        let stack = makeStack(log: log)
        #expect(stack.swipe(.like) == nil)
        #expect(stack.topIndex == 0)
        #expect(stack.phase == .idle)
        #expect(stack.drag(to: Vector2(x: 250, y: 0)) == nil)
        #expect(stack.phase == .returning, "a decision the log refused goes back")
        #expect(stack.history.isEmpty)
    }

    @Test func aFailedDecisionIsReportedAndTheSameGestureWorksOnceTheCauseIsGone() {
        let log = FlakyDecisionLog()
        log.failsRecording = true
        let stack = makeStack(log: log)
        var told: [CardStackFailure<Profile>.Action] = []
        stack.onEvent = { if case .failed(let failure) = $0 { told.append(failure.action) } }
        #expect(stack.swipe(.like) == nil)
        let first = stack.lastFailure
        #expect(first?.action == .decide(.like))
        #expect(first?.item?.id == "p0", "the failure names whose decision was lost")
        #expect(!stack.itemsCouldNotBeLoaded, "a refused decision is not a failure to load")
        #expect(stack.drag(to: Vector2(x: -250, y: 0)) == nil)
        #expect(stack.lastFailure?.action == .decide(.nope))
        #expect(told == [.decide(.like), .decide(.nope)], "each failure is told as it happens")
        stack.motionEnded()

        log.failsRecording = false
        #expect(stack.drag(to: Vector2(x: -250, y: 0))?.decision == .nope, "the same drag decides once the log works")
        #expect(stack.lastFailure == nil, "a success clears the failure")
        #expect(log.inner.records.map(\.itemID) == ["p0"])
    }

    @Test func aTransientFailureDoesNotStickToTheEmptiedDeck() {
        let log = FlakyDecisionLog()
        let stack = CardStackModel(source: InMemoryCardSource(Profile.samples(3)), log: log, decisions: Decision.profileDecisions)
        log.failsRecording = true
        #expect(stack.swipe(.like) == nil)
        log.failsRecording = false
        for _ in 0..<3 {
            #expect(stack.swipe(.like) != nil)
            stack.motionEnded()
        }
        #expect(stack.visibleCards.isEmpty)
        #expect(stack.lastFailure == nil)
        #expect(!stack.itemsCouldNotBeLoaded, "the empty deck says everyone was seen, not that loading failed")
    }

    @Test func releaseDecidesFromTheProjectedEnd() {
        let stack = makeStack()
        #expect(stack.beginDrag())
        #expect(!stack.beginDrag(), "one drag at a time")
        #expect(stack.swipe(.like) == nil, "buttons wait while dragging")
        #expect(stack.undo() == nil)
        #expect(stack.endDrag(release(Vector2(x: 90, y: 10), velocity: Vector2(x: 200, y: 0)))?.decision == .like,
                "90 + 99.8 ≥ 150: the end the tracker projected")
        #expect(stack.topIndex == 1)
    }

    @Test func aCardCaughtAwayFromItsPlaceIsDecidedFromWhereItWouldRest() {
        let stack = makeStack()
        #expect(stack.beginDrag(from: Vector2(x: 120, y: 0)))
        #expect(stack.endDrag(release(Vector2(x: 40, y: 0)))?.decision == .like, "caught 120 right, let go 40 further")
        stack.motionEnded()
        #expect(stack.beginDrag(from: Vector2(x: 120, y: 0)))
        #expect(stack.endDrag(release(Vector2(x: -40, y: 0))) == nil, "80 from its place: it goes back")
    }

    @Test func aShortReleaseGoesBackAndTheReturningCardCanBeCaughtOrDecided() {
        let stack = makeStack()
        #expect(stack.drag(to: Vector2(x: 100, y: 0)) == nil)
        #expect(stack.phase == .returning)
        #expect(stack.beginDrag(), "a returning card can be grabbed")
        stack.cancelDrag()
        #expect(stack.phase == .returning)
        #expect(stack.canSwipe(.like), "a button acts on a card on its way back")
        stack.motionEnded()
        #expect(stack.phase == .idle)
        #expect(stack.topIndex == 0)
        stack.drag(to: Vector2(x: -100, y: 0))
        #expect(stack.swipe(.like)?.item.id == "p0")
        #expect(stack.phase == .flinging(.like))
    }

    @Test func motionEndedOnlyEndsAMotion() {
        let stack = makeStack()
        stack.motionEnded()
        #expect(stack.phase == .idle)
        #expect(stack.beginDrag())
        stack.motionEnded()
        #expect(stack.phase == .dragging, "a drag is the finger's, not a motion's")
    }

    @Test func disallowedDirectionsAreRefused() {
        let stack = makeStack(allowed: .horizontal)
        #expect(!stack.canSwipe(.boost))
        #expect(stack.swipe(.boost) == nil)
        #expect(stack.drag(to: Vector2(x: 0, y: -300)) == nil)
        #expect(stack.topIndex == 0)
        stack.motionEnded()
        stack.allowedDirections = .all
        #expect(stack.swipe(.boost) != nil)
    }

    @Test func theEndOfTheStackAcceptsOnlyUndo() {
        let stack = makeStack(count: 2)
        stack.swipe(.like)
        stack.motionEnded()
        #expect(stack.visibleCards.map(\.id) == ["p1"])
        stack.swipe(.nope)
        stack.motionEnded()
        #expect(stack.topIndex == 2)
        #expect(stack.visibleCards.isEmpty)
        #expect(stack.swipe(.like) == nil)
        #expect(!stack.beginDrag())
        #expect(stack.undo() != nil)
        #expect(stack.topCard?.id == "p1")
    }

    @Test func emptySourceIsHarmless() {
        let stack = makeStack(count: 0)
        #expect(stack.topCard == nil)
        #expect(stack.swipe(.like) == nil)
        #expect(stack.undo() == nil)
    }

    @Test func nonFiniteInputDecidesNothing() {
        let stack = makeStack()
        #expect(stack.drag(to: Vector2(x: .nan, y: 0), velocity: Vector2(x: .infinity, y: 0)) == nil)
        #expect(stack.phase == .returning)
        #expect(stack.history.isEmpty)
    }
}

/// Everything undo promises to restore.
@MainActor
struct CardStackSnapshot: Equatable {
    let topIndex: Int
    let visible: [Profile.ID]
    let history: [CardDecision<Profile>]
    let records: [DecisionRecord<Profile.ID>]
    let phase: CardStackPhase

    init(_ stack: CardStackModel<Profile>, _ log: InMemoryDecisionLog<Profile.ID>) {
        topIndex = stack.topIndex
        visible = stack.visibleCards.map(\.id)
        history = stack.history
        records = log.records
        phase = stack.phase
    }
}

extension CardStackPhase {
    var isUndoing: Bool {
        if case .undoing = self { true } else { false }
    }
}
