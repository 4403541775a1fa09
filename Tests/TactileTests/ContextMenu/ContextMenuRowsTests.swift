import GtkTestSupport
@testable import Tactile
import XCTest

/// Context menus of widgets that come and go, as a list's rows do.
final class ContextMenuRowsTests: XCTestCase {
    /// GTK 4.8 keeps the section and submenu models of every popover menu it
    /// showed (menus of one shape share theirs), and a closed popover whose
    /// owner leaves the window before GTK moved the focus out of it (the menu
    /// hands the focus back at once): rows made, opened and dropped over and
    /// over leave nothing behind.
    func testRowsThatComeAndGoWithTheirMenusLeaveNoWrappersBehind() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                let box = Box(.vertical)
                window.child = box
                window.setDefaultSize(width: 400, height: 300)
                window.present()
                XCTAssertTrue(MainLoop.run(until: { box.isMapped }), "the window did not map")
                let color = TutorialColor()
                var rowsFinalized = 0
                let cycle = {
                    let row = Button(label: "A row")
                    row.onFinalize { rowsFinalized += 1 }
                    box.append(row)
                    let menu = row.contextMenu { color.menu }.preview { color.preview }
                    XCTAssertTrue(MainLoop.run(until: { row.isMapped && row.width > 0 }), "the row did not map")
                    menu.present(trigger: .programmatic, at: (x: 20, y: 10))
                    XCTAssertTrue(MainLoop.run(until: { menu.popover.isMapped }), "the menu did not open")
                    menu.dismiss()
                    XCTAssertTrue(MainLoop.run(until: { !menu.popover.isMapped }), "the menu did not close")
                    // At once, as a row goes when its own menu's item removes it.
                    box.remove(row)
                }
                // GTK makes style, font and surface objects on first use; let it, then count.
                cycle()
                MainLoop.run(for: 0.2)
                let wrappersBefore = LiveObjects.count
                let closuresBefore = LiveClosures.count
                for _ in 0..<10 { cycle() }
                XCTAssertTrue(MainLoop.run(until: { rowsFinalized == 11 }), "\(rowsFinalized) of 11 rows finalized")
                MainLoop.run(for: 0.2)
                XCTAssertEqual(LiveObjects.count, wrappersBefore, "Swift wrappers left behind by 10 rows")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left behind by 10 rows")
                window.destroy()
            }
        }
    }

    func testMenusOfOneShapeShareOneModelAndOtherShapesHaveTheirOwn() {
        MainActor.assumeIsolated {
            onGtk {
                let color = TutorialColor()
                let first = MenuRenderer(), second = MenuRenderer(), other = MenuRenderer()
                first.render(color.menu, withPreview: true)
                color.showsHex = true  // a state: the same shape
                second.render(color.menu, withPreview: true)
                other.render(color.menu, withPreview: false)
                XCTAssertTrue(first.root === second.root, "menus of one shape share their model")
                XCTAssertFalse(first.root === other.root, "a menu without the preview slot has its own")
                XCTAssertEqual(other.root.count, 3, "three sections")
            }
        }
    }
}
