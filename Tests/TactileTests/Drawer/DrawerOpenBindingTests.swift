import GtkTestSupport
import Observation
@testable import Tactile
import XCTest

/// The drawer tutorial's `Drawer(isOpened:)`: the app's own Bool opens and closes the drawer,
/// and a person's close is written back to it.
final class DrawerOpenBindingTests: XCTestCase {
    @MainActor
    @Observable
    final class Screen {
        var showsMenu = false
    }

    func testTheAppsBoolAndTheDrawerFollowEachOther() {
        DrawerFixture.run(animations: false) { fixture in
            let screen = Screen()
            let drawer = fixture.drawer
            drawer.bindOpenState(to: Binding(screen, \.showsMenu))
            fixture.settle()
            XCTAssertFalse(drawer.isOpen)

            screen.showsMenu = true
            fixture.settle()
            XCTAssertTrue(drawer.isOpen, "the app's value opened it")
            XCTAssertEqual(drawer.revealProgress, 1)

            fixture.click(drawer.scrim)
            XCTAssertFalse(drawer.isOpen, "a click on the scrim closed it")
            XCTAssertFalse(screen.showsMenu, "and the app's value says so")

            drawer.open()
            fixture.settle()
            XCTAssertTrue(screen.showsMenu, "opened by its action, the value follows")
            screen.showsMenu = false
            fixture.settle()
            XCTAssertFalse(drawer.isOpen, "the app's value closed it")
        }
    }

    func testADrawerMadeWithTheBindingStartsAsTheAppsValueSays() {
        MainActor.assumeIsolated {
            onGtk {
                let screen = Screen()
                screen.showsMenu = true
                let drawer = Drawer(isOpened: Binding(screen, \.showsMenu), menu: Label("Menu"), content: Label("Page"))
                XCTAssertTrue(drawer.isOpen)
                drawer.close()
                BindingScheduler.shared.flush()
                XCTAssertFalse(screen.showsMenu)
            }
        }
    }
}
