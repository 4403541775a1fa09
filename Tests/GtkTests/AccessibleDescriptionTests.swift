import CGtk
import Glibc
@testable import Gtk
import GtkTestSupport
import XCTest

/// The description a screen reader reads after a widget's name, as GTK holds it (the widget
/// suites run GTK's test accessibility backend, which keeps every property and talks to no
/// bus): GTK makes a tooltip the description, the wrapper leaves out one that only repeats the
/// name, and it describes again once the name says something else.
final class AccessibleDescriptionTests: XCTestCase {
    func testATooltipRepeatingTheNameIsNotReadTwiceAndDescribesAgainOnceTheNameChanges() {
        MainActor.assumeIsolated {
            onGtk {
                let button = Button(label: "Discover")
                button.setAccessibleLabel("Discover")
                button.tooltip = "Discover"
                XCTAssertEqual(description(of: button), "", "the tooltip says only the name")

                button.setAccessibleLabel("Discover, 3 new")
                XCTAssertEqual(description(of: button), "Discover", "the name says more now: the tooltip describes")

                button.setAccessibleLabel("Discover")
                XCTAssertEqual(description(of: button), "", "and repeats the name again")
            }
        }
    }

    func testADescriptionGivenStandsWhereTheTooltipRepeatsTheName() {
        MainActor.assumeIsolated {
            onGtk {
                let menu = Button(label: "Menu")
                menu.setAccessibleLabel("Menu")
                menu.setAccessibleDescription("Pages and settings")
                menu.tooltip = "Menu"
                XCTAssertEqual(description(of: menu), "Pages and settings", "the description given, not the repeat")
            }
        }
    }
}

/// The accessible description GTK holds for `widget`; nil when it holds none.
@MainActor
private func description(of widget: Widget) -> String? {
    let accessible: OpaquePointer = widget.pointer()
    guard gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0 else {
        XCTFail("GTK holds no description: run these tests with GTK_A11Y=test")
        return nil
    }
    // GTK's check answers nil for a match and the value otherwise: ask for one it cannot be.
    guard let differing = cgtk_test_accessible_check_description(accessible, "\u{1}") else { return "\u{1}" }
    defer { g_free(differing) }
    return String(cString: differing)
}
