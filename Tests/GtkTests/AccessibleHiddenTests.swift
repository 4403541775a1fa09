import CGtk
@testable import Gtk
import GtkTestSupport
import XCTest

/// A widget taken out of the accessibility tree stays out while it is shown: newer GTK sets
/// every widget's "hidden" state to false as it maps it, which put the cards behind the top
/// card back in front of screen readers. Read as GTK holds it (run with GTK_A11Y=test).
final class AccessibleHiddenTests: XCTestCase {
    func testAWidgetHiddenFromScreenReadersStaysHiddenOnceShownAndAfterShownAgain() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                let behind = Label("Behind the top card")
                let shown = Label("On top")
                behind.setAccessibleHidden(true)
                let box = Box(.vertical)
                box.append(behind)
                box.append(shown)
                window.child = box
                window.present()
                XCTAssertTrue(MainLoop.run(until: { behind.isMapped }))
                MainLoop.drain()
                XCTAssertEqual(hidden(behind), true, "hidden before the window was shown")
                XCTAssertNotEqual(hidden(shown), true, "a widget shown is in the tree")

                behind.isVisible = false
                MainLoop.drain()
                behind.isVisible = true
                XCTAssertTrue(MainLoop.run(until: { behind.isMapped }))
                MainLoop.drain()
                XCTAssertEqual(hidden(behind), true, "hidden again after it was hidden and shown")

                behind.setAccessibleHidden(false)
                behind.isVisible = false
                MainLoop.drain()
                behind.isVisible = true
                XCTAssertTrue(MainLoop.run(until: { behind.isMapped }))
                MainLoop.drain()
                XCTAssertNotEqual(hidden(behind), true, "given back to screen readers, it stays")
            }
        }
    }
}

/// The "hidden" state GTK holds for `widget`; nil when it holds none.
@MainActor
private func hidden(_ widget: Widget) -> Bool? {
    let accessible: OpaquePointer = widget.pointer()
    guard gtk_test_accessible_has_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN) != 0 else { return nil }
    guard let differing = cgtk_test_accessible_check_hidden(accessible, 1) else { return true }
    g_free(differing)
    return false
}
