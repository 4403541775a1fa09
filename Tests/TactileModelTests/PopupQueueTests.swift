import SharedTestSupport
import Testing
@testable import TactileModel

@MainActor
@Suite("Popup queue")
struct PopupQueueTests {
    let toast = PopupOptions().kind(.toast)

    @Test func onePopupPerSlotTheRestWaitInOrder() {
        let queue = PopupQueue<String>()
        let first = queue.present("first", options: toast)
        let second = queue.present("second", options: toast)
        let centred = queue.present("centred")
        #expect(queue.shown.map(\.content) == ["first", "centred"])
        #expect(queue.waiting.map(\.content) == ["second"])
        queue.dismiss(first)
        #expect(queue.shownPopup(in: .bottom)?.id == second)
        #expect(queue.waiting.isEmpty)
        #expect(queue.isShown(centred))
    }

    @Test func higherPriorityWaitsAheadAndHighPreempts() {
        let queue = PopupQueue<String>()
        let normal = queue.present("normal", options: toast)
        queue.present("low", options: toast.priority(.low))
        queue.present("normal 2", options: toast)
        #expect(queue.waiting.map(\.content) == ["normal 2", "low"])
        let urgent = queue.present("urgent", options: toast.priority(.high))
        #expect(queue.shownPopup(in: .bottom)?.id == urgent, "a higher priority takes the slot at once")
        #expect(queue.waiting.map(\.content) == ["normal", "normal 2", "low"], "the displaced one waits first")
        queue.dismiss(urgent)
        #expect(queue.shownPopup(in: .bottom)?.id == normal)
    }

    @Test func equalPriorityDoesNotPreempt() {
        let queue = PopupQueue<String>()
        let shown = queue.present("a", options: toast.priority(.high))
        queue.present("b", options: toast.priority(.high))
        #expect(queue.shownPopup(in: .bottom)?.id == shown)
    }

    @Test func dismissCallsBackOnceWithTheReason() {
        let queue = PopupQueue<String>()
        var reasons: [PopupDismissReason] = []
        let id = queue.present("x") { reasons.append($0) }
        #expect(queue.dismiss(id, reason: .drag))
        #expect(!queue.dismiss(id))
        #expect(reasons == [.drag])
        // A waiting popup dismissed by code is called back too.
        queue.present("front", options: toast)
        let waiting = queue.present("back", options: toast) { reasons.append($0) }
        queue.dismiss(waiting)
        #expect(reasons == [.drag, .programmatic])
    }

    @Test func handlersAddedLaterRunAfterThePresentersOnceEach() {
        let queue = PopupQueue<String>()
        var calls: [String] = []
        let id = queue.present("x") { calls.append("present \($0)") }
        #expect(queue.onDismiss(id) { calls.append("added \($0)") })
        #expect(queue.onDismiss(id) { calls.append("added again \($0)") })
        queue.tapOutside()
        #expect(calls.isEmpty, "a tap outside does not close a popup that does not ask for it")
        queue.dismiss(id, reason: .escape)
        queue.dismiss(id)
        #expect(calls == ["present escape", "added escape", "added again escape"])
        #expect(!queue.onDismiss(id) { _ in calls.append("too late") }, "a popup already gone keeps nothing")
        // A popup presented with no handler of its own.
        let bare = queue.present("bare")
        #expect(queue.onDismiss(bare) { calls.append("bare \($0)") })
        queue.dismissAll()
        #expect(calls.last == "bare programmatic")
    }

    @Test func callbackSeesASettledQueue() {
        let queue = PopupQueue<String>()
        var shownDuringCallback: [String] = []
        let first = queue.present("first", options: toast) { _ in
            shownDuringCallback = queue.shown.map(\.content)
            queue.present("from callback", options: toast)
        }
        queue.present("second", options: toast)
        queue.dismiss(first)
        #expect(shownDuringCallback == ["second"])
        #expect(queue.waiting.map(\.content) == ["from callback"])
    }

