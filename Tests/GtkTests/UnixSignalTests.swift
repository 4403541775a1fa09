import Foundation
@testable import Gtk
import GtkTestSupport
import XCTest

final class UnixSignalTests: XCTestCase {
    func testEachSignalRunsTheHandlerOnTheMainLoop() {
        MainActor.assumeIsolated {
            onGtk {
                var received = 0
                let handle = MainLoop.onUnixSignal(SIGUSR2) { received += 1 }
                defer { handle.cancel() }
                raise(SIGUSR2)
                XCTAssertTrue(MainLoop.run(until: { received == 1 }), "the handler did not run")
                raise(SIGUSR2)
                XCTAssertTrue(MainLoop.run(until: { received == 2 }), "the handler ran once only")
            }
        }
    }
}
