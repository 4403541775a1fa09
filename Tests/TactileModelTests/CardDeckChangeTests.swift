import Foundation
import SharedTestSupport
import TactileStore
import Testing
@testable import TactileModel

/// A profile that is not in the generated sources.
private func newcomer(_ name: String) -> Profile {
    Profile(id: name.lowercased(), name: name, age: 30, hobby: "Chess", avatar: "avatars/0.png")
}

extension CardStackModel<Profile> {
    /// Decides the top card and lets its motion end, as a front end does.
    @discardableResult
    fileprivate func decide(_ decision: Decision) -> CardDecision<Profile>? {
        let decided = swipe(decision)
        motionEnded()
        return decided
    }
}

@MainActor
@Suite("Card stack: cards inserted and withdrawn while shown, and the loop")
struct CardDeckChangeTests {
    // MARK: Insertions

    @Test func aCardInsertedBehindTheTopTakesItsPlaceAndTheOthersMoveDown() throws {
        let stack = makeStack()
        var deckChanges = 0
        stack.onEvent = { if case .deckChanged = $0 { deckChanges += 1 } }
        #expect(try stack.insert(newcomer("Ada"), at: 1) == 1)
        #expect(stack.visibleCards.map(\.id) == ["p0", "ada", "p1"])
        #expect(deckChanges == 1, "the front end is told once")
        stack.decide(.like)
        #expect(stack.topCard?.id == "ada")
        stack.decide(.nope)
        #expect(stack.visibleCards.map(\.id) == ["p1", "p2", "p3"], "the source goes on where it was")
    }

