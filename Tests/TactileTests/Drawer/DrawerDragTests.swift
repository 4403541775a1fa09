@testable import Tactile
import XCTest

/// Drags go through the same methods the drag gesture calls, with offsets
/// and times as GTK would report them.
final class DrawerDragTests: XCTestCase {
    func testADragPastHalfwayOpensAndAShortOneSpringsBack() {
        DrawerFixture.run(animations: true) { fixture in
            let drawer = fixture.drawer
            let menuWidth = Double(fixture.menu.measure(.horizontal).natural)

            // Short and slow: released at a quarter, it springs back closed.
            drawer.dragBegan(atX: 30)
            XCTAssertEqual(drawer.dragUpdated(offsetX: 4, offsetY: 1, at: 0), .undecided)
            XCTAssertEqual(drawer.dragUpdated(offsetX: 20, offsetY: 2, at: 0.1), .follow)
            drawer.dragUpdated(offsetX: menuWidth * 0.25, offsetY: 2, at: 0.2)
            XCTAssertTrue(drawer.model.isDragging)
            BindingScheduler.shared.flush()
            XCTAssertEqual(drawer.revealProgress, 0.25, accuracy: 0.02, "the menu follows the finger")
            drawer.dragEnded(at: 0.6)
            BindingScheduler.shared.flush()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertGreaterThan(drawer.revealProgress, 0.2, "it does not vanish at release")
            XCTAssertTrue(drawer.driver.isAnimating, "it springs back")
            fixture.settle()
            XCTAssertEqual(drawer.revealProgress, 0)

            // Past the middle: it opens, by swipe.
            drawer.dragBegan(atX: 30)
            drawer.dragUpdated(offsetX: 20, offsetY: 0, at: 1.0)
            drawer.dragUpdated(offsetX: menuWidth * 0.7, offsetY: 0, at: 1.3)
            drawer.dragEnded(at: 1.6)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .swipe)
            XCTAssertEqual(drawer.revealProgress, 1)
        }
    }

    func testAQuickFlickOpensFromAShortDrag() {
        DrawerFixture.run(animations: false) { fixture in
            let drawer = fixture.drawer
            drawer.dragBegan(atX: 10)
            drawer.dragUpdated(offsetX: 12, offsetY: 0, at: 5.00)
            drawer.dragUpdated(offsetX: 40, offsetY: 0, at: 5.03)
            drawer.dragUpdated(offsetX: 70, offsetY: 0, at: 5.06)
            drawer.dragEnded(at: 5.07)
            fixture.settle()
            XCTAssertTrue(drawer.isOpen, "the release velocity carried it past halfway")
        }
    }

    func testVerticalDragsAndDragsAwayFromTheEdgeAreLeftAlone() {
        DrawerFixture.run(animations: false, configure: { $0.openGesture = .edge(width: 24) }) { fixture in
            let drawer = fixture.drawer
            drawer.dragBegan(atX: 10)
            XCTAssertEqual(drawer.dragUpdated(offsetX: 5, offsetY: 40, at: 0), .ignore, "vertical: a scroll")
            drawer.dragBegan(atX: 200)
            XCTAssertEqual(drawer.dragUpdated(offsetX: 60, offsetY: 0, at: 0), .ignore, "too far from the edge")
            drawer.dragBegan(atX: 10)
            XCTAssertEqual(drawer.dragUpdated(offsetX: -60, offsetY: 0, at: 0), .ignore, "away from opening")
            XCTAssertFalse(drawer.model.isDragging)
            drawer.dragBegan(atX: 10)
            XCTAssertEqual(drawer.dragUpdated(offsetX: 60, offsetY: 0, at: 0), .follow, "from the edge")
            drawer.dragCancelled()
            fixture.settle()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(drawer.revealProgress, 0)
        }
    }

    func testADragClosesAnOpenDrawer() {
        DrawerFixture.run(animations: false, configure: { $0.openGesture = .disabled }) { fixture in
            let drawer = fixture.drawer
            drawer.open()
            fixture.settle()
            drawer.dragBegan(atX: 400)
            XCTAssertEqual(drawer.dragUpdated(offsetX: -30, offsetY: 0, at: 0), .follow)
            drawer.dragUpdated(offsetX: -Double(fixture.menu.width) * 0.8, offsetY: 0, at: 0.2)
            drawer.dragEnded(at: 0.5)
            fixture.settle()
            XCTAssertFalse(drawer.isOpen)
            XCTAssertEqual(drawer.model.lastChangeReason, .swipe)
        }
    }
}
