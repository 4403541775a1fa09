import Foundation
import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// Each component is a GType of its own with its own CSS node name: the GTK Inspector
/// shows what it is, and an app's style sheet reaches it by that name, as it reaches
/// GTK's own widgets.
final class ComponentTypesTests: XCTestCase {
    func testComponentsHaveTheirOwnTypeNames() {
        MainActor.assumeIsolated {
            onGtk {
                let menu = SideMenu(model: SideMenuModel(header: SideMenuHeader(name: "Ada"), items: []))
                let drawer = Drawer(menu: menu, content: Label("Page"))
                let model = CardStackModel(source: InMemoryCardSource([Profile]()), log: InMemoryDecisionLog<Profile.ID>(),
                                           decisions: Decision.profileDecisions)
                let stack = CardStackFixture.makeStack(model, textures: TextureCache())
                let names: [(Widget, String)] = [
                    (drawer, "TactileDrawer"), (menu, "TactileSideMenu"), (stack, "TactileCardStack"),
                    (CardStackActionBar(stack: stack), "TactileCardStackActions"), (stack.cards[0], "TactileCard"),
                    (PopupHost(), "TactilePopupHost"), (AvatarView(), "TactileAvatar"),
                ]
                for (widget, name) in names { XCTAssertEqual(widget.typeName, name) }
                XCTAssertTrue(drawer.children.contains { $0.typeName == "TactileDrawerScrim" })
            }
        }
    }

    func testAnAppStyleSheetReachesComponentsByTheirNodeNames() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let window = Window()
                defer { window.destroy() }
                let host = PopupHost(content: AvatarView(size: 40))
                window.child = host
                window.setDefaultSize(width: 200, height: 120)
                let sheet = CSSProvider(css: "popuphost { background-color: rgb(255, 0, 255); }")
                sheet.applyToDisplay(priority: .user)
                defer { sheet.removeFromDisplay() }
                window.present()
                var painted = false
                XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }))
                window.frameClock?.onAfterPaint { painted = true }
                XCTAssertTrue(MainLoop.run(until: { painted && host.width > 0 }))
                let path = NSTemporaryDirectory() + "popuphost-\(getpid()).png"
                defer { try? FileManager.default.removeItem(atPath: path) }
                try host.renderPNG(to: path)
                let pixels = try Texture(file: path).rgbaPixels()
                // The host's corner is its own background, away from the avatar.
                XCTAssertEqual(Array(pixels[0..<3]), [255, 0, 255], "the app's rule for `popuphost` applies")
            }
        }
    }
}
