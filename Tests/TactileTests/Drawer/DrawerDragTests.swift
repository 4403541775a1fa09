import GtkTestSupport
@testable import Tactile
import XCTest

/// Drags with the real pointer (XTest): presses, motions and releases reach the drawer's
/// gesture with the X server's times, as a person's mouse sends them. The rule that decides
/// which drags pull the drawer is tested on its own in the model (DrawerPullStartTests).
final class DrawerDragTests: XCTestCase {
    func testTheMenuFollowsThePointerAndAShortSlowPullSpringsBack() throws {
        try DrawerFixture.runThrowing(animations: true) { fixture in
            let drawer = fixture.drawer
            // The menu is drawn a quarter of the window wide, within its bounds.
            let menuWidth = drawer.model.menuWidth.width(forWindowWidth: Double(drawer.width))
            try ScreenInput.pointerDown(drawer, x: 8, y: 200)
            try ScreenInput.pointerMove(drawer, x: 8 + menuWidth * 0.25, y: 202, duration: 0.3)
            XCTAssertTrue(drawer.model.isDragging)
            BindingScheduler.shared.flush()
            XCTAssertEqual(drawer.revealProgress, 0.25, accuracy: 0.05, "the menu follows the pointer")
            // Held still before letting go: no speed to carry it past halfway.
            MainLoop.run(for: 0.3)
            try ScreenInput.pointerUp()
            BindingScheduler.shared.flush()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertGreaterThan(drawer.revealProgress, 0.1, "it does not vanish at release")
            XCTAssertTrue(drawer.interaction.reveal.isMoving, "it springs back")
            fixture.settle()
            XCTAssertEqual(drawer.revealProgress, 0)
        }
    }

    func testAPullPastHalfwayOpens() throws {
        try DrawerFixture.runThrowing(animations: true) { fixture in
            let drawer = fixture.drawer
            let menuWidth = Double(fixture.menu.measure(.horizontal).natural)
            try ScreenInput.drag(drawer, from: (8, 200), to: (8 + menuWidth * 0.7, 200), duration: 0.5, hold: 0.3)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .swipe)
            XCTAssertEqual(drawer.revealProgress, 1)
        }
    }

    func testAQuickFlickOpensFromAShortDrag() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            // 70 points in 60 ms: the projected end, not the release point, passes halfway.
            try ScreenInput.drag(fixture.drawer, from: (8, 200), to: (78, 200), duration: 0.06, steps: 4)
            fixture.settle()
            XCTAssertTrue(fixture.drawer.isOpen, "the release velocity carried it past halfway")
        }
    }

    func testVerticalDragsAndDragsAwayFromTheEdgeAreLeftAlone() throws {
        try DrawerFixture.runThrowing(animations: false, configure: { $0.openGesture = .edge(width: 24) }) { fixture in
            let drawer = fixture.drawer
            try ScreenInput.drag(drawer, from: (10, 150), to: (16, 300), duration: 0.3)
            try ScreenInput.drag(drawer, from: (200, 200), to: (420, 200), duration: 0.3)
            fixture.settle()
            XCTAssertFalse(drawer.isOpen, "a scroll and a drag in the middle do not open it")
            XCTAssertFalse(drawer.model.isDragging)
            try ScreenInput.drag(drawer, from: (10, 200), to: (400, 200), duration: 0.3)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen, "from the edge it does")
        }
    }

    func testADragOnTheOpenMenuClosesIt() throws {
        try DrawerFixture.runThrowing(animations: false, configure: { $0.openGesture = .disabled }) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            let width = Double(fixture.menu.width)
            try ScreenInput.drag(drawer, from: (width - 20, 400), to: (width * 0.1, 400), duration: 0.3)
            fixture.settle()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .swipe)
        }
    }

    func testRightToLeftMirrorsTheDrag() throws {
        try DrawerFixture.runThrowing(animations: false, rightToLeft: true) { fixture in
            let drawer = fixture.drawer
            let width = Double(drawer.width)
            try ScreenInput.drag(drawer, from: (width - 8, 200), to: (width - 400, 200), duration: 0.3)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen, "from the right edge leftwards opens in right to left")
            try ScreenInput.drag(drawer, from: (width - 250, 300), to: (width - 10, 300), duration: 0.3)
            fixture.settle()
            XCTAssertFalse(drawer.isOpen, "pulling right closes it")
        }
    }
}
