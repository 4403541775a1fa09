import Testing
@testable import TactileModel

/// Which presses pull the drawer: the rule on its own, on numbers.
@Suite("Drawer pull start")
struct DrawerPullStartTests {
    func closed(atX x: Double, _ gesture: DrawerOpenGesture = .edge(width: 24), sign: Double = 1) -> DrawerPullStart {
        DrawerPullStart(startX: x, isOpen: false, openingSign: sign, drawerWidth: 640, openGesture: gesture)
    }

    @Test func aPressIsJudgedOnlyOnceItHasMovedPastTheSlop() {
        #expect(closed(atX: 10).verdict(offsetX: 4, offsetY: 1) == .undecided)
        #expect(closed(atX: 10).verdict(offsetX: 20, offsetY: 2) == .follow)
    }

    @Test func verticalMovesAndMovesAwayFromOpeningAreLeftToOthers() {
        #expect(closed(atX: 10).verdict(offsetX: 5, offsetY: 40) == .ignore, "a scroll")
        #expect(closed(atX: 10).verdict(offsetX: -60, offsetY: 0) == .ignore, "away from opening")
        #expect(closed(atX: 200).verdict(offsetX: 60, offsetY: 0) == .ignore, "too far from the edge")
        #expect(closed(atX: 200, .anywhere).verdict(offsetX: 60, offsetY: 0) == .follow)
        #expect(closed(atX: 10, .disabled).verdict(offsetX: 60, offsetY: 0) == .ignore)
    }

    @Test func anOpenDrawerIsPulledTowardsClosing() {
        let open = DrawerPullStart(startX: 400, isOpen: true, openingSign: 1, drawerWidth: 640, openGesture: .disabled)
        #expect(open.verdict(offsetX: -30, offsetY: 0) == .follow)
        #expect(open.verdict(offsetX: 30, offsetY: 0) == .ignore)
    }

    @Test func rightToLeftMirrorsEdgeAndDirection() {
        #expect(closed(atX: 630, sign: -1).verdict(offsetX: -30, offsetY: 0) == .follow, "from the right edge, leftwards")
        #expect(closed(atX: 10, sign: -1).verdict(offsetX: -30, offsetY: 0) == .ignore, "not from the left edge")
    }
}
