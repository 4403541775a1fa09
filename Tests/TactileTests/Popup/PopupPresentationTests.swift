@testable import Tactile
import XCTest

/// The tutorial's popup: presented from a binding, sliding in from the
/// bottom, placed from measured sizes, dismissed by a tap.
final class PopupPresentationTests: XCTestCase {
    func testBindingShowsPopupCentredAndAgainAfterResize() {
        runPopupTest(animations: false, width: 600, height: 400) { fixture in
            let model = PopupTestModel()
            fixture.trigger.popup(isPresented: Bindable(model).isShown, options: .tutorial) { fixedLabel("Hello") }
            XCTAssertTrue(fixture.host.cards.isEmpty)

            model.isShown = true
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no popup shown") }
            XCTAssertTrue(card.isMapped)
            let rect = card.restingRect
            XCTAssertGreaterThan(rect.width, 200, "content plus the card's padding")
            XCTAssertGreaterThan(rect.height, 80)
            XCTAssertEqual(rect.x, ((600 - rect.width) / 2).rounded())
            XCTAssertEqual(rect.y, ((400 - rect.height) / 2).rounded())
            XCTAssertEqual(card.currentOffset, .zero)
            // Drawn where it was placed (GTK measures from inside the padding).
            let inset = (fixture.drawnOrigin(of: card)?.x ?? -1) - rect.x
            XCTAssertGreaterThanOrEqual(inset, 0)

            fixture.window.setDefaultSize(width: 900, height: 300)
            XCTAssertTrue(MainLoop.run(until: { fixture.host.width == 900 && fixture.host.height == 300 }))
            XCTAssertEqual(card.restingRect.width, rect.width, "the same content keeps its size")
            XCTAssertEqual(card.restingRect.x, ((900 - rect.width) / 2).rounded())
            XCTAssertEqual(card.restingRect.y, ((300 - rect.height) / 2).rounded())
            XCTAssertEqual(fixture.drawnOrigin(of: card)?.x, card.restingRect.x + inset)
        }
    }

    func testEveryWayToPresentDefaultsToTheSameOptions() {
        runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            fixture.trigger.popup(isPresented: Bindable(model).isShown) { fixedLabel("Bound") }
            model.isShown = true
            XCTAssertTrue(fixture.settle())
            let bound = fixture.host.queue.shown.first?.options
            let direct = fixture.host.present(fixedLabel("Direct"))
            let queued = fixture.host.queue.present(PopupContent(fixedLabel("Queued")))
            let options = [bound, fixture.host.queue.popup(direct)?.options, fixture.host.queue.popup(queued)?.options]
            XCTAssertEqual(options, Array(repeating: PopupOptions(), count: 3), "bound, hosted and queued alike")
        }
    }

    func testPopupSlidesInFromTheBottomWithEaseOutAndOutAgain() {
        runPopupTest(animations: true, width: 600, height: 400) { fixture in
            let model = PopupTestModel()
            fixture.trigger.popup(isPresented: Bindable(model).isShown, options: .tutorial) { fixedLabel("Hello") }
            model.isShown = true
            XCTAssertTrue(MainLoop.run(until: { fixture.shownCard?.isMapped == true }))
            guard let card = fixture.shownCard else { return XCTFail("no popup shown") }

            MainLoop.run(until: { card.restingRect.height > 0 })
            var offsets: [Double] = []
            let start = ProcessInfo.processInfo.systemUptime
            MainLoop.run(until: {
                offsets.append(card.currentOffset.y)
                return card.isAtRest
            })
            let duration = ProcessInfo.processInfo.systemUptime - start
            XCTAssertEqual(card.currentOffset, .zero)
            XCTAssertGreaterThan(offsets.first ?? 0, 100, "starts below its resting place")
            XCTAssertLessThanOrEqual(offsets.first ?? 0, 400 - card.restingRect.y)
            XCTAssertEqual(offsets, offsets.sorted(by: >), "moves up only: an ease-out, no overshoot")
            XCTAssertEqual(duration, 0.3, accuracy: 0.15, "the tutorial's 0.3 s")

            model.isShown = false
            MainLoop.run(until: { card.isLeaving })
            var leaving: [Double] = []
            MainLoop.run(until: {
                leaving.append(card.currentOffset.y)
                return card.parent == nil
            })
            XCTAssertNil(card.parent, "removed once it has slid out")
            XCTAssertEqual(leaving, leaving.sorted(), "slides down and out")
            XCTAssertGreaterThan(leaving.last ?? 0, 100)
        }
    }

    func testTapOnPopupDismissesAndResetsBinding() throws {
        try runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            var reasons: [PopupDismissReason] = []
            guard let card = fixture.showThroughBinding(model, onDismiss: { reasons.append($0) },
                                                        content: { fixedLabel("Tap me") }) else {
                return XCTFail("no popup shown")
            }

            try fixture.tap(card)
            XCTAssertFalse(model.isShown, "the binding is set back")
            XCTAssertEqual(reasons, [.tapInside])
            XCTAssertTrue(MainLoop.run(until: { fixture.host.cards.isEmpty }))
            XCTAssertFalse(card.isVisible, "gone from sight")
            // A popup that had the focus is kept a moment for screen readers, then removed.
            XCTAssertTrue(MainLoop.run(until: { card.parent == nil }, timeout: 4))

            // And it presents again from the same binding.
            model.isShown = true
            XCTAssertTrue(fixture.settle())
            XCTAssertNotNil(fixture.shownCard)
        }
    }

    func testTapOutsideDismissesOnlyWhenAskedAndBackdropBlocksWhenTapsDoNotPass() {
        runPopupTest(animations: false) { fixture in
            let model = PopupTestModel()
            var reasons: [PopupDismissReason] = []
            let options = PopupOptions.tutorial.closeOnTapOutside(true)
                .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.4)).allowsTapsThrough(false)
            guard let card = fixture.showThroughBinding(model, options: options, onDismiss: { reasons.append($0) },
                                                        content: { fixedLabel("Outside") }) else {
                return XCTFail("no popup shown")
            }
            let backdrop = fixture.host.children.first { $0 is PopupBackdrop }
            XCTAssertEqual(backdrop?.canTarget, true, "taps do not pass through")
            XCTAssertEqual(backdrop?.opacity, 1)

            let rect = card.restingRect
            fixture.host.tapOutside(x: rect.x + 5, y: rect.y + 5)
            XCTAssertTrue(model.isShown, "a press on the popup is not outside")
            fixture.host.tapOutside(x: 3, y: 3)
            XCTAssertFalse(model.isShown)
            XCTAssertEqual(reasons, [.tapOutside])
            fixture.settle()
            XCTAssertEqual(backdrop?.canTarget, false, "no popup: taps reach the content")
        }
    }
}
