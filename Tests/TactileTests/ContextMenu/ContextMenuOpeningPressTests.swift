@testable import Tactile
import Gtk
import GtkTestSupport
import XCTest

/// A menu opened by a mouse button held down shows when the button is let go, and the next
/// click on an item chooses it. (Shown while the button was down, GTK 4.8 on X11 kept the menu's
/// grab behind the window: the next click closed the menu instead of choosing.)
final class ContextMenuOpeningPressTests: XCTestCase {
    func testARightButtonHeldOpensTheMenuWhenLetGoAndTheNextClickChooses() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                try ScreenInput.pointerDown(scene.tile, x: 40, y: 30, button: 3)
                MainLoop.run(for: 0.4)
                XCTAssertFalse(scene.menu.isPresented, "nothing shows while the button is down")
                try ScreenInput.pointerUp(button: 3)
                XCTAssertTrue(MainLoop.run(until: { scene.menu.popover.isMapped }), "the menu shows on the release")
                XCTAssertEqual(scene.menu.trigger, .secondaryClick)
                XCTAssertEqual(scene.menu.model.anchor?.x ?? .nan, 40, accuracy: 0.01, "where the button went down")
                MainLoop.drain()
                scene.choose("Set Red")
                XCTAssertEqual(scene.color.swatch, TutorialColor.red, "the click on the item chooses it")
                XCTAssertEqual(scene.dismissals, [.item("set-red")])
            }
        }
    }

    func testAMouseLongPressOpensTheMenuWhenLetGoAndTheNextClickChooses() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                try ScreenInput.pointerDown(scene.tile, x: 20, y: 20)
                MainLoop.run(for: 1.2)
                XCTAssertFalse(scene.menu.isPresented, "past the long press, the button still down: nothing yet")
                try ScreenInput.pointerUp()
                XCTAssertTrue(MainLoop.run(until: { scene.menu.popover.isMapped }), "the menu shows on the release")
                XCTAssertEqual(scene.menu.trigger, .longPress)
                MainLoop.drain()
                scene.choose("Set Red")
                XCTAssertEqual(scene.color.swatch, TutorialColor.red)
                XCTAssertEqual(scene.dismissals, [.item("set-red")])
            }
        }
    }

    func testAShortClickStillOpensNoMenu() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                try ScreenInput.click(scene.tile, x: 20, y: 20)
                MainLoop.run(for: 0.3)
                XCTAssertFalse(scene.menu.isPresented, "a primary click is no long press, and its release opens nothing")
            }
        }
    }
}
