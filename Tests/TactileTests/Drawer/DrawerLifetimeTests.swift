import GtkTestSupport
@testable import Tactile
import XCTest

final class DrawerLifetimeTests: XCTestCase {
    /// Entries with context menus, and a search typed, leave nothing behind either.
    @MainActor
    static func fixtureWithItemMenus() -> DrawerFixture {
        let fixture = DrawerFixture()
        fixture.menu.itemMenu = { item in MenuDescription([MenuItem("Open \(item.title)", id: "open")]) }
        fixture.menuModel.searchText = "s"
        return fixture
    }

    func testDestroyingTheWindowFinalizesTheDrawerAndItsClosures() {
        MainActor.assumeIsolated {
            onGtk {
                withAnimations(true) {
                    // A first drawer installs what lives for the whole process (style
                    // sheets, decoded avatars); only what a second one leaves counts.
                    Self.fixtureWithItemMenus().destroy()
                    MainLoop.drain()
                    let closuresBefore = LiveClosures.count
                    let wrappersBefore = LiveObjects.count
                    let counter = FinalizationCounter()
                    do {
                        let fixture = Self.fixtureWithItemMenus()
                        counter.watch(fixture.drawer.resizeHandle)
                        counter.watch(fixture.menu.search)
                        counter.watch(fixture.drawer)
                        counter.watch(fixture.menu)
                        counter.watch(fixture.content)
                        counter.watch(fixture.menu.rows[0].button)
                        counter.watch(fixture.drawer.actionGroup)
                        // Leave it mid-animation, with a selection and a drag behind it.
                        fixture.menu.activate("liked")
                        do {
                            try ScreenInput.drag(fixture.drawer, from: (5, 200), to: (45, 200), duration: 0.1)
                        } catch {
                            XCTFail("no real pointer: \(error)")
                        }
                        fixture.drawer.open()
                        BindingScheduler.shared.flush()
                        MainLoop.run(for: 0.05)
                        XCTAssertGreaterThan(LiveClosures.count, closuresBefore)
                        fixture.destroy()
                    }
                    XCTAssertTrue(MainLoop.wait(until: { counter.count == 7 }, atMost: 3),
                                  "finalized \(counter.count) of 7")
                    MainLoop.drain()
                    XCTAssertEqual(LiveClosures.count, closuresBefore, "signal closures left alive")
                    XCTAssertEqual(LiveObjects.count, wrappersBefore, "Swift wrappers left alive")
                }
            }
        }
    }
}
