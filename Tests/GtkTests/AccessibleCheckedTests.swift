import CGtk
@testable import Gtk
import GtkTestSupport
import XCTest

/// The checked state of a check or radio menu item, as GTK's test accessibility backend holds
/// it (GTK reads the tristate as an int: a value of another type is a CRITICAL, fatal here).
final class AccessibleCheckedTests: XCTestCase {
    func testACheckedStateIsSetOnTheRoleThatTakesIt() {
        MainActor.assumeIsolated {
            onGtk {
                for role in [AccessibleRole.menuItemCheckbox, .menuItemRadio] {
                    let item = Container(role: role)
                    XCTAssertEqual(item.accessibleRole, role)
                    let accessible: OpaquePointer = item.pointer()
                    item.setAccessibleChecked(true)
                    XCTAssertNotEqual(gtk_test_accessible_has_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED), 0)
                    item.setAccessibleChecked(false)
                    XCTAssertNotEqual(gtk_test_accessible_has_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED), 0)
                }
            }
        }
    }
}
