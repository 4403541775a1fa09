import AppTemplateModel
import AppTemplateUI
import Tactile
import XCTest

/// The window as a person sees it, driven through its actions (the buttons', the keyboard's
/// and the header's). Needs a display: ./test starts a virtual one when there is none.
/// (XCTest on Linux cannot call @MainActor test methods: each body asserts the main actor.)
final class MainViewTests: XCTestCase {
    @MainActor private static let application = Application(id: "org.example.AppTemplate.Tests", unique: false)

    @MainActor
    private static func withShownView(_ body: @MainActor (MainView, Window) throws -> Void) throws {
        guard Toolkit.initialize() else { throw XCTSkip("no display (./test starts Xvfb when there is none)") }
        // Registered, the application has started up and may own windows.
        try application.register()
        // An application's window: it carries the win.* actions (a bare GtkWindow has none).
        let window = application.makeWindow()
        let view = MainView(tally: Tally())
        view.install(in: window)
        window.present()
        MainLoop.drain()
        defer { window.destroy() }
        try body(view, window)
    }

    func testAddOneShowsTheNewCountAndResetStartsAgain() throws {
        try MainActor.assumeIsolated {
            try Self.withShownView { view, window in
                XCTAssertEqual(view.countLabel.text, "0 taps")
                window.activate(action: "add")
                MainLoop.drain()
                XCTAssertEqual(view.countLabel.text, "1 tap")
                window.activate(action: "reset")
                MainLoop.drain()
                XCTAssertEqual(view.countLabel.text, "0 taps")
            }
        }
    }

    func testTheSideMenuOpensFromTheDrawersAction() throws {
        try MainActor.assumeIsolated {
            try Self.withShownView { view, _ in
                XCTAssertFalse(view.drawer.isOpen)
                XCTAssertTrue(view.countLabel.activateAction("drawer.open"))
                MainLoop.drain()
                XCTAssertTrue(view.drawer.isOpen)
            }
        }
    }
}
