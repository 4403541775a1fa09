import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// The card stack by the real pointer and keyboard (XTest): drags, flings, buttons, keys.
final class CardStackViewTests: XCTestCase {
    func testDragRightPastTheThresholdLikesTheTopCardAndTheNextBecomesTop() throws {
        try runCardStackTest { fixture in
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
            // Slow, and held before letting go: the release point alone passes half the card's width.
            try fixture.drag(by: Vector2(x: fixture.model.rule.cardWidth * 0.6, y: 10), duration: 0.8, hold: 0.3)
            XCTAssertEqual(fixture.log.records.map(\.decision), [.like])
            XCTAssertEqual(fixture.log.records.first?.itemID, "p0")
            XCTAssertEqual(fixture.model.topCard?.name, "Ben")
            XCTAssertEqual(fixture.top?.item?.name, "Ben", "the next card is on top and reachable")
        }
    }

    func testTheCardFollowsThePointerAndTiltsWithIt() throws {
        try runCardStackTest { fixture in
            guard let start = fixture.grabPoint() else { return XCTFail("no top card") }
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            try ScreenInput.pointerMove(fixture.stack, x: start.x + 80, y: start.y + 20, duration: 0.3, steps: 6)
            fixture.settle()
            XCTAssertEqual(fixture.model.phase, .dragging)
            XCTAssertEqual(fixture.stack.interaction.topOffset.value.x, 80, accuracy: 1, "as far as the pointer went")
            XCTAssertEqual(fixture.stack.interaction.topOffset.value.y, 20, accuracy: 1)
            guard let topSlot = fixture.stack.slots.last else { return XCTFail("no card drawn") }
            let tilt = fixture.stack.placement(of: topSlot).degrees
            XCTAssertEqual(tilt, fixture.model.rule.rotationDegrees(for: Vector2(x: 80, y: 20)), accuracy: 0.05)
            XCTAssertGreaterThan(tilt, 0, "held at the top, it turns clockwise going right")
            try ScreenInput.pointerUp()
        }
    }

