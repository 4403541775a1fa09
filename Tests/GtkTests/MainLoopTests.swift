import Foundation
@testable import Gtk
import GtkTestSupport
import XCTest

final class MainLoopTests: XCTestCase {
    /// A @MainActor task started from a signal handler runs, sleeps and resumes
    /// inside g_application_run, with no polling source of ours.
    func testTaskFromSignalHandlerSleepsAndResumesInsideApplicationRun() {
        MainActor.assumeIsolated {
            onGtk {
                let application = Application(id: "io.github.tactile.MainLoopTest", unique: false)
                var steps: [String] = []
                var ranOnMainThread = true
                var safetyNet: SourceHandle?
                application.onActivate { [weak application] in
                    let button = Button(label: "Go")
                    button.onClicked {
                        steps.append("clicked")
                        Task { @MainActor in
                            steps.append("task started")
                            ranOnMainThread = ranOnMainThread && Thread.isMainThread
                            try? await Task.sleep(for: .milliseconds(30))
                            steps.append("resumed after sleep")
                            let value = await Self.computeOffMain()
                            steps.append("awaited \(value)")
                            ranOnMainThread = ranOnMainThread && Thread.isMainThread
                            application?.quit()
                        }
                    }
                    button.emit("clicked")
                    // A safety net so a broken loop fails the test instead of hanging it.
                    safetyNet = MainLoop.timeout(milliseconds: 5_000) { application?.quit(); return false }
                    application?.hold()
                }
                _ = application.run()
                safetyNet?.cancel()
                XCTAssertEqual(steps, ["clicked", "task started", "resumed after sleep", "awaited 42"])
                XCTAssertTrue(ranOnMainThread)
            }
        }
    }

    nonisolated static func computeOffMain() async -> Int { 42 }

    func testRunUntilReportsTimeout() {
        MainActor.assumeIsolated {
            onGtk {
                let start = Date()
                XCTAssertFalse(MainLoop.run(until: { false }, timeout: 0.1))
                XCTAssertLessThan(Date().timeIntervalSince(start), 2)
                var fired = false
                MainLoop.timeout(milliseconds: 10) { fired = true; return false }
                XCTAssertTrue(MainLoop.run(until: { fired }))
            }
        }
    }

    func testIdleRunsOnceAndCancelledSourcesDoNot() {
        MainActor.assumeIsolated {
            onGtk {
                var idleRuns = 0
                var cancelledRuns = 0
                MainLoop.idle { idleRuns += 1 }
                MainLoop.timeout(milliseconds: 1) { cancelledRuns += 1; return true }.cancel()
                MainLoop.run(for: 0.05)
                XCTAssertEqual(idleRuns, 1)
                XCTAssertEqual(cancelledRuns, 0)
            }
        }
    }
}
