@testable import Gtk
import GtkTestSupport
import XCTest

/// `announceToScreenReader` says a message through GTK's call on 4.14 and later and, on
/// GTK 4.8, through the focused widget's description until the focus moves on; nothing
/// focused, nothing said. A widget's own description is what it was given, or a tooltip
/// that says more than its name.
final class FocusedAnnouncementTests: XCTestCase {
    func testAnAnnouncementNeedsAFocusedWidgetWhereGtkHasNoCallOfItsOwn() {
        MainActor.assumeIsolated {
            onGtk {
                let first = Button(label: "First")
                let second = Button(label: "Second")
                let window = shownWithNothingFocused(first, second)
                XCTAssertEqual(first.announceToScreenReader("Liked Ada."), Toolkit.isAtLeast(4, 14),
                               "with nothing focused only GTK's own call can say it")
                XCTAssertTrue(first.grabFocus())
                XCTAssertTrue(second.announceToScreenReader("Liked Ada."), "said through the focused button")
                XCTAssertTrue(second.grabFocus())
                MainLoop.drain()
                window.destroy()
                MainLoop.drain()
            }
        }
    }

    func testMovingTheFocusWithAMessageMovesItOrSaysItCouldNot() {
        MainActor.assumeIsolated {
            onGtk {
                let row = Button(label: "Ada, 36")
                let inert = Label("Nothing to focus")
                let window = shownWithNothingFocused(row, inert)
                XCTAssertTrue(row.grabFocus(announcing: "Menu closed"))
                // The window's focus, not `hasFocus`: newer GTK counts a widget focused only in an
                // active window, and no window manager makes this one active.
                XCTAssertTrue(window.focusedWidget === row, "the focus is on the widget the message goes with")
                XCTAssertFalse(inert.grabFocus(announcing: "Menu closed"), "a label takes no focus")
                XCTAssertTrue(window.focusedWidget === row, "a move that could not happen leaves the focus where it was")
                window.destroy()
                MainLoop.drain()
            }
        }
    }

    func testOwnDescriptionIsTheGivenOneOrATooltipThatSaysMore() {
        MainActor.assumeIsolated {
            onGtk {
                let repeating = Button(label: "Discover")
                repeating.setAccessibleLabel("Discover")
                repeating.tooltip = "Discover"
                XCTAssertEqual(repeating.ownDescription, "", "a tooltip equal to the name adds nothing")
                let helpful = Button(label: "Like")
                helpful.setAccessibleLabel("Like")
                helpful.tooltip = "Like the top card (Right)"
                XCTAssertEqual(helpful.ownDescription, "Like the top card (Right)")
                helpful.setAccessibleDescription("Right arrow likes.")
                XCTAssertEqual(helpful.ownDescription, "Right arrow likes.", "a description given wins")
            }
        }
    }
}

/// A window showing `widgets` in a column, mapped, with the focus on none of them.
@MainActor
private func shownWithNothingFocused(_ widgets: Widget...) -> Window {
    let window = Window()
    let box = Box(.vertical)
    for widget in widgets { box.append(widget) }
    window.child = box
    window.present()
    MainLoop.run(until: { widgets.allSatisfy(\.isMapped) })
    window.setFocus(nil)
    return window
}
