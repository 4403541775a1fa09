import Testing
@testable import TactileModel

@MainActor
@Suite("Popup dismissibility: dismissibleIn, timeout 0, transitions")
struct PopupDismissibilityTests {
    let clock = ManualClock()

    @Test func noWaveAwayBeforeItsTimeThenEveryOne() {
        let queue = PopupQueue<String>(clock: clock.timeSource)
        var reasons: [PopupDismissReason] = []
        let options = PopupOptions().closeOnTapOutside(true).dismissibleIn(.seconds(2))
        let id = queue.present("terms", options: options) { reasons.append($0) }
        #expect(queue.popup(id)?.acceptsWaveAway == false)
        #expect(!queue.tapInside(id))
        queue.tapOutside()
        #expect(!queue.endDrag(id, translation: Vector2(x: 0, y: 500)))
        #expect(!queue.dismiss(id, reason: .escape))
        #expect(queue.isShown(id))
        clock.advance(by: .milliseconds(1999))
        #expect(!queue.tapInside(id), "a millisecond short")
        clock.advance(by: .milliseconds(1))
        #expect(queue.tapInside(id))
        #expect(reasons == [.tapInside])
    }

    @Test func theAppAutohideAndActionStillCloseALockedPopup() {
        let queue = PopupQueue<String>(clock: clock.timeSource)
        let locked = PopupOptions().dismissibleIn(.seconds(10))
        let byCode = queue.present("a", options: locked)
        #expect(queue.dismiss(byCode))
        let byAction = queue.present("b", options: locked)
        #expect(queue.dismiss(byAction, reason: .action))
        var reasons: [PopupDismissReason] = []
        queue.present("c", options: locked.autohide(after: .seconds(1))) { reasons.append($0) }
        clock.advance(by: .seconds(1))
        queue.chargeElapsedTime()
        #expect(reasons == [.autohide])
    }

    @Test func theLockCountsOnlyWhileShownHoveredOrNot() {
        let queue = PopupQueue<String>(clock: clock.timeSource)
        let toast = PopupOptions().kind(.toast).dismissibleIn(.seconds(2))
        let first = queue.present("first", options: toast)
        let second = queue.present("second", options: toast)
        queue.setInteraction(.hovered, true, for: first)
        clock.advance(by: .seconds(2))
        #expect(queue.tapInside(first), "hovering does not hold the lock")
        #expect(queue.popup(second)?.remainingLock == .seconds(2), "waiting did not count")
        #expect(!queue.tapInside(second))
    }

    @Test func aTimeoutOfZeroMeansUntilDismissed() {
        let queue = PopupQueue<String>(clock: clock.timeSource)
        let zero = queue.present("offline", options: PopupOptions().kind(.toast).autohide(after: .zero))
        let negative = queue.present("odd", options: PopupOptions().autohide(after: .seconds(-1)))
        clock.advance(by: .seconds(3600))
        queue.chargeElapsedTime()
        #expect(queue.isShown(zero) && queue.isShown(negative))
        #expect(queue.popup(zero)?.remainingAutohide == nil)
        #expect(queue.timeUntilNextAutohide == nil)
    }

    @Test func dismissAllClosesShownAndWaitingOnce() {
        let queue = PopupQueue<String>(clock: clock.timeSource)
        var reasons: [PopupDismissReason] = []
        for position in PopupPosition.allCases {
            queue.present("\(position)", options: PopupOptions().kind(.floater()).position(position)) { reasons.append($0) }
        }
        queue.present("waiting", options: PopupOptions().kind(.floater())) { reasons.append($0) }
        #expect(queue.shown.count == 9, "nine positions, nine slots")
        #expect(queue.waiting.count == 1)
        queue.dismissAll()
        #expect(queue.shown.isEmpty && queue.waiting.isEmpty)
        #expect(reasons == Array(repeating: .programmatic, count: 10))
    }

    @Test func transitionsDefaultToThePositionsEdgeAndLeaveTheWayTheyCame() {
        #expect(PopupOptions().resolvedAppearance == .edge(.bottom))
        #expect(PopupOptions().position(.topTrailing).resolvedAppearance == .edge(.top))
        #expect(PopupOptions().position(.leading).resolvedDisappearance == .edge(.leading))
        let scaled = PopupOptions().appearFrom(.centerScale)
        #expect(scaled.resolvedDisappearance == .centerScale)
        #expect(scaled.disappearTo(.edge(.top)).resolvedDisappearance == .edge(.top))
        #expect(PopupOptions().appearFrom(.immediate).resolvedDisappearance == .immediate)
        #expect(PopupDismissReason.allCases.filter(\.isWaveAway) == [.tapInside, .tapOutside, .drag, .escape])
    }
}
