@testable import Gtk
import GtkTestSupport
import XCTest

/// The wrapper calls the drawer and side menu added: child visibility,
/// picking, focus movement into a subtree, typed characters of keys, the search
/// field and the roles a resize handle and a section header take.
final class DrawerWrapperAdditionsTests: XCTestCase {
    func testTheSearchFieldHoldsItsTextAndTheNewRolesAreKept() {
        MainActor.assumeIsolated {
            onGtk {
                let search = SearchEntry()
                XCTAssertEqual(search.text, "")
                search.setPlaceholderText("Search")
                search.text = "mat"
                XCTAssertEqual(search.text, "mat")
                for role in [AccessibleRole.separator, .heading] {
                    XCTAssertEqual(Container(role: role).accessibleRole, role, "\(role) is read back as set")
                }
                // GTK checks each value's type: a wrong one would be a CRITICAL, fatal in these suites.
                let handle = Container(role: .separator)
                handle.setAccessibleValue(now: 200, minimum: 180, maximum: 280, text: "200 pixels")
                XCTAssertEqual(handle.accessibleRole, .separator)
            }
        }
    }

    func testAChildHiddenByItsParentIsUnmappedYetMeasurable() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                let box = Box(.vertical)
                let label = Label("Hidden by its parent")
                box.append(label)
                window.child = box
                window.present()
                XCTAssertTrue(MainLoop.run(until: { label.isMapped }))
                label.isChildVisible = false
                XCTAssertFalse(label.isMapped)
                XCTAssertTrue(label.isVisible, "its own visibility is untouched")
                XCTAssertGreaterThan(label.measure(.horizontal).natural, 0)
                label.isChildVisible = true
                XCTAssertTrue(label.isMapped)
            }
        }
    }

    func testPickFindsTheWidgetUnderAPointAndFocusMovesIntoASubtree() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                let outer = Box(.vertical)
                let first = Button(label: "First")
                let inner = Box(.vertical)
                let second = Button(label: "Second")
                inner.append(Label("No focus here"))
                inner.append(second)
                outer.append(first)
                outer.append(inner)
                window.child = outer
                window.present()
                XCTAssertTrue(MainLoop.run(until: { second.isMapped && second.width > 0 }))
                let point = second.translate(x: 4, y: 4, to: outer)
                let picked = point.flatMap { outer.pick(x: $0.x, y: $0.y) }
                XCTAssertTrue(picked === second || picked?.parent === second, "the click lands on the second button")
                XCTAssertTrue(inner.focusFirstDescendant())
                XCTAssertTrue(second.hasFocus, "focus skipped the label and took the button inside")
                XCTAssertFalse(Box(.vertical).focusFirstDescendant(), "nothing to focus in an empty box")
            }
        }
    }

    func testKeysThatTypeCharacters() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Key.character(0x061), "a")
            XCTAssertEqual(Key.character(0x053), "S")
            XCTAssertNil(Key.character(Key.escape))
            XCTAssertNil(Key.character(Key.left))
        }
    }
}
