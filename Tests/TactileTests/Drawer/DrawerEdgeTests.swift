import GtkTestSupport
@testable import Tactile
import XCTest

/// A drawer from the trailing edge: the menu on the right in left-to-right (on the left in
/// right-to-left), pulled open from that edge, its handle widening it the other way.
final class DrawerEdgeTests: XCTestCase {
    func testATrailingMenuLiesOnTheRightAndOpensFromThere() throws {
        try DrawerFixture.runThrowing(animations: false, configure: { $0.edge = .trailing }) { fixture in
            let drawer = fixture.drawer
            let width = Double(drawer.width)
            XCTAssertTrue(drawer.hasCSSClass("trailing"), "styled as a trailing menu")
            try ScreenInput.drag(drawer, from: (width - 8, 200), to: (width - 400, 200), duration: 0.3)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen, "from the right edge leftwards opens a trailing menu")
            XCTAssertEqual(fixture.menuX, width - Double(fixture.menu.width), accuracy: 0.5, "the menu lies on the right")
            XCTAssertTrue(drawer.pick(x: 10, y: 200) === drawer.scrim, "the scrim is on the left")
            let edge = width - Double(fixture.menu.width)
            try ScreenInput.drag(drawer, from: (edge, 240), to: (edge - 40, 240), duration: 0.3, hold: 0.1)
            fixture.settle()
            XCTAssertEqual(fixture.menu.width, 220, "dragging its left edge leftwards widens it")
            try ScreenInput.drag(drawer, from: (width - 150, 300), to: (width - 10, 300), duration: 0.3)
            fixture.settle()
            XCTAssertFalse(drawer.isOpen, "pulling right closes it")
        }
    }

    func testATrailingMenuIsMirroredInRightToLeft() {
        DrawerFixture.run(animations: false, rightToLeft: true, configure: { $0.edge = .trailing }) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            XCTAssertEqual(fixture.menuX, 0, accuracy: 0.5, "the trailing edge is the left one in right to left")
            XCTAssertTrue(drawer.pick(x: Double(drawer.width) - 10, y: 200) === drawer.scrim)
        }
    }
}
