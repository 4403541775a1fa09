import Foundation
import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// Undo by pulling the card back, by the real pointer: a drag in from the edge a liked card
/// left through brings it back when let go past half way, and sends it out again when short.
final class CardPullBackViewTests: XCTestCase {
    func testPulledPastHalfWayTheCardIsBackAndTheDecisionUndone() throws {
        try runCardStackTest(animations: true) { fixture in
            var undone: [String] = []
            fixture.stack.onUndo = { undone.append($0.item.id) }
            try likeAdaThenPullBack(fixture, fraction: 0.7)
            XCTAssertEqual(fixture.top?.item?.name, "Ada", "Ada is on top again")
            XCTAssertNil(fixture.log.decision(for: "p0"), "the decision is gone from the log")
            XCTAssertTrue(fixture.model.history.isEmpty)
            XCTAssertEqual(undone, ["p0"], "told as the Undo button tells it")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Undone. Ada, 29, Bouldering is back.")
            XCTAssertEqual(fixture.stack.interaction.topOffset.value, .zero, "in its place")
            XCTAssertNil(fixture.model.departingCard)
        }
    }

    /// With animations off (reduced motion) the card jumps back out instead of flying.
    func testAShortPullSendsTheCardBackOutAndTheDecisionStays() throws {
        try runCardStackTest(animations: false) { fixture in
            var undone = 0
            fixture.stack.onUndo = { _ in undone += 1 }
            try likeAdaThenPullBack(fixture, fraction: 0.25)
            XCTAssertEqual(fixture.top?.item?.name, "Ben", "Ada stays decided")
            XCTAssertEqual(fixture.log.decision(for: "p0"), .like)
            XCTAssertEqual(undone, 0)
            XCTAssertNil(fixture.model.departingCard, "Ada's card is gone again")
            XCTAssertFalse(fixture.stack.slots.contains { $0.card.item?.name == "Ada" })
        }
    }

    /// The log refuses to undo: the toast says so, the card goes back out with its decision
    /// kept, and the toast's Try Again undoes it once the log works.
    func testAnUndoTheLogRefusesIsToldAndNothingIsLost() throws {
        try runCardStackTest { fixture in
            let log = RefusingUndoLog()
            fixture.stack.replaceModel(CardStackModel(source: fixture.source, log: log, decisions: Decision.profileDecisions))
            // The window's popup layer, as an app has it from the start.
            let host = try XCTUnwrap(PopupHost.resolve(for: fixture.stack))
            XCTAssertTrue(MainLoop.run(until: { fixture.stack.isMapped && fixture.bar.likeButton.width > 0 }))
            fixture.settle()
            MainLoop.run(for: 0.3)
            var failures: [CardStackFailure<Profile>.Action] = []
            fixture.stack.onFailure = { failures.append($0.action) }
            log.refusesUndo = true
            try likeAdaThenPullBack(fixture, fraction: 0.7)
            XCTAssertEqual(failures, [.undo(.like)])
            XCTAssertEqual(fixture.top?.item?.name, "Ben", "the card went back out")
            XCTAssertEqual(log.inner.decision(for: "p0"), .like, "the decision is kept")
            let message = "The decision on Ada could not be undone."
            XCTAssertTrue(MainLoop.wait(until: {
                BindingScheduler.shared.flush()
                return host.queue.shown.first.flatMap { host.cards[$0.id] } != nil
            }, atMost: 3), "a toast shows")
            let card = try XCTUnwrap(host.queue.shown.first.flatMap { host.cards[$0.id] })
            let toast = descendants(of: card)
            XCTAssertTrue(toast.contains { ($0 as? Label)?.text.hasPrefix(message) == true }, "the toast says why")
            let tryAgain = try XCTUnwrap(toast.compactMap { $0 as? Button }.first { $0.label == "_Try Again" })
            log.refusesUndo = false
            XCTAssertTrue(MainLoop.run(until: { tryAgain.width > 0 }))
            try ScreenInput.click(tryAgain)
            XCTAssertTrue(fixture.waitUntilIdle())
            fixture.settle()
            XCTAssertEqual(fixture.top?.item?.name, "Ada", "Try Again undoes it")
            XCTAssertNil(log.inner.decision(for: "p0"))
        }
    }

    func testWithTheOptionOffADragFromTheEdgeDoesNothing() throws {
        try runCardStackTest { fixture in
            try ScreenInput.click(fixture.bar.likeButton)
            XCTAssertTrue(fixture.waitUntilIdle())
            let width = Double(fixture.stack.width), height = Double(fixture.stack.height)
            try ScreenInput.drag(fixture.stack, from: (width - 8, height / 3), to: (width / 3, height / 3),
                                 duration: 0.3, steps: 6, hold: 0.2)
            fixture.settle()
            XCTAssertEqual(fixture.log.decision(for: "p0"), .like)
            XCTAssertEqual(fixture.top?.item?.name, "Ben")
        }
    }
}

/// Likes Ada by the button, then presses in the strip along the right edge and pulls
/// `fraction` of the way back, holding still before letting go.
@MainActor
private func likeAdaThenPullBack(_ fixture: CardStackFixture, fraction: Double) throws {
    fixture.stack.undoByPullingBack = true
    try ScreenInput.click(fixture.bar.likeButton)
    XCTAssertTrue(fixture.waitUntilIdle())
    XCTAssertEqual(fixture.top?.item?.name, "Ben")
    let width = Double(fixture.stack.width), height = Double(fixture.stack.height)
    let travel = (width + fixture.model.rule.cardWidth) / 2
    let start = (x: width - 8, y: height / 3)
    try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
    try ScreenInput.pointerMove(fixture.stack, x: start.x - travel * fraction, y: start.y,
                                duration: 0.4, steps: 8)
    fixture.settle()
    XCTAssertEqual(fixture.model.phase, .pullingBack(.like))
    XCTAssertEqual(fixture.stack.slots.last?.card.item?.name, "Ada", "Ada's card is drawn above the stack")
    XCTAssertEqual(fixture.stack.interaction.departingOffset.value.x, travel * (1 - fraction), accuracy: 2,
                   "the card follows the pointer in")
    XCTAssertGreaterThan(fixture.stack.placement(of: fixture.stack.slots[fixture.stack.slots.count - 1]).degrees, 0,
                         "tilted as a card dragged right")
    XCTAssertEqual(fixture.model.history.map(\.decision), [.like], "the decision stands while the card is held")
    MainLoop.run(for: 0.2)
    try ScreenInput.pointerUp()
    BindingScheduler.shared.flush()
    XCTAssertTrue(fixture.waitUntilIdle())
    fixture.settle()
}

/// A decision log whose undo fails while `refusesUndo` is set, as a full disk would.
private final class RefusingUndoLog: DecisionLog {
    struct Refused: Error {}
    let inner = InMemoryDecisionLog<Profile.ID>()
    var refusesUndo = false

    func record(_ decision: Decision, for itemID: Profile.ID, at date: Date) throws -> DecisionRecord<Profile.ID> {
        try inner.record(decision, for: itemID, at: date)
    }

    func undo(_ record: DecisionRecord<Profile.ID>) throws {
        if refusesUndo { throw Refused() }
        try inner.undo(record)
    }

    func replace(_ record: DecisionRecord<Profile.ID>, with decision: Decision,
                 at date: Date) throws -> DecisionRecord<Profile.ID> {
        if refusesUndo { throw Refused() }
        return try inner.replace(record, with: decision, at: date)
    }
}
