import GtkTestSupport
@testable import Tactile
import XCTest

/// `onDidDismiss`: after `onDismiss`, once the popup's leaving animation is over and nothing of
/// it shows, whatever dismissed it; at once when it never showed.
final class PopupDidDismissTests: XCTestCase {
    /// What the handlers saw, in order: the event, the reason, and whether the popup's card was
    /// still on screen (in the host and drawn) then.
    @MainActor
    final class Events {
        var seen: [(event: String, reason: PopupDismissReason, cardOnScreen: Bool)] = []
        var times: [String: Double] = [:]

        func record(_ event: String, _ reason: PopupDismissReason, in host: PopupHost) {
            let onScreen = host.cards.values.contains { $0.isVisible && $0.parent != nil && $0.revealProgress > 0 }
            seen.append((event, reason, onScreen))
            times[event] = ProcessInfo.processInfo.systemUptime
        }

        var events: [String] { seen.map { "\($0.event) \($0.reason)" } }
    }

    func testAfterATapOutsideItWaitsForTheSlideOut() throws {
        try runPopupTest(animations: true) { fixture in
            try ScreenInput.focus(fixture.window)
            let model = PopupTestModel(), events = Events(), host = fixture.host
            fixture.trigger.popup(isPresented: Bindable(model).isShown,
                                  options: PopupOptions().kind(.floater()).closeOnTapOutside(true),
                                  onDismiss: { events.record("dismiss", $0, in: host) }) {
                fixedLabel("Hello")
            } onDidDismiss: {
                events.record("didDismiss", $0, in: host)
            }
            model.isShown = true
            XCTAssertTrue(fixture.settle())
            guard let card = fixture.shownCard else { return XCTFail("no popup shown") }
            try ScreenInput.click(fixture.host, x: Double(fixture.host.width) - 10, y: Double(fixture.host.height) - 10)
            XCTAssertTrue(MainLoop.wait(until: { !events.seen.isEmpty }, atMost: 2), "the tap dismissed it")
            XCTAssertEqual(events.events, ["dismiss tapOutside"], "the did-dismiss waits")
            XCTAssertEqual(events.seen.first?.cardOnScreen, true, "onDismiss runs as it starts to leave")
            XCTAssertFalse(model.isShown)
            XCTAssertTrue(MainLoop.wait(until: { events.seen.count == 2 }, atMost: 3), "gone in the end")
            XCTAssertEqual(events.events, ["dismiss tapOutside", "didDismiss tapOutside"])
            XCTAssertEqual(events.seen.last?.cardOnScreen, false, "nothing of it shows by then")
            XCTAssertTrue(card.hasLeft)
            XCTAssertNil(fixture.host.cards[card.id])
            XCTAssertGreaterThan((events.times["didDismiss"] ?? 0) - (events.times["dismiss"] ?? 0), 0.05,
                                 "after the leaving animation, not with the dismissal")
            MainLoop.run(for: 0.3)
            XCTAssertEqual(events.seen.count, 2, "once")

            // Shown again from the binding, and dismissed by code (the binding set back): again once.
            model.isShown = true
            XCTAssertTrue(fixture.settle())
            model.isShown = false
            XCTAssertTrue(MainLoop.wait(until: { events.seen.count == 4 }, atMost: 3))
            XCTAssertEqual(events.events.suffix(2), ["dismiss programmatic", "didDismiss programmatic"])
            XCTAssertEqual(events.seen.last?.cardOnScreen, false)
        }
    }

    func testWithReducedMotionEveryRouteEndsInOneDidDismiss() throws {
        try runPopupTest(animations: false) { fixture in
            try ScreenInput.focus(fixture.window)
            try ScreenInput.parkPointer()
            let events = Events(), host = fixture.host
            @MainActor func present(_ text: String, _ options: PopupOptions) -> PopupCard? {
                let id = host.present(fixedLabel(text), options: options) { events.record("dismiss", $0, in: host) }
                XCTAssertTrue(host.onDidDismiss(id) { events.record("didDismiss", $0, in: host) })
                fixture.settle()
                return fixture.shownCard
            }
            @MainActor func expect(_ reason: PopupDismissReason, line: UInt = #line) {
                XCTAssertTrue(MainLoop.wait(until: { events.seen.count == 2 }, atMost: 3), "gone", line: line)
                MainLoop.run(for: 0.1)
                XCTAssertEqual(events.events, ["dismiss \(reason)", "didDismiss \(reason)"], line: line)
                XCTAssertEqual(events.seen.last?.cardOnScreen, false, "nothing shows by then", line: line)
                XCTAssertTrue(host.cards.isEmpty, line: line)
                events.seen = []
            }

            _ = present("Modal", PopupOptions.tutorial.closeOnTap(false))
            try ScreenInput.press("Escape")
            expect(.escape)

            guard let tapped = present("Tap", PopupOptions().kind(.floater()).closeOnTap(true)) else { return XCTFail("not shown") }
            try fixture.tap(tapped)
            expect(.tapInside)

            guard let dragged = present("Drag", PopupOptions().kind(.toast).dragToDismiss(true, distance: 40)) else {
                return XCTFail("not shown")
            }
            let middle = (x: Double(dragged.width) / 2, y: Double(dragged.height) / 2)
            try ScreenInput.drag(dragged, from: middle, to: (middle.x, middle.y + 90), duration: 0.2, hold: 0.1)
            expect(.drag)

            _ = present("Saved", PopupOptions().kind(.toast).closeOnTap(false).autohide(after: .milliseconds(200)))
            expect(.autohide)
        }
    }

    func testAPopupDismissedBeforeItShowedIsGoneAtOnce() {
        runPopupTest(animations: true) { fixture in
            let events = Events(), host = fixture.host
            let options = PopupOptions().kind(.toast)
            host.present(fixedLabel("First"), options: options)
            let waiting = host.present(fixedLabel("Second"), options: options)
            host.onDidDismiss(waiting) { events.record("didDismiss", $0, in: host) }
            XCTAssertTrue(fixture.settle())
            XCTAssertFalse(host.queue.isShown(waiting), "it waits behind the first")
            XCTAssertTrue(host.dismiss(waiting))
            XCTAssertEqual(events.events, ["didDismiss programmatic"], "never shown: gone at once")
            XCTAssertFalse(host.onDidDismiss(waiting) { _ in XCTFail("a popup already gone") })
        }
    }

    func testTheHandlersAreLetGoOnceRun() {
        runPopupTest(animations: false) { fixture in
            final class Token {}
            weak var captured: Token?
            var ran = 0
            do {
                let token = Token()
                captured = token
                let id = fixture.host.present(fixedLabel("Hi"), options: PopupOptions().kind(.toast))
                fixture.host.onDidDismiss(id) { _ in withExtendedLifetime(token) { ran += 1 } }
            }
            fixture.settle()
            fixture.host.dismissAll()
            XCTAssertTrue(MainLoop.wait(until: { ran == 1 }, atMost: 2))
            MainLoop.drain()
            XCTAssertNil(captured, "the handler and what it holds are released")
        }
    }
}
