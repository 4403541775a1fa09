@testable import Gtk
import GtkTestSupport
import XCTest

/// `Widget.announce` uses GTK's own call where the running GTK has it (4.14 and later: the
/// GTK 4.18 run of this suite), and says it could not on GTK 4.8, whose callers keep their
/// own way.
final class AnnouncementTests: XCTestCase {
    func testAnnouncingUsesGtksCallWhereTheRunningGtkHasIt() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                let status = Label("Saved")
                window.child = status
                window.present()
                MainLoop.run(until: { status.isMapped })
                let hasTheCall = Toolkit.isAtLeast(4, 14)
                XCTAssertEqual(NewerGtkCalls.announce != nil, hasTheCall, "looked up in GTK \(Toolkit.version)")
                XCTAssertEqual(status.announce("Liked Ada.", priority: .high), hasTheCall)
                window.destroy()
                MainLoop.drain()
            }
        }
    }
}
