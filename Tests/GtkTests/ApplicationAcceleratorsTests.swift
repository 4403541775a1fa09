@testable import Gtk
import GtkTestSupport
import XCTest

/// `Application.accelerators`: every action with keyboard accelerators, read back as set
/// (what a modal popup holds while it blocks them, and gives back).
final class ApplicationAcceleratorsTests: XCTestCase {
    func testListsEachActionWithItsAcceleratorsAndLeavesOutThoseWithNone() {
        MainActor.assumeIsolated {
            onGtk {
                let application = Application(id: "io.github.tactile.AcceleratorsTest", unique: false)
                application.setAccelerators(["<Control>q", "<Control>w"], for: "app.quit")
                application.setAccelerators(["F9"], for: "win.page::discover")
                application.setAccelerators(["F1"], for: "app.help")
                application.setAccelerators([], for: "app.help")
                XCTAssertEqual(application.accelerators, ["app.quit": ["<Control>q", "<Control>w"],
                                                          "win.page::discover": ["F9"]])
            }
        }
    }
}
