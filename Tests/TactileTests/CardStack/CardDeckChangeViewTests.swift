import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// Cards arriving and leaving while the stack is shown: the cards behind slide to their new
/// places, read frame by frame as drawn, and the top card withdrawn from under the real pointer
/// leaves undecided while the next comes up, told once to screen readers.
final class CardDeckChangeViewTests: XCTestCase {
    private static let newcomer = Profile(id: "eve", name: "Eve", age: 33, hobby: "Rowing", avatar: "face.png")

    func testTheCardsBehindSlideToTheirNewPlacesWithoutAJump() throws {
        try runCardStackTest(animations: true) { fixture in
            fixture.stack.springs.fling = Spring(response: 0.6, dampingFraction: 1)
            let ben = try XCTUnwrap(fixture.stack.slots.first { $0.role == .stacked(depth: 1) }?.card)
            XCTAssertEqual(ben.item?.name, "Ben")
            @MainActor func top(of card: StackCard<Profile>) -> Double? { card.translate(x: 0, y: 0, to: fixture.stack)?.y }
            let from = try XCTUnwrap(top(of: ben))
            var benPath: [Double] = [], evePath: [Double] = []
            let clock = try XCTUnwrap(fixture.stack.frameClock)
            let reading = clock.onAfterPaint { [unowned stack = fixture.stack] in
                if let y = top(of: ben) { benPath.append(y) }
                if let eve = stack.slots.first(where: { $0.card.item?.id == "eve" })?.card, let y = top(of: eve) {
                    evePath.append(y)
                }
            }
            defer { reading.disconnect() }
            XCTAssertEqual(try fixture.stack.insert(Self.newcomer, at: 1), 1)
            XCTAssertTrue(MainLoop.wait(until: { !fixture.stack.interaction.deckShift.isMoving && benPath.count > 3 }, atMost: 4))
            MainLoop.run(for: 0.1)
            let to = try XCTUnwrap(top(of: ben))
            let distance = to - from
            XCTAssertGreaterThan(distance, 10, "Ben went a place down")
            let steps = zip(benPath, benPath.dropFirst()).map { abs($1 - $0) }
            let firstStep = abs((benPath.first ?? to) - from)
            print("deck slide: \(benPath.count) frames over \(String(format: "%.1f", distance)) points,"
                  + " largest step \(String(format: "%.1f", max(firstStep, steps.max() ?? 0)))")
            XCTAssertGreaterThanOrEqual(benPath.filter { $0 > from + 1 && $0 < to - 1 }.count, 2,
                                        "drawn on its way: \(benPath)")
            XCTAssertLessThan(max(firstStep, steps.max() ?? 0), distance * 0.6, "no jump: \(from) then \(benPath)")
            let eveAt = try XCTUnwrap(evePath.last)
            XCTAssertEqual(evePath.first ?? 0, eveAt, accuracy: 1, "the new card appears in its place: \(evePath)")
            XCTAssertEqual(fixture.model.visibleCards.map(\.name), ["Ada", "Eve", "Ben"])
        }
    }

    func testTheTopCardWithdrawnWhileThePointerHoldsItLeavesAndTheNextComesUp() throws {
        try runCardStackTest(animations: true) { fixture in
            var crossings: [Decision?] = []
            fixture.stack.onThresholdCrossed = { crossings.append($0) }
            guard let start = fixture.grabPoint() else { return XCTFail("no top card") }
            let past = fixture.model.rule.commitDistance + 30
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            try ScreenInput.pointerMove(fixture.stack, x: start.x + past, y: start.y, duration: 0.3, steps: 6)
            fixture.settle()
            XCTAssertEqual(fixture.model.phase, .dragging)
            XCTAssertEqual(crossings, [.like])

            XCTAssertEqual(try fixture.stack.withdraw("p0"), .top)
            fixture.settle()
            XCTAssertEqual(crossings, [.like, nil], "the cue ends with the drag")
            XCTAssertEqual(fixture.top?.item?.name, "Ben", "the next card is on top")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Ada is no longer available. Next: Ben, 31, Salsa.")
            let told = fixture.stack.announcer.announcementCount
            // The pointer still down, moved on and let go far to the right: Ben stays, undecided.
            try ScreenInput.pointerMove(fixture.stack, x: start.x + 2 * past, y: start.y, duration: 0.2, steps: 4)
            fixture.settle()
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero, "the next card does not follow the old drag")
            try ScreenInput.pointerUp()
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertTrue(fixture.log.records.isEmpty, "a withdrawn card is never decided")
            XCTAssertNil(fixture.model.withdrawnCard)
            XCTAssertFalse(fixture.stack.slots.contains { $0.card.item?.name == "Ada" }, "Ada has left the stack")
            XCTAssertEqual(fixture.stack.announcer.announcementCount, told, "told once")
            try fixture.drag(by: Vector2(x: past, y: 0), duration: 0.3, steps: 6)
            XCTAssertEqual(fixture.log.records.map(\.itemID), ["p1"], "a new drag decides Ben")
        }
    }

    func testWithReducedMotionEveryCardIsInItsPlaceAtOnce() throws {
        try runCardStackTest(animations: false) { fixture in
            @MainActor func depths() -> [String: Double] {
                Dictionary(uniqueKeysWithValues: fixture.stack.slots.compactMap { slot in
                    slot.card.item.map { ($0.name, fixture.stack.placement(of: slot).depth) }
                })
            }
            try fixture.stack.insert(Self.newcomer, at: 1)
            fixture.settle()
            XCTAssertEqual(depths(), ["Ada": 0, "Eve": 1, "Ben": 2], "no slide: the cards are where they belong")
            XCTAssertEqual(try fixture.stack.withdraw("p0"), .top)
            fixture.settle()
            XCTAssertEqual(fixture.model.phase, .idle, "no drop to watch: the withdrawn card is gone")
            XCTAssertEqual(depths(), ["Eve": 0, "Ben": 1, "Cleo": 2])
            XCTAssertEqual(fixture.top?.item?.name, "Eve")
        }
    }

    func testARefusedDuplicateIsToldInWords() throws {
        try runCardStackTest { fixture in
            let ada = try XCTUnwrap(fixture.model.topCard)
            XCTAssertThrowsError(try fixture.stack.insert(ada)) { error in
                guard let refusal = error as? CardDeckChangeError<Profile> else { return XCTFail("\(error)") }
                XCTAssertEqual(fixture.stack.describe(refusal), "Ada is already in the deck.")
            }
            XCTAssertEqual(fixture.model.visibleCards.map(\.name), ["Ada", "Ben", "Cleo"])
        }
    }
}
