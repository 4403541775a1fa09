import Foundation
@testable import Gtk
import GtkTestSupport
import XCTest

/// `Application.runMainWindow`: an app's main window and its `--screenshot PATH` option.
final class ApplicationMainWindowTests: XCTestCase {
    func testScreenshotOptionRendersTheWindowAndQuits() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let path = NSTemporaryDirectory() + "main-window-\(getpid()).png"
                defer { try? FileManager.default.removeItem(atPath: path) }
                let application = Application(id: "io.github.tactile.MainWindowTest", unique: false)
                var made = 0
                let safetyNet = MainLoop.timeout(milliseconds: 20_000) { application.quit(); return false }
                let status = application.runMainWindow(arguments: ["hello", "--screenshot", path]) { application in
                    made += 1
                    let window = application.makeWindow()
                    window.child = Label("Hello from the main window")
                    window.setDefaultSize(width: 300, height: 120)
                    return window
                }
                safetyNet.cancel()
                XCTAssertEqual(status, 0)
                XCTAssertEqual(made, 1)
                let texture = try Texture(file: path)
                // The window's default size: with no window manager under Xvfb it gets what it asks for.
                XCTAssertEqual(texture.width, 300)
                XCTAssertEqual(texture.height, 120)
                XCTAssertGreaterThan(RenderingTests.distinctColours(in: texture), 2, "the label was drawn, not a blank fill")
            }
        }
    }

    func testScreenshotThatCannotBeWrittenEndsWithStatusOne() {
        MainActor.assumeIsolated {
            onGtk {
                let application = Application(id: "io.github.tactile.MainWindowTest", unique: false)
                let safetyNet = MainLoop.timeout(milliseconds: 20_000) { application.quit(); return false }
                let status = application.runMainWindow(arguments: ["hello", "--screenshot", "/nonexistent/folder/shot.png"]) {
                    application in
                    let window = application.makeWindow()
                    window.child = Label("Nowhere to go")
                    return window
                }
                safetyNet.cancel()
                XCTAssertEqual(status, 1)
            }
        }
    }

    func testScreenshotOptionWithoutAPathIsRefusedBeforeAnyWindow() {
        MainActor.assumeIsolated {
            onGtk {
                let application = Application(id: "io.github.tactile.MainWindowTest", unique: false)
                var made = false
                let status = application.runMainWindow(arguments: ["hello", "--screenshot"]) { application in
                    made = true
                    return application.makeWindow()
                }
                XCTAssertEqual(status, 2)
                XCTAssertFalse(made)
            }
        }
    }
}