    func testShortSlowDragSpringsBackAndCanBeCaughtOnTheWay() throws {
        try runCardStackTest(animations: true) { fixture in
            // A slow spring, so the card is still on its way when the pointer catches it.
            fixture.stack.springs.returning = Spring(response: 1.5, dampingFraction: 1)
            try fixture.drag(by: Vector2(x: 60, y: 0), duration: 0.4, hold: 0.3)
            XCTAssertEqual(fixture.model.phase, .returning)
            XCTAssertGreaterThan(fixture.stack.interaction.topOffset.value.x, 30, "it starts back from where it was let go")

            guard let top = fixture.top, let grab = top.translate(x: Double(top.width) / 2, y: 40, to: fixture.stack) else {
                return XCTFail("no top card")
            }
            try ScreenInput.pointerDown(fixture.stack, x: grab.x, y: grab.y)
            let caught = fixture.stack.interaction.topOffset.value
            XCTAssertEqual(fixture.model.phase, .dragging, "a card on its way back can be grabbed")
            XCTAssertGreaterThan(caught.x, 0)
            MainLoop.run(for: 0.1)
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, caught, "held where it was caught")
            try ScreenInput.pointerMove(fixture.stack, x: grab.x + 10, y: grab.y, duration: 0.1, steps: 2)
            XCTAssertEqual(fixture.stack.interaction.topOffset.value.x, caught.x + 10, accuracy: 1, "no jump when caught")
            MainLoop.run(for: 0.2)
            try ScreenInput.pointerUp()

            fixture.stack.springs.returning = CardStackSprings().returning
            XCTAssertTrue(fixture.waitUntilIdle(), "the frame clock brings it home")
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero)
            XCTAssertTrue(fixture.log.records.isEmpty)
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
        }
    }

    func testFastShortFlingCommits() throws {
        try runCardStackTest { fixture in
            // 50 points in about 25 ms: some 2,000 points per second to the left.
            try fixture.drag(by: Vector2(x: -50, y: 0), duration: 0.025, steps: 5)
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope])
            XCTAssertEqual(fixture.model.topCard?.name, "Ben")
        }
    }

    func testFlungCardFliesOffAlongItsExitWithTheGrabDecidingTheTilt() throws {
        try runCardStackTest(animations: true) { fixture in
            // Decided by where it was let go, at rest, on a slow spring: its flight can be watched.
            fixture.stack.springs.fling = Spring(response: 1.5, dampingFraction: 1)
            let width = fixture.model.rule.cardWidth
            try fixture.drag(by: Vector2(x: width * 0.6, y: 0), duration: 0.4, hold: 0.2, grabBelowMiddle: true)
            XCTAssertEqual(fixture.log.records.map(\.decision), [.like])
            guard let departing = fixture.stack.slots.first(where: { $0.role == .departing }) else {
                return XCTFail("the decided card is still drawn, flying")
            }
            XCTAssertLessThan(fixture.stack.placement(of: departing).degrees, 0, "grabbed below the middle, it tilts the other way")
            XCTAssertTrue(MainLoop.wait(until: { fixture.stack.interaction.departingOffset.value.x > width }, atMost: 3))
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertNil(fixture.model.departingCard)
            XCTAssertEqual(fixture.stack.slots.count, 3, "the farthest card is back once the flying one is gone")
        }
    }

    func testEachButtonPerformsItsDecision() throws {
        try runCardStackTest { fixture in
            for button in [fixture.bar.nopeButton, fixture.bar.likeButton, fixture.bar.boostButton] {
                try ScreenInput.click(button)
                fixture.settle()
            }
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope, .like, .boost])
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0", "p1", "p2"])
            XCTAssertEqual(fixture.top?.item?.name, "Dev")
        }
    }

    func testHammeringAButtonDuringTheFlightDecidesOneCardPerFlight() throws {
        try runCardStackTest(animations: true) { fixture in
            // A slow spring: the card is still in sight (some two seconds) when the last click lands.
            fixture.stack.springs.fling = Spring(response: 5, dampingFraction: 1)
            try ScreenInput.click(fixture.bar.likeButton, times: 6, interval: 0.03)
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0"], "the clicks during the flight wait for it")
            fixture.stack.springs.fling = CardStackSprings().fling
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0", "p1"],
                           "one click waited and decided the next card once the first was gone; none skipped or twice")
            XCTAssertEqual(fixture.top?.item?.name, "Cleo")
        }
    }

    func testAKeyPressedDuringTheFlightIsNotLost() throws {
        try runCardStackTest(animations: true) { fixture in
            try ScreenInput.focus(fixture.window)
            XCTAssertTrue(fixture.stack.focusTopCard())
            fixture.stack.springs.fling = Spring(response: 5, dampingFraction: 1)
            try ScreenInput.press("Right", "Left")
            XCTAssertEqual(fixture.log.records.map(\.decision), [.like], "Left waits while Ada's card flies")
            fixture.stack.springs.fling = CardStackSprings().fling
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.log.records.map(\.decision), [.like, .nope], "then Ben is passed")
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0", "p1"])
            XCTAssertTrue(fixture.top?.hasFocus ?? false, "the focus is on the top card, Cleo")
        }
    }

    func testUndoClickedDuringTheFlightTakesTheDecisionBack() throws {
        try runCardStackTest(animations: true) { fixture in
            fixture.stack.springs.fling = Spring(response: 5, dampingFraction: 1)
            try ScreenInput.click(fixture.bar.likeButton)
            try ScreenInput.click(fixture.bar.undoButton)
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0"], "the undo waits for the card to leave")
            fixture.stack.springs.fling = CardStackSprings().fling
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertTrue(fixture.log.records.isEmpty, "then takes the like back")
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
        }
    }

    func testAKeyPressedWhileAnUndoneCardFliesBackDecidesIt() throws {
        try runCardStackTest(animations: true) { fixture in
            try ScreenInput.focus(fixture.window)
            XCTAssertTrue(fixture.stack.focusTopCard())
            try ScreenInput.press("Right")
            XCTAssertTrue(fixture.waitUntilIdle())
            // A slower spring: Ada's card is still flying back in (a second or two) when Up is pressed.
            fixture.stack.springs.undo = Spring(response: 1, dampingFraction: 1)
            try ScreenInput.press("BackSpace", "Up")
            XCTAssertTrue(fixture.log.records.isEmpty, "the like is taken back; Up waits for Ada's card")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.log.records.map(\.decision), [.boost], "then Ada is boosted, not lost")
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0"])
        }
    }

    func testUndoFliesTheCardBackAndRestoresTheLog() throws {
        try runCardStackTest(animations: true) { fixture in
            XCTAssertFalse(fixture.bar.undoButton.isSensitive, "nothing to undo yet")
            try ScreenInput.click(fixture.bar.likeButton)
            XCTAssertTrue(fixture.waitUntilIdle())
            fixture.settle()
            XCTAssertTrue(fixture.bar.undoButton.isSensitive)
            fixture.stack.springs.undo = Spring(response: 1.5, dampingFraction: 1)
            try ScreenInput.click(fixture.bar.undoButton)
            XCTAssertEqual(fixture.model.phase, .undoing(.like))
            XCTAssertGreaterThan(fixture.stack.interaction.topOffset.value.x, fixture.model.rule.cardWidth,
                                 "it comes back from the right, where it left")
            XCTAssertTrue(fixture.log.records.isEmpty, "the log forgot the decision")
            fixture.settle()
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero)
            fixture.settle()
            XCTAssertFalse(fixture.bar.undoButton.isSensitive)
        }
    }

    func testKeysDecideAndUndo() throws {
        try runCardStackTest { fixture in
            try ScreenInput.focus(fixture.window)
            XCTAssertTrue(fixture.stack.focusTopCard())
            try ScreenInput.press("Left", "Right", "Up")
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope, .like, .boost])
            try ScreenInput.press("BackSpace", "ctrl+z")
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope])
            try ScreenInput.press("z", "ctrl+Right")
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope], "a plain z and Ctrl+Right are not the stack's")
            XCTAssertEqual(fixture.model.topCard?.name, "Ben")
            XCTAssertTrue(fixture.top?.hasFocus ?? false, "the focus stays on the top card")
        }
    }

    func testAnimationsOffMoveCardsWithoutFlying() {
        runCardStackTest(animations: false) { fixture in
            XCTAssertTrue(fixture.stack.perform(.like))
            XCTAssertEqual(fixture.model.phase, .idle)
            XCTAssertNil(fixture.model.departingCard)
            XCTAssertTrue(fixture.isStill)
            XCTAssertFalse(MotionClock.of(fixture.stack).isRunning, "no frames asked for")
            XCTAssertTrue(fixture.stack.undo())
            XCTAssertEqual(fixture.model.phase, .idle)
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero)
        }
    }

    func testAConsequenceIsToldOnceTheDecidedCardHasLeft() {
        runCardStackTest(animations: true) { fixture in
            var matches: [String] = []
            var decisions: [CardDecision<Profile>] = []
            fixture.stack.consequence = { decided in
                decided.decision != .nope && ["Ada", "Ben"].contains(decided.item.name)
                    ? "It's a match with \(decided.item.name)!" : nil
            }
            fixture.stack.onConsequence = { matches.append($0.item.name) }
            fixture.stack.onDecision = { decisions.append($0) }
            fixture.stack.perform(.like)
            XCTAssertEqual(decisions, fixture.model.history, "the decision made is the one handed on")
            XCTAssertEqual(matches, [], "not while the card is still flying")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(matches, ["Ada"])
            fixture.stack.perform(.nope)
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(matches, ["Ada"], "a nope never matches")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Noped Ben. Next: Cleo, 27, Chess.")
        }
    }

    func testEmptyStateOffersStartOver() throws {
        try runCardStackTest(profiles: 2) { fixture in
            var startedOver = 0
            fixture.stack.onStartOver = { startedOver += 1 }
            fixture.stack.perform(.like)
            fixture.stack.perform(.like)
            fixture.settle()
            XCTAssertTrue(fixture.stack.emptyState.isVisible)
            XCTAssertTrue(fixture.stack.emptyState.startOverButton.isVisible)
            XCTAssertFalse(fixture.bar.likeButton.isSensitive, "no card left to like")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Liked Ben. No more profiles.")
            try ScreenInput.click(fixture.stack.emptyState.startOverButton)
            XCTAssertEqual(startedOver, 1)
            fixture.stack.replaceModel(CardStackModel(source: fixture.source, log: InMemoryDecisionLog<Profile.ID>(), decisions: Decision.profileDecisions))
            fixture.settle()
            XCTAssertFalse(fixture.stack.emptyState.isVisible)
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
            XCTAssertEqual(fixture.bar.decisionButtonNames[.like], "Like Ada", "the bar follows the new model")
        }
    }
}
