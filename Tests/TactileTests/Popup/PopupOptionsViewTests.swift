import GtkTestSupport
@testable import Tactile
import XCTest

/// The options beyond the anchors on screen, by the real pointer and keys: a sheet whose list
/// scrolls without fighting its drag, its detents and handle; a toast's action and its title
/// changed in place; a popup growing from its centre; one that refuses a tap before its time.
final class PopupOptionsViewTests: XCTestCase {
    func testASheetsListScrollsWithoutClosingItAndADragFromItsTopDoes() throws {
        try runPopupTest(animations: false, width: 600, height: 400) { fixture in
            var reasons: [PopupDismissReason] = []
            let content = sheetContent()
            fixture.host.present(content.box, options: sheetOptions) { reasons.append($0) }
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no sheet shown") }
            XCTAssertEqual(card.restingRect.height, 200, "opens at its first detent, half the host")
            XCTAssertEqual(top(of: card), 200, "on the bottom edge")
            XCTAssertEqual(card.accessibleRole, .dialog)

            let list = content.scroller
            try ScreenInput.scroll(list, x: 100, y: 60, steps: 5)
            XCTAssertTrue(MainLoop.wait(until: { list.verticalScrollOffset > 40 }, atMost: 2), "the wheel scrolls the list")
            // Down on a scrolled list: the list's drag, not the sheet's.
            try ScreenInput.drag(list, from: (100, 40), to: (100, 190), duration: 0.4)
            MainLoop.run(for: 0.3)
            XCTAssertTrue(reasons.isEmpty, "a drag on the scrolled list must not close the sheet")
            XCTAssertEqual(card.restingRect.height, 200)
            XCTAssertEqual(top(of: card), 200, "the sheet did not move")

            try ScreenInput.scroll(list, x: 100, y: 60, steps: -20)
            XCTAssertTrue(MainLoop.wait(until: { list.verticalScrollOffset == 0 }, atMost: 2), "back at the list's top")
            try ScreenInput.drag(list, from: (100, 40), to: (100, 190), duration: 0.4)
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: 2), "from the top, a drag down closes it")
            XCTAssertEqual(reasons, [.drag])
        }
    }

    func testADragUpGrowsTheSheetToItsNextDetentAndTheHandleSteps() throws {
        try runPopupTest(animations: true, width: 600, height: 400) { fixture in
            let content = sheetContent()
            fixture.host.present(content.box, options: sheetOptions)
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no sheet shown") }
            // By the handle, upwards 130 points and let go nearer the tall detent (360).
            try ScreenInput.drag(content.handle, from: (20, 5), to: (20, -125), duration: 0.5, hold: 0.2)
            XCTAssertTrue(MainLoop.wait(until: { card.isAtRest && card.restingRect.height == 360 }, atMost: 3),
                          "rests at 90 %: \(card.restingRect)")
            XCTAssertEqual(top(of: card), 40)

            // The handle clicked: back to the lowest after the tallest.
            try ScreenInput.click(content.handle)
            XCTAssertTrue(MainLoop.wait(until: { card.isAtRest && card.restingRect.height == 200 }, atMost: 3),
                          "\(card.restingRect)")
            // And by key: the focus is in the modal sheet; Space on the handle steps up.
            content.handle.grabFocus()
            try ScreenInput.press("space")
            XCTAssertTrue(MainLoop.wait(until: { card.isAtRest && card.restingRect.height == 360 }, atMost: 3),
                          "\(card.restingRect)")
        }
    }

    func testAToastsActionRunsClosesItAndItsTitleChangesInPlace() throws {
        try runPopupTest(animations: false) { fixture in
            try ScreenInput.parkPointer()
            var undone = 0
            var reasons: [PopupDismissReason] = []
            let toast = PopupToast(title: "1 profile archived", actionLabel: "Undo") { undone += 1 }
            fixture.host.present(toast, options: .toast) { reasons.append($0) }
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no toast shown") }
            XCTAssertEqual(card.accessibleName, "1 profile archived")
            XCTAssertTrue(card.canFocus, "a toast with an action is in the focus chain")

            let remaining = fixture.host.queue.popup(card.id)?.remainingAutohide
            toast.title = "2 profiles archived"
            MainLoop.drain()
            XCTAssertTrue(fixture.shownCard === card, "the same toast, updated in place")
            XCTAssertEqual(card.accessibleName, "2 profiles archived", "screen readers get the new title")
            XCTAssertLessThanOrEqual(fixture.host.queue.popup(card.id)?.remainingAutohide ?? .zero, remaining ?? .zero,
                                     "its countdown carries on")

            guard let undo = toast.children.first?.children.last as? Button else { return XCTFail("no action button") }
            XCTAssertEqual(undo.label, "Undo")
            try ScreenInput.click(undo)
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: 2))
            XCTAssertEqual(undone, 1)
            XCTAssertEqual(reasons, [.action])
        }
    }

    func testAPlainToastStaysOutOfTheFocusChainAndTimeoutZeroKeepsIt() {
        runPopupTest(animations: false) { fixture in
            fixture.host.present(PopupToast(title: "Offline"), options: PopupOptions.toast.autohide(after: .zero))
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no toast shown") }
            XCTAssertFalse(card.canFocus)
            XCTAssertNil(fixture.host.queue.timeUntilNextAutohide, "nothing counts down")
        }
    }

    func testCentreScaleGrowsFromTheMiddleAndReducedMotionFades() {
        runPopupTest(animations: true) { fixture in
            let options = PopupOptions().appearFrom(.centerScale).animation(.easeOut(.cubic, duration: .milliseconds(600)))
            fixture.host.present(fixedLabel("Grown", width: 200, height: 100), options: options)
            MainLoop.wait(until: { !fixture.host.cards.isEmpty }, atMost: 1)
            guard let card = fixture.host.cards.values.first else { return XCTFail("no popup") }
            // Part way in: smaller than at rest, around the same centre, partly transparent.
            XCTAssertTrue(MainLoop.wait(until: { card.revealProgress > 0.2 && card.revealProgress < 0.8 }, atMost: 2))
            let rect = card.restingRect
            guard let topLeft = fixture.drawnOrigin(of: card),
                  let bottomRight = card.translate(x: Double(card.width), y: Double(card.height), to: fixture.host)
            else { return XCTFail("not placed") }
            XCTAssertLessThan(bottomRight.x - topLeft.x, Double(card.width) - 10, "drawn smaller than its size")
            XCTAssertEqual((topLeft.x + bottomRight.x) / 2, rect.x + rect.width / 2, accuracy: 1)
            XCTAssertEqual((topLeft.y + bottomRight.y) / 2, rect.y + rect.height / 2, accuracy: 1)
            XCTAssertLessThan(card.opacity, 1)
            XCTAssertTrue(fixture.settle())
            let restingLeft = fixture.drawnOrigin(of: card)?.x ?? 0
            let restingRight = card.translate(x: Double(card.width), y: 0, to: fixture.host)?.x ?? 0
            XCTAssertEqual(restingRight - restingLeft, Double(card.width), accuracy: 0.5, "at rest, its full size")
            XCTAssertEqual(card.opacity, 1)
        }
        runPopupTest(animations: false) { fixture in
            fixture.host.present(fixedLabel("Grown"), options: PopupOptions().appearFrom(.centerScale))
            MainLoop.wait(until: { !fixture.host.cards.isEmpty }, atMost: 1)
            guard let card = fixture.host.cards.values.first else { return XCTFail("no popup") }
            XCTAssertEqual(card.interaction.revealStyle, .fade, "reduced motion: a fade in place, no scaling")
        }
    }

    func testALockedPopupRefusesATapAndEscapeUntilItsTime() throws {
        try runPopupTest(animations: false) { fixture in
            var reasons: [PopupDismissReason] = []
            fixture.host.present(fixedLabel("Terms"), options: PopupOptions().dismissibleIn(.milliseconds(800))) {
                reasons.append($0)
            }
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no popup") }
            try fixture.tap(card)
            try ScreenInput.press("Escape")
            MainLoop.run(for: 0.2)
            XCTAssertTrue(reasons.isEmpty, "refused inside its time")
            MainLoop.run(for: 0.8)
            try fixture.tap(card)
            XCTAssertTrue(MainLoop.wait(until: { !reasons.isEmpty }, atMost: 2))
            XCTAssertEqual(reasons, [.tapInside])
        }
    }
}

/// Where the card's top edge is drawn in its host: its place plus its slide and drag.
@MainActor
private func top(of card: PopupCard) -> Double { card.restingRect.y + card.currentOffset.y }

/// A sheet holding a handle over a list of forty rows in a scroller.
@MainActor
private func sheetContent() -> (box: Box, handle: PopupSheetHandle, scroller: ScrolledWindow) {
    let box = Box(.vertical, spacing: 4)
    let handle = PopupSheetHandle()
    box.append(handle)
    let list = Box(.vertical, spacing: 0)
    for number in 1...40 { list.append(fixedLabel("Row \(number)", width: 200, height: 30)) }
    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.child = list
    box.append(scroller)
    return (box, handle, scroller)
}

private let sheetOptions = PopupOptions().kind(.sheet).detents([.medium, .large]).closeOnTap(false)
    .dragToDismiss(true, distance: 80)