    @Test func aCardInsertedOnTopOfAnIdleStackIsTheNextToDecide() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        try stack.insert(newcomer("Ada"), at: 0)
        #expect(stack.topCard?.id == "ada")
        #expect(stack.decide(.like)?.item.id == "ada")
        #expect(log.decision(for: "ada") == .like)
    }

    @Test func aCardInsertedAtTheEndComesAfterTheWholeSource() throws {
        let stack = makeStack(count: 3)
        #expect(try stack.insert(newcomer("Ada")) == nil)
        #expect(stack.visibleCards.map(\.id) == ["p0", "p1", "p2"])
        for _ in 0..<3 { stack.decide(.nope) }
        #expect(stack.topCard?.id == "ada")
        stack.decide(.like)
        #expect(stack.topCard == nil)
    }

    @Test func theTopCardNeverChangesUnderADragOrAFlight() throws {
        let stack = makeStack()
        #expect(stack.beginDrag())
        #expect(try stack.insert(newcomer("Ada"), at: 0) == 1, "place 0 becomes 1 while the card is held")
        #expect(stack.topCard?.id == "p0")
        #expect(stack.endDrag(release(Vector2(x: 400, y: 0)))?.item.id == "p0")
        #expect(try stack.insert(newcomer("Ben"), at: 0) == 1, "and while the next card comes up")
        #expect(stack.visibleCards.map(\.id) == ["ada", "ben", "p1"])
    }

    @Test func duplicatesAreRefusedWithTheReason() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        var deckChanges = 0
        stack.onEvent = { if case .deckChanged = $0 { deckChanges += 1 } }
        let shown = try #require(stack.visibleCards.last)
        #expect(throws: CardDeckChangeError<Profile>.alreadyInDeck(shown)) { try stack.insert(shown, at: 0) }
        let toCome = Profile.sample(8)
        #expect(throws: CardDeckChangeError<Profile>.alreadyInDeck(toCome), "the source says it is still to come") {
            try stack.insert(toCome)
        }
        let decided = try #require(stack.decide(.boost)).item
        #expect(throws: CardDeckChangeError<Profile>.alreadyDecided(decided, Decision.boost.id)) { try stack.insert(decided) }
        _ = try log.record(.nope, for: "ada", at: Date())
        #expect(throws: CardDeckChangeError<Profile>.alreadyDecided(newcomer("Ada"), Decision.nope.id), "the log says it was decided") {
            try stack.insert(newcomer("Ada"))
        }
        try stack.insert(newcomer("Ben"), at: 2)
        #expect(throws: CardDeckChangeError<Profile>.alreadyInDeck(newcomer("Ben"))) { try stack.insert(newcomer("Ben")) }
        #expect(stack.visibleCards.map(\.id) == ["p1", "p2", "ben"], "nothing was doubled")
        #expect(deckChanges == 1, "a refused insertion tells nothing")
    }

    // MARK: Withdrawals

    @Test func aCardWithdrawnBehindTheTopMakesRoom() throws {
        let stack = makeStack()
        #expect(try stack.withdraw("p1") == .behind(place: 1))
        #expect(stack.visibleCards.map(\.id) == ["p0", "p2", "p3"])
        #expect(stack.phase == .idle)
    }

    @Test func theTopCardWithdrawnLeavesUndecidedAndTheNextComesUp() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        #expect(try stack.withdraw("p0") == .top)
        #expect(stack.phase == .withdrawing)
        #expect(stack.withdrawnCard?.id == "p0")
        #expect(stack.topCard?.id == "p1")
        #expect(stack.swipe(.like) == nil, "busy while the card leaves")
        stack.motionEnded()
        #expect(stack.phase == .idle && stack.withdrawnCard == nil)
        #expect(log.records.isEmpty && stack.history.isEmpty && stack.undo() == nil)
    }

    @Test func theTopCardWithdrawnWhileDraggedEndsTheDragUndecided() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        #expect(stack.beginDrag())
        #expect(stack.dragMoved(to: Vector2(x: 200, y: 0)))
        #expect(stack.armedDecision == .like)
        #expect(try stack.withdraw("p0") == .top)
        #expect(stack.armedDecision == nil && stack.phase == .withdrawing)
        #expect(stack.endDrag(release(Vector2(x: 400, y: 0))) == nil, "the release decides nothing")
        #expect(log.records.isEmpty)
        stack.motionEnded()
        #expect(stack.drag(to: Vector2(x: 400, y: 0))?.item.id == "p1")
    }

    @Test func aCardWithdrawnAheadIsSkippedAndAnUnknownOneIsRefused() throws {
        let stack = makeStack(count: 6)
        #expect(try stack.withdraw("p4") == .ahead)
        #expect(throws: CardDeckChangeError<Profile>.notInDeck("nobody")) { try stack.withdraw("nobody") }
        var seen: [Profile.ID] = []
        while let decided = stack.decide(.nope) { seen.append(decided.item.id) }
        #expect(seen == ["p0", "p1", "p2", "p3", "p5"])
    }

    // MARK: Undo across changes

    @Test func undoBringsBackTheRightCardAcrossInsertionsAndWithdrawals() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        stack.decide(.like)
        stack.decide(.nope)
        try stack.insert(newcomer("Ada"), at: 0)
        try stack.withdraw("p3")
        #expect(stack.visibleCards.map(\.id) == ["ada", "p2", "p4"])
        #expect(stack.undo()?.item.id == "p1")
        stack.motionEnded()
        #expect(stack.visibleCards.map(\.id) == ["p1", "ada", "p2"])
        #expect(stack.undo()?.item.id == "p0")
        stack.motionEnded()
        #expect(stack.visibleCards.map(\.id) == ["p0", "p1", "ada"])
        #expect(log.records.isEmpty)
    }

    @Test func aWithdrawnDecidedCardLeavesTheUndoHistoryButKeepsItsDecision() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(log: log)
        stack.decide(.like)
        stack.decide(.boost)
        stack.decide(.nope)
        #expect(try stack.withdraw("p1") == .decided)
        #expect(stack.history.map(\.item.id) == ["p0", "p2"])
        #expect(stack.history.map(\.index) == [0, 1], "the later decisions move up a place")
        #expect(stack.topIndex == 2)
        #expect(log.decision(for: "p1") == .boost, "the person's decision stays")
        #expect(stack.undo()?.item.id == "p2")
        stack.motionEnded()
        #expect(stack.undo()?.item.id == "p0", "Undo skips the withdrawn card")
        stack.motionEnded()
        #expect(stack.undo() == nil)
        #expect(log.records.map(\.itemID) == ["p1"])
        #expect(stack.visibleCards.map(\.id) == ["p0", "p2", "p3"])
    }

    @Test func aCardWithdrawnWhileItFliesOutKeepsFlyingAndCannotBeUndone() throws {
        let stack = makeStack()
        stack.swipe(.like)
        #expect(try stack.withdraw("p0") == .decided)
        #expect(stack.departingCard?.item.id == "p0" && stack.phase == .flinging(.like))
        stack.motionEnded()
        #expect(!stack.canUndo)
    }

    @Test func aCardWithdrawnWhilePulledBackGoesBackOut() throws {
        let stack = makeStack()
        stack.decide(.like)
        #expect(stack.beginPullBack(at: Vector2(x: 390, y: 200), stackWidth: 400, stackHeight: 600) != nil)
        try stack.withdraw("p0")
        #expect(stack.endPullBack(pullRelease(to: .zero, from: Vector2(x: 400, y: 0)), from: Vector2(x: 400, y: 0)) == nil)
        #expect(stack.phase == .flinging(.like))
        stack.motionEnded()
        #expect(stack.topCard?.id == "p1")
    }

    // MARK: The loop

    @Test func withoutTheLoopTheDeckRunsOut() {
        let stack = makeStack(count: 2)
        stack.decide(.nope)
        stack.decide(.nope)
        #expect(stack.topCard == nil)
    }

    @Test func theLoopBringsThePassedCardsRoundAgainAndLikesStayDecided() {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(count: 4, log: log)
        stack.loops = true
        stack.decide(.nope)
        stack.decide(.like)
        #expect(stack.visibleCards.map(\.id) == ["p2", "p3", "p0"], "the passed card comes round behind the last")
        stack.decide(.boost)
        stack.decide(.nope)
        #expect(stack.visibleCards.map(\.id) == ["p0", "p3"])
        #expect(stack.decide(.nope)?.item.id == "p0")
        #expect(stack.visibleCards.map(\.id) == ["p3", "p0"], "passed again, it comes round again")
        #expect(log.records.map(\.itemID) == ["p0", "p1", "p2", "p3"], "passing again records nothing")
    }

    @Test func aSecondLookLikeReplacesTheNopeAndUndoPutsItBack() throws {
        let log = InMemoryDecisionLog<Profile.ID>()
        let stack = makeStack(count: 2, log: log)
        stack.loops = true
        stack.decide(.nope)
        stack.decide(.like)
        let again = try #require(stack.decide(.like))
        #expect(again.item.id == "p0" && again.replaced?.decision == .nope)
        #expect(log.records.filter { $0.itemID == "p0" }.map(\.decision) == [.like], "one decision per profile")
        #expect(stack.topCard == nil, "nothing passed is left to come round")
        #expect(stack.undo()?.item.id == "p0")
        stack.motionEnded()
        #expect(log.records.filter { $0.itemID == "p0" }.map(\.decision) == [.nope])
        #expect(stack.undo()?.item.id == "p1")
        stack.motionEnded()
        #expect(stack.undo()?.item.id == "p0", "the first nope, as restored, is undone")
        stack.motionEnded()
        #expect(log.records.isEmpty)
        #expect(stack.visibleCards.map(\.id) == ["p0", "p1"])
    }

    @Test func aLoopNeverRecordsTwoDecisionsOnAProfileNorChangesAHeldCard() {
        var generator = SeededGenerator(seed: 20)
        for run in 0..<200 {
            let log = InMemoryDecisionLog<Profile.ID>()
            let stack = makeStack(count: 5, log: log)
            stack.loops = true
            for step in 0..<80 {
                let held = stack.phase == .dragging ? stack.topCard?.id : nil
                var withdrewTop = false
                switch Int.random(in: 0..<12, using: &generator) {
                case 0: stack.undo()
                case 1:
                    let id = "p\(Int.random(in: 0..<5, using: &generator))"
                    withdrewTop = stack.topCard?.id == id
                    _ = try? stack.withdraw(id)
                case 2: _ = try? stack.insert(newcomer("N\(step)"), at: Int.random(in: 0..<4, using: &generator))
                case 3: stack.beginDrag()
                case 4: stack.endDrag(release(Vector2(x: Double.random(in: -400...400, using: &generator), y: 0)))
                case 5, 6: stack.motionEnded()
                default: stack.swipe(Decision.profileDecisions.randomElement(using: &generator) ?? .nope)
                }
                let context = "run \(run), step \(step)"
                let decided = log.records.map(\.itemID)
                #expect(Set(decided).count == decided.count, "two decisions on one profile: \(decided), \(context)")
                // Each card's latest decision is in force (an earlier one a second look replaced is
                // put back by undoing that second look first).
                let latest = Dictionary(stack.history.map { ($0.item.id, $0.record) }, uniquingKeysWith: { $1 })
                #expect(Set(latest.values).isSubset(of: Set(log.records)), "undo names a record not in force, \(context)")
                #expect(Set(stack.visibleCards.map(\.id)).count == stack.visibleCards.count, "a card shown twice, \(context)")
                #expect(stack.topIndex == stack.history.count)
                if let held, !withdrewTop, stack.phase == .dragging {
                    #expect(stack.topCard?.id == held, "the held card changed under the drag, \(context)")
                }
            }
        }
    }
}
