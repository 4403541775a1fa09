@testable import Tactile
import XCTest

/// Where each kind sits, on numbers.
final class PopupLayoutTests: XCTestCase {
    private func rect(_ kind: PopupKind, _ position: PopupPosition, rtl: Bool = false) -> PopupRect {
        PopupLayout(hostWidth: 400, hostHeight: 300, isRightToLeft: rtl)
            .rect(kind: kind, position: position, measureWidth: { (50, 120) }, measureHeight: { _ in (40, 60) })
    }

    func testToastSpansTheWidthAtItsEdge() {
        XCTAssertEqual(rect(.toast, .top), PopupRect(x: 0, y: 0, width: 400, height: 60))
        XCTAssertEqual(rect(.toast, .bottom), PopupRect(x: 0, y: 240, width: 400, height: 60))
    }

    func testFloaterKeepsItsMarginsAndMirrorsInRightToLeft() {
        let floater = PopupKind.floater(verticalPadding: 10, horizontalPadding: 16)
        XCTAssertEqual(rect(floater, .bottomTrailing), PopupRect(x: 264, y: 230, width: 120, height: 60))
        XCTAssertEqual(rect(floater, .bottomTrailing, rtl: true), PopupRect(x: 16, y: 230, width: 120, height: 60))
        XCTAssertEqual(rect(floater, .topLeading), PopupRect(x: 16, y: 10, width: 120, height: 60))
    }

    func testDefaultIsCentredAndNeverWiderThanTheHost() {
        XCTAssertEqual(rect(.default, .center), PopupRect(x: 140, y: 120, width: 120, height: 60))
        let wide = PopupLayout(hostWidth: 100, hostHeight: 300, isRightToLeft: false)
            .rect(kind: .default, position: .center, measureWidth: { (50, 500) }, measureHeight: { _ in (40, 60) })
        XCTAssertEqual(wide.width, 100)
    }

    func testOffscreenOffsetsReachPastEachEdge() {
        let layout = PopupLayout(hostWidth: 400, hostHeight: 300, isRightToLeft: false)
        let centre = PopupRect(x: 140, y: 120, width: 120, height: 60)
        XCTAssertEqual(layout.offscreenOffset(of: centre, towards: .bottom), Vector2(x: 0, y: 180))
        XCTAssertEqual(layout.offscreenOffset(of: centre, towards: .top), Vector2(x: 0, y: -180))
        XCTAssertEqual(layout.offscreenOffset(of: centre, towards: .leading), Vector2(x: -260, y: 0))
        let mirrored = PopupLayout(hostWidth: 400, hostHeight: 300, isRightToLeft: true)
        XCTAssertEqual(mirrored.offscreenOffset(of: centre, towards: .leading), Vector2(x: 260, y: 0))
        XCTAssertEqual(PopupPosition.top.defaultEdge, .top)
        XCTAssertEqual(PopupPosition.center.defaultEdge, .bottom)
        XCTAssertEqual(PopupPosition.trailing.defaultEdge, .trailing)
    }
}
