import Testing
@testable import TactileModel

/// The menu's width (a share of the window within bounds, or a chosen one), resizing by the
/// edge and by keys, and the layout policy with its breakpoint and pinning.
@MainActor
@Suite("Drawer menu width and pinning")
struct DrawerMenuWidthTests {
    @Test(arguments: [(400.0, 180.0), (720, 180), (800, 200), (1000, 250), (1120, 280), (2000, 280)])
    func aQuarterOfTheWindowWithinTheBounds(window: Double, expected: Double) {
        #expect(DrawerMenuWidth.standard.width(forWindowWidth: window) == expected)
    }

    @Test func theRoomTheDrawerHasLimitsTheWidth() {
        let width = DrawerMenuWidth.standard
        #expect(width.width(forWindowWidth: 400, room: 150) == 150, "a tiny window gets what room there is")
        #expect(width.width(forWindowWidth: 400, room: -10) == 0)
    }

    @Test func badBoundsAreRepaired() {
        let swapped = DrawerMenuWidth(fraction: 0.5, minimum: 300, maximum: 200)
        #expect(swapped.minimum == 200 && swapped.maximum == 300)
        let wild = DrawerMenuWidth(fraction: .nan, minimum: -5, maximum: .infinity)
        #expect(wild.fraction == 0.25 && wild.minimum == 0 && wild.maximum == 280)
        #expect(DrawerMenuWidth(fraction: 3).fraction == 1)
        #expect(DrawerMenuWidth(chosen: 1000).chosen == 280, "a stored width from a wider setup is clamped")
    }

    @Test func aChosenWidthStaysAsTheWindowChanges() {
        var width = DrawerMenuWidth()
        #expect(width.choose(230) == 230)
        #expect(width.width(forWindowWidth: 500) == 230)
        #expect(width.width(forWindowWidth: 1500) == 230)
        #expect(width.choose(90) == 180, "never narrower than the minimum")
        #expect(width.choose(.infinity) == 280)
        width.reset()
        #expect(width.chosen == nil)
        #expect(width.width(forWindowWidth: 1000) == 250, "back to a quarter of the window")
    }

    @Test func theSplitterValueRunsFromMinimumToMaximum() {
        let width = DrawerMenuWidth.standard
        #expect(width.position(of: 180) == 0)
        #expect(width.position(of: 230) == 0.5)
        #expect(width.position(of: 400) == 1)
        #expect(DrawerMenuWidth(minimum: 200, maximum: 200).position(of: 200) == 1)
    }

    @Test func draggingTheEdgeResizesWithinTheBoundsAndReportsAtTheEnd() {
        let drawer = DrawerModel()
        var reports: [Double?] = []
        drawer.onMenuResized = { reports.append($0) }
        drawer.beginResize(from: 200)
        #expect(drawer.isResizing)
        drawer.updateResize(offset: 40)
        #expect(drawer.menuWidth.chosen == 240)
        drawer.updateResize(offset: 500)
        #expect(drawer.menuWidth.chosen == 280, "held at the maximum")
        drawer.updateResize(offset: -100)
        #expect(drawer.menuWidth.chosen == 180, "and at the minimum")
        drawer.updateResize(offset: .nan)
        #expect(drawer.menuWidth.chosen == 180, "a bad offset is ignored")
        #expect(reports.isEmpty, "nothing is remembered while the edge moves")
        drawer.updateResize(offset: 10)
        drawer.endResize()
        #expect(!drawer.isResizing)
        #expect(reports == [210])
    }

    @Test func aCancelledDragPutsTheWidthBack() {
        let drawer = DrawerModel()
        var reports = 0
        drawer.onMenuResized = { _ in reports += 1 }
        drawer.beginResize(from: 220)
        drawer.updateResize(offset: 50)
        drawer.cancelResize()
        #expect(drawer.menuWidth.chosen == 220)
        #expect(!drawer.isResizing)
        #expect(reports == 0)
        drawer.updateResize(offset: 30)
        #expect(drawer.menuWidth.chosen == 220, "moves after the drag are ignored")
    }

    @Test func keysStepTheEdgeAndAResetFollowsTheWindowAgain() {
        let drawer = DrawerModel()
        var reports: [Double?] = []
        drawer.onMenuResized = { reports.append($0) }
        drawer.stepMenuWidth(by: 1, from: 200)
        #expect(drawer.menuWidth.chosen == 200 + DrawerMenuWidth.keyboardStep)
        drawer.stepMenuWidth(by: -10, from: 216)
        #expect(drawer.menuWidth.chosen == 180)
        drawer.resetMenuWidth()
        #expect(drawer.menuWidth.chosen == nil)
        #expect(reports == [216, 180, nil])
    }

    @Test func theBreakpointIsTheApps() {
        let never = DrawerLayoutPolicy()
        #expect(never.layout(forWidth: 5000) == .overlay)
        let policy = DrawerLayoutPolicy(dockingBreakpoint: 700)
        #expect(policy.layout(forWidth: 699) == .overlay)
        #expect(policy.layout(forWidth: 700) == .docked)
    }

    @Test func aPinnedMenuStaysDockedWhenTheWindowNarrows() {
        var policy = DrawerLayoutPolicy(dockingBreakpoint: 900, isPinned: true)
        for width in [1200, 900, 600, 320] {
            #expect(policy.layout(forWidth: width) == .docked, "\(width) points")
        }
        policy.isPinned = false
        #expect(policy.layout(forWidth: 600) == .overlay)
        #expect(DrawerLayoutPolicy(isPinned: true).layout(forWidth: 400) == .docked, "pinned without a breakpoint")
    }
}
