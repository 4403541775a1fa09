import GtkTestSupport
@testable import Tactile
import XCTest

/// The menu's width with real input: a quarter of the window within 180 to 280 points,
/// followed as the window is resized; its trailing edge dragged by the pointer (XTest) and
/// moved by keys; pinning. The rules themselves are tested in the model (DrawerMenuWidthTests).
final class DrawerResizeTests: XCTestCase {
    func testTheMenuIsAQuarterOfTheWindowWithinItsBoundsAndFollowsAResize() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.drawer.open()
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 180, "640 points: a quarter is 160, the minimum is 180")
            for (windowWidth, expected) in [(1000, { (w: Int) in Double(w) / 4 }), (1240, { _ in 280 }), (800, { w in Double(w) / 4 })] {
                fixture.window.setDefaultSize(width: windowWidth, height: 480)
                // The window's frame takes a few points of what it is given (the screen is 1280 wide).
                XCTAssertTrue(MainLoop.run(until: { abs(fixture.drawer.width - windowWidth) < 24 }),
                              "the window became about \(windowWidth) wide")
                fixture.settle()
                let drawerWidth = fixture.drawer.width
                XCTAssertEqual(Double(fixture.menu.width), expected(drawerWidth).rounded(), accuracy: 1,
                               "in a drawer \(drawerWidth) points wide")
            }
        }
    }

    func testDraggingTheEdgeResizesTheMenuWithinItsBoundsAndReportsOnce() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            var reports: [Double?] = []
            let drawer = fixture.drawer
            drawer.model.onMenuResized = { reports.append($0) }
            drawer.open()
            fixture.settle()
            XCTAssertTrue(drawer.resizeHandle.isMapped, "the edge shows its handle")
            XCTAssertEqual(drawer.resizeHandle.accessibleRole, .slider)
            let edge = Double(fixture.menu.width)
            try ScreenInput.drag(drawer, from: (edge, 240), to: (edge + 60, 240), duration: 0.3, hold: 0.1)
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 240, "the edge followed the pointer")
            XCTAssertTrue(drawer.isOpen, "a drag on the edge resizes, it does not pull the menu")
            XCTAssertEqual(reports, [240], "the width is reported once, when the pointer lets go")

            try ScreenInput.drag(drawer, from: (240, 240), to: (60, 240), duration: 0.3, hold: 0.1)
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 180, "no narrower than the minimum")
            XCTAssertTrue(drawer.isOpen, "dragging the edge towards closing still only resizes")
            try ScreenInput.drag(drawer, from: (180, 240), to: (560, 240), duration: 0.3, hold: 0.1)
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 280, "no wider than the maximum")

            // A double click gives the window back the say.
            try ScreenInput.click(drawer.resizeHandle, times: 2)
            fixture.settle()
            XCTAssertNil(drawer.model.menuWidth.chosen)
            XCTAssertEqual(fixture.menu.width, 180)
            XCTAssertEqual(reports.last, .some(nil), "the automatic width is reported as none chosen")
        }
    }

    func testArrowKeysOnTheFocusedEdgeResizeTheMenu() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            // Tab from the last entry reaches the edge, as a person moving through the menu does.
            XCTAssertTrue(fixture.menu.rows.last?.button.grabFocus() ?? false)
            fixture.press("Tab")
            XCTAssertTrue(drawer.resizeHandle.hasFocus, "the edge takes the focus after the menu")
            fixture.press("Right")
            XCTAssertEqual(fixture.menu.width, 196)
            fixture.press("Right")
            fixture.press("Right")
            fixture.press("Left")
            XCTAssertEqual(fixture.menu.width, 212)
            fixture.press("End")
            XCTAssertEqual(fixture.menu.width, 280)
            fixture.press("Home")
            XCTAssertEqual(fixture.menu.width, 180)
            fixture.press("Right")
            fixture.press("Delete")
            XCTAssertNil(drawer.model.menuWidth.chosen, "Delete: the automatic width again")
            XCTAssertEqual(fixture.menu.width, 180)
        }
    }

    func testInRightToLeftTheEdgeIsOnTheLeftAndLeftWidens() throws {
        try DrawerFixture.runThrowing(animations: false, rightToLeft: true) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            let edge = Double(drawer.width - fixture.menu.width)
            try ScreenInput.drag(drawer, from: (edge, 240), to: (edge - 40, 240), duration: 0.3, hold: 0.1)
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 220, "dragging the left edge leftwards widens")
            XCTAssertTrue(drawer.resizeHandle.grabFocus())
            fixture.press("Left")
            XCTAssertEqual(fixture.menu.width, 236, "Left widens in right to left")
        }
    }

    func testAPinnedMenuStaysDockedInANarrowWindow() {
        DrawerFixture.run(animations: false, configure: { $0.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: 900) }) { fixture in
            let drawer = fixture.drawer
            var pins: [Bool] = []
            drawer.onPinnedChange = { pins.append($0) }
            XCTAssertEqual(drawer.layout, .overlay, "640 points is below the breakpoint")
            fixture.click(fixture.headerButton)
            XCTAssertTrue(drawer.isOpen)
            fixture.click(fixture.pinButton)
            fixture.settle()
            XCTAssertTrue(drawer.isPinned)
            XCTAssertEqual(drawer.layout, .docked)
            XCTAssertTrue(drawer.hasCSSClass("docked"))
            XCTAssertTrue(drawer.isOpen)
            let contentX = fixture.content.translate(x: 0, y: 0, to: drawer)?.x ?? .nan
            XCTAssertEqual(contentX, Double(fixture.menu.width), accuracy: 1.5, "the content moved aside")
            XCTAssertFalse(fixture.content.isAccessibleHidden, "docked, the content stays readable")
            fixture.press("Escape")
            XCTAssertTrue(drawer.isOpen, "Escape does not close a docked menu")

            fixture.window.setDefaultSize(width: 420, height: 480)
            XCTAssertTrue(MainLoop.run(until: { drawer.width < 440 }), "the window narrowed")
            fixture.settle()
            XCTAssertEqual(drawer.layout, .docked, "narrower still, a pinned menu stays docked")
            XCTAssertTrue(drawer.isOpen)

            fixture.click(fixture.pinButton)
            fixture.settle()
            XCTAssertEqual(drawer.layout, .overlay, "unpinned, the narrow window overlays it again")
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(pins, [true, false])
        }
    }
}
