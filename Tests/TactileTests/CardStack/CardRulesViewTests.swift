import GtkTestSupport
@testable import Tactile
import XCTest

/// The app's rules per card, by the real pointer and keyboard: a vetoed drag does not
/// move, a disallowed direction springs back, a refused button or key says so, and a
/// drag crossing the threshold is told.
final class CardRulesViewTests: XCTestCase {
    func testAVetoedDragDoesNotMoveTheCard() throws {
        try runCardStackTest { fixture in
            fixture.model.cardRules = CardRules(canDrag: { $0.name != "Ada" })
            guard let start = fixture.grabPoint() else { return XCTFail("no top card") }
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            try ScreenInput.pointerMove(fixture.stack, x: start.x + 200, y: start.y, duration: 0.3, steps: 6)
            fixture.settle()
            XCTAssertEqual(fixture.model.phase, .idle)
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero, "the card stays where it is")
            try ScreenInput.pointerUp()
            fixture.settle()
            XCTAssertTrue(fixture.log.records.isEmpty)
            try ScreenInput.click(fixture.bar.likeButton)
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0"], "the button still decides")
        }
    }

    func testADragInADisallowedDirectionSpringsBack() throws {
        try runCardStackTest { fixture in
            fixture.model.cardRules = CardRules(directions: { $0.name == "Ada" ? .left : .all })
            guard let start = fixture.grabPoint() else { return XCTFail("no top card") }
            let far = fixture.model.rule.cardWidth * 0.7
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            try ScreenInput.pointerMove(fixture.stack, x: start.x + far, y: start.y, duration: 0.4, steps: 8)
            fixture.settle()
            guard let topSlot = fixture.stack.slots.last else { return XCTFail("no card drawn") }
            XCTAssertEqual(fixture.stack.interaction.topOffset.value.x, far, accuracy: 1, "the card follows the pointer")
            XCTAssertEqual(fixture.stack.stampOpacity(of: topSlot, for: .like), 0, "no LIKE stamp it cannot earn")
            MainLoop.run(for: 0.2)
            try ScreenInput.pointerUp()
            BindingScheduler.shared.flush()
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertTrue(fixture.log.records.isEmpty, "nothing recorded")
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero, "back in place")
            XCTAssertEqual(fixture.top?.item?.name, "Ada")
            // 60 points in about 25 ms: a flick to the left.
            try fixture.drag(by: Vector2(x: -60, y: 0), duration: 0.025, steps: 5)
            XCTAssertEqual(fixture.log.records.map(\.decision), [.nope], "the allowed way still decides")
        }
    }

    func testARefusedButtonOrKeyNudgesTheCardAndSaysWhy() throws {
        try runCardStackTest(animations: true) { fixture in
            fixture.model.cardRules = CardRules(canDecide: { profile, decision in decision != .boost || profile.name != "Ada" })
            var refusals: [String] = []
            var nudges: [(offset: Vector2, moving: Bool)] = []
            fixture.stack.onRefusal = { [unowned stack = fixture.stack] profile, decision in
                refusals.append("\(profile.name) \(decision)")
                nudges.append((stack.interaction.topOffset.value, stack.interaction.topOffset.isMoving))
            }
            try ScreenInput.click(fixture.bar.boostButton)
            fixture.settle()
            XCTAssertEqual(refusals, ["Ada boost"])
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Ada can't be boosted.")
            XCTAssertLessThan(nudges.first?.offset.y ?? 0, 0, "the card nudges up, the way asked for")
            XCTAssertEqual(nudges.first?.moving, true, "and springs back")
            XCTAssertTrue(MainLoop.wait(until: { fixture.isStill }, atMost: 4))
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero)

            try ScreenInput.focus(fixture.window)
            XCTAssertTrue(fixture.stack.focusTopCard())
            try ScreenInput.press("Up")
            fixture.settle()
            XCTAssertEqual(refusals, ["Ada boost", "Ada boost"], "the Up key is refused the same way")
            XCTAssertTrue(fixture.log.records.isEmpty)
            XCTAssertTrue(fixture.top?.hasFocus ?? false, "the focus stays on the card")
        }
    }

    func testAClickWhileACardFliesWaitsForItAndIsNoRefusal() throws {
        try runCardStackTest(animations: true) { fixture in
            var refusals = 0
            fixture.stack.onRefusal = { _, _ in refusals += 1 }
            fixture.stack.springs.fling = Spring(response: 1.5, dampingFraction: 1)
            try ScreenInput.click(fixture.bar.likeButton, times: 3, interval: 0.05)
            XCTAssertEqual(fixture.log.records.count, 1, "the clicks after the first wait for its card to leave")
            XCTAssertEqual(refusals, 0, "a card still flying is no refusal of the next")
            fixture.stack.springs.fling = CardStackSprings().fling
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.log.records.count, 2, "one waited, and decided the next card")
            XCTAssertEqual(refusals, 0)
        }
    }

    func testCrossingTheThresholdIsToldEachWay() throws {
        try runCardStackTest { fixture in
            var crossings: [Decision?] = []
            fixture.stack.onThresholdCrossed = { crossings.append($0) }
            // Grabbed low, so that a drag up past the threshold stays on the screen.
            guard let start = fixture.grabPoint(belowMiddle: true) else { return XCTFail("no top card") }
            let past = fixture.model.rule.commitDistance + 40
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            try ScreenInput.pointerMove(fixture.stack, x: start.x + past, y: start.y, duration: 0.4, steps: 8)
            fixture.settle()
            XCTAssertEqual(crossings, [.like])
            try ScreenInput.pointerMove(fixture.stack, x: start.x + 10, y: start.y, duration: 0.4, steps: 8)
            fixture.settle()
            XCTAssertEqual(crossings, [.like, nil])
            try ScreenInput.pointerMove(fixture.stack, x: start.x, y: start.y - past, duration: 0.4, steps: 8)
            MainLoop.run(for: 0.2)
            try ScreenInput.pointerUp()
            fixture.settle()
            XCTAssertEqual(crossings, [.like, nil, .boost, nil], "letting go ends the cue")
            XCTAssertEqual(fixture.log.records.map(\.decision), [.boost])
        }
    }

    func testTheCardsBehindFollowTheLayoutOptions() {
        runCardStackTest { fixture in
            /// The bottom edge of the card `depth` places down, in the stack: left and right ends, height.
            @MainActor func bottomEdge(atDepth depth: Int) -> (left: Double, right: Double, y: Double)? {
                guard let card = fixture.stack.slots.first(where: { $0.role == .stacked(depth: depth) })?.card,
                      let left = card.translate(x: 0, y: Double(card.height), to: fixture.stack),
                      let right = card.translate(x: Double(card.width), y: Double(card.height), to: fixture.stack)
                else { return nil }
                return (left.x, right.x, left.y)
            }
            @MainActor func showing() -> Double? {
                guard let front = bottomEdge(atDepth: 0), let behind = bottomEdge(atDepth: 1) else { return nil }
                return behind.y - front.y
            }
            XCTAssertEqual(showing() ?? 0, 12, accuracy: 1, "by default 12 points of the card behind show")
            fixture.stack.layout = CardStackLayout(scaleStep: 0.1, peek: 30)
            XCTAssertTrue(MainLoop.wait(until: { abs((showing() ?? 0) - 30) < 1 }, atMost: 2),
                          "30 points of the card behind show, not \(showing() ?? 0)")
            guard let front = bottomEdge(atDepth: 0), let behind = bottomEdge(atDepth: 1),
                  let third = bottomEdge(atDepth: 2) else { return XCTFail("three cards drawn") }
            XCTAssertEqual((behind.right - behind.left) / (front.right - front.left), 0.9, accuracy: 0.01)
            XCTAssertEqual((third.right - third.left) / (front.right - front.left), 0.8, accuracy: 0.01)
            XCTAssertEqual(third.y - behind.y, 30, accuracy: 1)
        }
    }
}
