import SharedTestSupport
import Testing
@testable import TactileModel

@MainActor
@Suite("Drawer")
struct DrawerTests {
    @Test func opensAndClosesWithReasons() {
        let drawer = DrawerModel()
        var changes: [(Bool, DrawerChangeReason?)] = []
        func note() { changes.append((drawer.isOpen, drawer.lastChangeReason)) }
        #expect(drawer.open(reason: .swipe))
        note()
        #expect(drawer.isOpen)
        #expect(drawer.progress == 1)
        #expect(drawer.lastChangeReason == .swipe)
        #expect(drawer.close(reason: .scrim))
        note()
        #expect(drawer.lastChangeReason == .scrim)
        drawer.toggle(reason: .programmatic)
        note()
        #expect(drawer.isOpen)
        #expect(changes.map(\.0) == [true, false, true])
        #expect(changes.map(\.1) == [.swipe, .scrim, .programmatic])
    }

    @Test(arguments: DrawerChangeReason.allCases)
    func everyReasonIsCarried(reason: DrawerChangeReason) {
        let drawer = DrawerModel(isOpen: true)
        drawer.close(reason: reason)
        #expect(drawer.lastChangeReason == reason)
        drawer.open(reason: reason)
        #expect(drawer.lastChangeReason == reason)
    }

    @Test func repeatedOpenOrCloseDoesNothing() {
        let drawer = DrawerModel()
        #expect(!changesObserved(reading: { _ = drawer.isOpen; _ = drawer.lastChangeReason },
                                 during: { drawer.close(reason: .escape) }))
        #expect(!drawer.close(reason: .escape))
        #expect(drawer.lastChangeReason == nil)
        drawer.open(reason: .item)
        #expect(!drawer.open(reason: .escape))
        #expect(drawer.lastChangeReason == .item)
        #expect(!changesObserved(reading: { _ = drawer.isOpen; _ = drawer.lastChangeReason },
                                 during: { drawer.open() }))
    }

    @Test func presentationModeAppliesItsChangeAndReason() {
        let drawer = DrawerModel()
        drawer.presentationMode.open(reason: .item)
        #expect(drawer.isOpen)
        #expect(drawer.lastChangeReason == .item)
        var mode = drawer.presentationMode
        mode.close(reason: .escape)
        drawer.presentationMode = mode
        #expect(!drawer.isOpen)
        #expect(drawer.lastChangeReason == .escape)
        let binding = drawer.isOpenBinding
        binding.wrappedValue = true
        #expect(drawer.isOpen)
        #expect(drawer.lastChangeReason == .programmatic)
    }

    @Test func dragFollowsTheFingerClamped() {
        let drawer = DrawerModel()
        drawer.updateDrag(progress: 0.5)
        #expect(drawer.progress == 0, "no drag, no movement")
        drawer.beginDrag()
        drawer.updateDrag(progress: 0.3)
        #expect(drawer.progress == 0.3)
        drawer.updateDrag(progress: 1.7)
        #expect(drawer.progress == 1)
        drawer.updateDrag(progress: -2)
        #expect(drawer.progress == 0)
        drawer.updateDrag(progress: .nan)
        #expect(drawer.progress == 0)
        #expect(!drawer.isOpen, "dragging alone does not open")
    }

    @Test func releaseDecidesOnTheProjectedEnd() {
        let drawer = DrawerModel()
        drawer.beginDrag()
        drawer.updateDrag(progress: 0.6)
        drawer.endDrag(release(velocity: 0), pointsToOpen: 1)
        #expect(drawer.isOpen)
        #expect(drawer.lastChangeReason == .swipe)
        #expect(drawer.progress == 1)

        drawer.beginDrag()
        drawer.updateDrag(progress: 0.8)
        drawer.endDrag(release(velocity: -1), pointsToOpen: 1) // thrown shut: 0.8 − 0.499 < 0.5
        #expect(!drawer.isOpen)
        #expect(drawer.progress == 0)

        drawer.beginDrag()
        drawer.updateDrag(progress: 0.2)
        drawer.endDrag(release(velocity: 1), pointsToOpen: 1) // flicked open: 0.2 + 0.499 ≥ 0.5
        #expect(drawer.isOpen)

        drawer.beginDrag()
        drawer.updateDrag(progress: 0.9)
        drawer.endDrag(release(velocity: 0), pointsToOpen: 1) // stays open, nothing changes
        #expect(drawer.isOpen)
        #expect(drawer.progress == 1)
        #expect(!drawer.isDragging)
    }

    @Test func releaseIsReadInTheDrawersOwnUnits() {
        let drawer = DrawerModel()
        drawer.beginDrag()
        drawer.updateDrag(progress: 0.2)
        // 300 points open it, leftwards: a flick of 600 points a second to the left is two
        // progress a second, and carries it 0.998 further, open.
        let velocity = drawer.endDrag(release(velocity: -600), pointsToOpen: -300)
        #expect(abs(velocity - 2) < 1e-6)
        #expect(drawer.isOpen)
        #expect(drawer.endDrag(release(velocity: 600), pointsToOpen: -300) == 0, "no drag to end")
        #expect(drawer.isOpen)
    }

    /// A horizontal gesture's release, tracked as the widgets track it, moving at `velocity`
    /// points a second over the tracker's window.
    private func release(velocity: Double) -> GestureTracker<Vector2>.Release {
        var tracker = GestureTracker<Vector2>()
        tracker.begin(at: 0)
        tracker.move(to: Vector2(x: velocity * 0.05, y: 0), at: 0.05)
        tracker.move(to: Vector2(x: velocity * 0.1, y: 0), at: 0.1)
        return tracker.end(at: 0.1)
    }

    @Test func cancelAndProgrammaticChangesEndTheDrag() {
        let drawer = DrawerModel()
        drawer.beginDrag()
        drawer.updateDrag(progress: 0.7)
        drawer.cancelDrag()
        #expect(!drawer.isOpen)
        #expect(drawer.progress == 0)
        drawer.beginDrag()
        drawer.updateDrag(progress: 0.4)
        drawer.close(reason: .escape) // already closed: no change, but the drag ends
        #expect(!drawer.isDragging)
        #expect(drawer.progress == 0)
        #expect(drawer.lastChangeReason == nil, "the drawer never changed")
    }
}
