import GtkTestSupport
@testable import Tactile
import XCTest

/// Auto-hide with its pauses, and drag to dismiss, by the real pointer.
final class PopupGestureTests: XCTestCase {
    func testAutohideFiresAndPausesWhileHoveredOrPressed() throws {
        try runPopupTest(animations: false) { fixture in
            try ScreenInput.parkPointer()
            var reasons: [PopupDismissReason] = []
            // Long enough that the pointer reaches it first on a busy machine; each pause below
            // outlasts it, so only the pause keeps it shown.
            let autohide = 1.0
            let options = PopupOptions().kind(.toast).closeOnTap(false).autohide(after: .milliseconds(Int(autohide * 1000)))
            let presented = ProcessInfo.processInfo.systemUptime
            fixture.host.present(fixedLabel("Saved"), options: options) { reasons.append($0) }
            fixture.settle()
            guard let card = fixture.shownCard else { return XCTFail("no toast shown") }
            let middle = (x: Double(card.width) / 2, y: Double(card.height) / 2)

            try ScreenInput.pointerMove(card, x: middle.x, y: middle.y, duration: 0.02, steps: 1)
            let countedBeforeHover = ProcessInfo.processInfo.systemUptime - presented
            MainLoop.run(for: autohide + 0.2)
            XCTAssertEqual(fixture.host.queue.shown.count, 1, "paused while the pointer is on it")

            // Held down as well: still paused, and it counts on once let go and left.
            try ScreenInput.pointerDown(card, x: middle.x, y: middle.y)
            MainLoop.run(for: autohide + 0.2)
            XCTAssertEqual(fixture.host.queue.shown.count, 1, "paused while pressed")
            try ScreenInput.pointerUp()
            try ScreenInput.parkPointer()

            let released = ProcessInfo.processInfo.systemUptime
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: autohide + 2))
            XCTAssertEqual(reasons, [.autohide])
            XCTAssertEqual(ProcessInfo.processInfo.systemUptime - released, autohide - countedBeforeHover, accuracy: 0.15,
                           "the countdown resumes where it paused")
        }
    }

    func testAutohideCountsFromWhenThePopupAppears() {
        runPopupTest(animations: false) { fixture in
            let long = fixture.host.present(fixedLabel("Long"), options: PopupOptions().kind(.toast)
                .position(.top).autohide(after: .seconds(2)))
            MainLoop.run(for: 0.3)
            var shortHidden = false
            fixture.host.present(fixedLabel("Short"), options: PopupOptions().kind(.toast)
                .autohide(after: .milliseconds(300))) { _ in shortHidden = true }
            MainLoop.run(for: 0.15)
            XCTAssertFalse(shortHidden, "not charged for the time before it appeared")
            XCTAssertTrue(MainLoop.wait(until: { shortHidden }, atMost: 1))
            XCTAssertTrue(fixture.host.queue.isShown(long))
        }
    }

    func testDragPastThresholdDismissesAndShortDragSpringsBack() throws {
        try runPopupTest(animations: true) { fixture in
            var reasons: [PopupDismissReason] = []
            let options = PopupOptions().kind(.floater()).dragToDismiss(true, distance: 80)
            fixture.host.present(fixedLabel("Sheet"), options: options) { reasons.append($0) }
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no floater shown") }
            let middle = (x: Double(card.width) / 2, y: Double(card.height) / 2)

            // Short and slow: it follows the pointer, then springs back.
            try ScreenInput.pointerDown(card, x: middle.x, y: middle.y)
            try ScreenInput.pointerMove(card, x: middle.x, y: middle.y + 40, duration: 0.3, steps: 8)
            XCTAssertTrue(MainLoop.wait(until: { abs(card.currentOffset.y - 40) < 1 }, atMost: 1),
                          "follows the pointer: \(card.currentOffset.y)")
            MainLoop.run(for: 0.2)
            try ScreenInput.pointerUp()
            XCTAssertTrue(reasons.isEmpty)
            XCTAssertTrue(MainLoop.wait(until: { card.currentOffset == .zero && card.isAtRest }, atMost: 2), "springs back")

            // Upwards, away from its edge: resisted, and not dismissed.
            try ScreenInput.drag(card, from: middle, to: (middle.x, middle.y - 100), duration: 0.3, hold: 0.2)
            XCTAssertTrue(reasons.isEmpty)
            XCTAssertTrue(MainLoop.wait(until: { card.isAtRest }, atMost: 2))

            try ScreenInput.pointerDown(card, x: middle.x, y: middle.y)
            try ScreenInput.pointerMove(card, x: middle.x, y: middle.y - 100, duration: 0.3, steps: 8)
            MainLoop.wait(until: { card.currentOffset.y < 0 }, atMost: 1)
            XCTAssertLessThan(card.currentOffset.y, 0)
            XCTAssertGreaterThan(card.currentOffset.y, -30, "resisted")
            try ScreenInput.pointerUp()
            XCTAssertTrue(MainLoop.wait(until: { card.currentOffset == .zero && card.isAtRest }, atMost: 2))

            // Short but flicked: the release velocity carries its projected end past the distance.
            try ScreenInput.drag(card, from: middle, to: (middle.x, middle.y + 30), duration: 0.03, steps: 3)
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: 1))
            XCTAssertEqual(reasons, [.drag])
            XCTAssertTrue(MainLoop.wait(until: { card.parent == nil }, atMost: 2))
        }
    }

    func testLongDragDismissesTowardsItsOwnEdge() throws {
        try runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            let options = PopupOptions().kind(.toast).position(.top).dragToDismiss(true, distance: 60)
            guard let card = fixture.showThroughBinding(model, options: options, content: { fixedLabel("Top", height: 160) }) else {
                return XCTFail("no toast shown")
            }
            let middle = (x: Double(card.width) / 2, y: Double(card.height) / 2)
            try ScreenInput.drag(card, from: middle, to: (middle.x, middle.y + 70), duration: 0.3, hold: 0.2)
            XCTAssertTrue(MainLoop.wait(until: { card.isAtRest }, atMost: 2))
            XCTAssertTrue(model.isShown, "a top popup leaves upwards, not down")

            try ScreenInput.drag(card, from: middle, to: (middle.x, middle.y - 70), duration: 0.3, hold: 0.2)
            XCTAssertTrue(MainLoop.wait(until: { !model.isShown }, atMost: 1))
            XCTAssertEqual(card.transition, .edge(.top))
        }
    }
}