    @Test func updateReplacesContentInPlace() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        let id = queue.present("Uploading 10%", options: toast.autohide(after: .seconds(4)))
        clock.advance(by: .seconds(1))
        queue.chargeElapsedTime()
        let waiting = queue.present("queued", options: toast)
        #expect(queue.update(id, content: "Uploading 50%"))
        #expect(queue.update(waiting, content: "queued, edited"))
        #expect(queue.shown.map(\.id) == [id])
        #expect(queue.popup(id)?.content == "Uploading 50%")
        #expect(queue.popup(id)?.remainingAutohide == .seconds(3), "the countdown carries on")
        #expect(queue.waiting.first?.content == "queued, edited")
        queue.dismiss(id)
        #expect(!queue.update(id, content: "gone"))
    }

    @Test func tapInsideClosesOnlyWhenAllowed() {
        let queue = PopupQueue<String>()
        var reasons: [PopupDismissReason] = []
        let sticky = queue.present("sticky", options: PopupOptions().closeOnTap(false))
        #expect(!queue.tapInside(sticky))
        #expect(queue.isShown(sticky))
        queue.dismiss(sticky)
        let closes = queue.present("closes") { reasons.append($0) }
        #expect(queue.tapInside(closes))
        #expect(reasons == [.tapInside])
    }

    @Test func tapOutsideClosesThoseThatAskAndReportsPassThrough() {
        let queue = PopupQueue<String>()
        #expect(queue.tapOutside(), "no popup: the tap goes through")
        var reasons: [PopupDismissReason] = []
        let modal = queue.present("modal", options: PopupOptions().closeOnTapOutside(true).allowsTapsThrough(false)
            .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.5))) { reasons.append($0) }
        let toastID = queue.present("toast", options: toast)
        #expect(queue.backdrop.opacity == 0.5)
        #expect(!queue.passesTapsThrough)
        #expect(!queue.tapOutside(), "the modal's backdrop swallows the tap")
        #expect(!queue.isShown(modal))
        #expect(queue.isShown(toastID))
        #expect(reasons == [.tapOutside])
        #expect(queue.tapOutside())
        #expect(queue.backdrop == .clear)
    }

    @Test func dragDismissesPastTheDistanceTowardsTheEdge() {
        let queue = PopupQueue<String>()
        let bottom = queue.present("bottom", options: toast.dragToDismiss(true, distance: 50))
        #expect(!queue.endDrag(bottom, translation: Vector2(x: 0, y: 49)))
        #expect(!queue.endDrag(bottom, translation: Vector2(x: 0, y: -80)), "away from the edge")
        #expect(queue.endDrag(bottom, translation: Vector2(x: 0, y: 50)))
        let top = queue.present("top", options: toast.position(.top))
        #expect(!queue.endDrag(top, translation: Vector2(x: 0, y: 150)))
        #expect(queue.endDrag(top, translation: Vector2(x: 0, y: -150)))
        let centre = queue.present("centre")
        #expect(queue.endDrag(centre, translation: Vector2(x: 0, y: -100)))
        let pinned = queue.present("pinned", options: PopupOptions().dragToDismiss(false))
        #expect(!queue.endDrag(pinned, translation: Vector2(x: 0, y: 1000)))
    }

    @Test func autohideCountsDownOnlyWhileShownAndUntouched() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        var reasons: [PopupDismissReason] = []
        let first = queue.present("first", options: toast.autohide(after: .seconds(2))) { reasons.append($0) }
        let second = queue.present("second", options: toast.autohide(after: .seconds(2)))
        #expect(queue.timeUntilNextAutohide == .seconds(2))
        clock.advance(by: .milliseconds(500))
        queue.chargeElapsedTime()
        queue.setInteraction(.hovered, true, for: first)
        #expect(queue.popup(first)?.isAutohidePaused == true)
        #expect(queue.timeUntilNextAutohide == nil)
        clock.advance(by: .seconds(10))
        queue.chargeElapsedTime()
        #expect(queue.isShown(first), "paused while hovered")
        queue.setInteraction([.focused, .pressed], true, for: first)
        queue.setInteraction(.hovered, false, for: first)
        clock.advance(by: .seconds(10))
        queue.chargeElapsedTime()
        #expect(queue.isShown(first), "still focused and pressed")
        queue.setInteraction([.focused, .pressed], false, for: first)
        #expect(queue.timeUntilNextAutohide == .milliseconds(1500))
        clock.advance(by: .milliseconds(1499))
        queue.chargeElapsedTime()
        #expect(queue.isShown(first))
        #expect(queue.popup(second)?.remainingAutohide == .seconds(2), "waiting does not count down")
        clock.advance(by: .milliseconds(1))
        queue.chargeElapsedTime()
        #expect(reasons == [.autohide])
        #expect(queue.isShown(second))
        #expect(queue.popup(second)?.remainingAutohide == .seconds(2), "starts its full time when shown")
    }

    /// Every change charges the time passed first: a hover that begins after a toast's time ran
    /// out finds it gone, instead of pausing it with its full time left.
    @Test func everyChangeChargesTheTimePassedFirst() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        var reasons: [PopupDismissReason] = []
        let toastID = queue.present("saved", options: toast.autohide(after: .seconds(2))) { reasons.append($0) }
        clock.advance(by: .milliseconds(500))
        #expect(queue.timeUntilNextAutohide == .milliseconds(1500), "read against the clock, not the last change")
        clock.advance(by: .seconds(2))
        queue.setInteraction(.hovered, true, for: toastID)
        #expect(reasons == [.autohide], "its time was up before the hover")
        #expect(!queue.isShown(toastID))
        let next = queue.present("next", options: toast.autohide(after: .seconds(2)))
        clock.advance(by: .seconds(1))
        queue.present("another", options: toast.position(.top))
        #expect(queue.popup(next)?.remainingAutohide == .seconds(1), "a present elsewhere charged the second")
    }

    /// The system's clock moves between any two reads: hiding a popup whose time is up
    /// charges nothing twice and hides it once.
    @Test func aClockThatNeverStandsStillHidesEachPopupOnce() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: TimeSource {
            clock.advance(by: .microseconds(1))
            return clock.now
        })
        var reasons: [PopupDismissReason] = []
        queue.present("a", options: toast.autohide(after: .milliseconds(1))) { reasons.append($0) }
        queue.present("b", options: toast.autohide(after: .milliseconds(1))) { reasons.append($0) }
        clock.advance(by: .milliseconds(5))
        queue.chargeElapsedTime()
        clock.advance(by: .milliseconds(5))
        queue.chargeElapsedTime()
        #expect(reasons == [.autohide, .autohide])
        #expect(queue.shown.isEmpty && queue.waiting.isEmpty)
    }

    @Test func popupsWithoutAutohideStay() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        let id = queue.present("stays")
        clock.advance(by: .seconds(3600))
        queue.chargeElapsedTime()
        #expect(queue.isShown(id))
        #expect(queue.timeUntilNextAutohide == nil)
    }

    @Test func dismissAllEmptiesTheQueueCallingEachOnce() {
        let queue = PopupQueue<Int>()
        var dismissed: [Int] = []
        for i in 0..<6 {
            queue.present(i, options: toast.position(i.isMultiple(of: 2) ? .top : .bottom)) { _ in dismissed.append(i) }
        }
        queue.dismissAll()
        #expect(queue.shown.isEmpty)
        #expect(queue.waiting.isEmpty)
        #expect(dismissed.sorted() == Array(0..<6))
    }

    @Test func changesArePublishedToObservers() {
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        #expect(changesObserved(reading: { _ = queue.shown }, during: { queue.present("a") }))
        let id = queue.shown[0].id
        queue.setInteraction(.hovered, true, for: id)
        #expect(!changesObserved(reading: { _ = queue.shown }, during: { queue.setInteraction(.hovered, true, for: id) }),
                "an interaction already on changes nothing")
        #expect(!changesObserved(reading: { _ = queue.shown }, during: { clock.advance(by: .seconds(1)); queue.chargeElapsedTime() }),
                "no countdown, no change")
        #expect(changesObserved(reading: { _ = queue.waiting }, during: { queue.dismiss(id) }))
    }
}
