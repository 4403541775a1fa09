@testable import Tactile
import XCTest

/// Auto-hide with its pauses, and drag to dismiss.
final class PopupGestureTests: XCTestCase {
    func testAutohideFiresAndPausesWhileHoveredOrPressed() {
        runPopupTest(animations: false) { fixture in
            var reasons: [PopupDismissReason] = []
            let options = PopupOptions().kind(.toast).autohide(after: .milliseconds(250))
            let presented = PopupAutohideClock.now()
            fixture.host.present(fixedLabel("Saved"), options: options) { reasons.append($0) }
            fixture.settle()
            guard let card = fixture.shownCard else { return XCTFail("no toast shown") }

            let countedBeforeHover = PopupAutohideClock.now() - presented
            fixture.host.setInteraction(.hovered, true, for: card)
            MainLoop.run(for: 0.45)
            XCTAssertEqual(fixture.host.queue.shown.count, 1, "paused while hovered")
            fixture.host.setInteraction(.hovered, false, for: card)

            card.handleDragBegin() // a press
            MainLoop.run(for: 0.45)
            XCTAssertEqual(fixture.host.queue.shown.count, 1, "paused while pressed")
            card.handleDragEnd(.zero, velocity: .zero)

            let released = PopupAutohideClock.now()
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: 2))
            XCTAssertEqual(reasons, [.autohide])
            XCTAssertEqual(PopupAutohideClock.now() - released, 0.25 - countedBeforeHover, accuracy: 0.08,
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

    func testDragPastThresholdDismissesAndShortDragSpringsBack() {
        runPopupTest(animations: true) { fixture in
            var reasons: [PopupDismissReason] = []
            let options = PopupOptions().kind(.floater()).dragToDismiss(true, distance: 80)
            fixture.host.present(fixedLabel("Sheet"), options: options) { reasons.append($0) }
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no floater shown") }

            // Short and slow: springs back.
            card.handleDragBegin()
            card.handleDragUpdate(Vector2(x: 0, y: 40))
            MainLoop.wait(until: { card.currentOffset.y == 40 }, atMost: 1)
            XCTAssertEqual(card.currentOffset.y, 40, "follows the finger")
            card.handleDragEnd(Vector2(x: 0, y: 40), velocity: .zero)
            XCTAssertTrue(reasons.isEmpty)
            XCTAssertTrue(MainLoop.wait(until: { card.currentOffset == .zero }, atMost: 2), "springs back")

            // Upwards, away from its edge: resisted.
            card.handleDragBegin()
            card.handleDragUpdate(Vector2(x: 0, y: -100))
            MainLoop.wait(until: { card.currentOffset.y < 0 }, atMost: 1)
            XCTAssertGreaterThan(card.currentOffset.y, -30)
            card.handleDragEnd(Vector2(x: 0, y: -100), velocity: .zero)
            XCTAssertTrue(reasons.isEmpty)

            // Short but flicked: the release velocity carries it past the distance.
            MainLoop.wait(until: { card.currentOffset == .zero }, atMost: 2)
            card.handleDragBegin()
            card.handleDragUpdate(Vector2(x: 0, y: 30))
            card.handleDragEnd(Vector2(x: 0, y: 30), velocity: Vector2(x: 0, y: 1200))
            XCTAssertEqual(reasons, [.drag])
            XCTAssertTrue(MainLoop.wait(until: { card.parent == nil }, atMost: 2))
        }
    }

    func testLongDragDismisses() {
        runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            let options = PopupOptions().kind(.toast).position(.top).dragToDismiss(true, distance: 60)
            guard let card = fixture.showThroughBinding(model, options: options, content: { fixedLabel("Top") }) else {
                return XCTFail("no toast shown")
            }
            card.handleDragBegin()
            card.handleDragUpdate(Vector2(x: 0, y: 70))
            card.handleDragEnd(Vector2(x: 0, y: 70), velocity: .zero)
            XCTAssertTrue(model.isShown, "a top popup leaves upwards, not down")
            card.handleDragBegin()
            card.handleDragUpdate(Vector2(x: 0, y: -70))
            card.handleDragEnd(Vector2(x: 0, y: -70), velocity: .zero)
            XCTAssertFalse(model.isShown)
            XCTAssertEqual(card.leaveEdge, .top)
        }
    }
}
