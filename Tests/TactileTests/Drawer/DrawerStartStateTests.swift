import Foundation
import GtkTestSupport
@testable import Tactile
import XCTest

/// A drawer opened before its window is first shown (an app restoring its state, or
/// `tactile --menu open`) is open in the window's first frame, with animations on: there
/// is nothing on screen yet to slide from.
final class DrawerStartStateTests: XCTestCase {
    func testADrawerOpenedBeforeItsWindowIsShownIsOpenInTheFirstFrame() {
        MainActor.assumeIsolated {
            onGtk {
                withAnimations(true) {
                    let menu = SideMenu(model: SideMenuModel(header: SideMenuHeader(name: "Ada Lovelace"), items: [
                        SideMenuItem(id: "discover", title: "Discover", iconName: "go-home-symbolic"),
                    ]))
                    let drawer = Drawer(menu: menu, content: Label("Page"))
                    let window = Window()
                    defer { window.destroy() }
                    window.child = drawer
                    window.setDefaultSize(width: 420, height: 480)
                    drawer.open()
                    var firstFrame: (reveal: Double, menuMapped: Bool, menuX: Double)?
                    var gripContrast: Int?
                    window.present()
                    XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }), "the window was realized")
                    let connection = window.frameClock?.onAfterPaint {
                        guard firstFrame == nil else { return }
                        firstFrame = (drawer.revealProgress, menu.isMapped,
                                      menu.translate(x: 0, y: 0, to: drawer)?.x ?? .nan)
                        gripContrast = Self.resizeGripContrast(of: drawer, menuWidth: menu.width)
                    }
                    defer { connection?.disconnect() }
                    XCTAssertTrue(MainLoop.run(until: { firstFrame != nil }), "a frame was painted")
                    XCTAssertEqual(firstFrame?.reveal, 1, "the menu is all the way in from the first frame")
                    XCTAssertEqual(firstFrame?.menuMapped, true)
                    XCTAssertEqual(firstFrame?.menuX ?? .nan, 0, accuracy: 0.5, "at the window's edge, not sliding in")
                    XCTAssertGreaterThan(gripContrast ?? 0, 20, "the resize grip is drawn on the menu's edge in that frame")

                    // Once on screen, a change is animated as before.
                    drawer.close()
                    BindingScheduler.shared.flush()
                    XCTAssertTrue(drawer.interaction.reveal.isMoving, "closing on screen slides")
                    MainLoop.wait(until: { !drawer.interaction.reveal.isMoving })
                    XCTAssertEqual(drawer.revealProgress, 0)
                }
            }
        }
    }

    /// How much darker the middle of the menu's edge (the resize grip, 40 points tall) is
    /// than the edge 30 points above it, in the drawer as drawn now; nil if it cannot be drawn.
    @MainActor
    private static func resizeGripContrast(of drawer: Widget, menuWidth: Int) -> Int? {
        let path = NSTemporaryDirectory() + "drawer-first-frame-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? drawer.renderPNG(to: path)) != nil, let image = try? Texture(file: path) else { return nil }
        let pixels = RenderedPixels(rgba: image.rgbaPixels(), width: image.width, height: image.height)
        let scale = Double(image.width) / Double(drawer.width)
        func brightness(x: Int, y: Int) -> Int {
            pixels.colour(atX: Double(x) * scale, y: Double(y) * scale).reduce(0, +)
        }
        let middle = drawer.height / 2
        // Just inside the menu, where the grip (4 points wide, centred on the edge) lies on the menu.
        return brightness(x: menuWidth - 1, y: middle - 30) - brightness(x: menuWidth - 1, y: middle)
    }
}
