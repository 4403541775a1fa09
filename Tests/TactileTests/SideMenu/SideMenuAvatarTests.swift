import Foundation
import GtkTestSupport
@testable import Tactile
import XCTest

/// The side menu's header avatar costs nothing while the menu is closed: its photo is
/// decoded as the menu is first shown (a closed menu's avatar was decoded as the window
/// started, before its first frame), and a question about it is answered at any time.
final class SideMenuAvatarTests: XCTestCase {
    /// A copy of a shipped photo under a name of its own: avatars share their decodes, and
    /// one decoded by an earlier test would not be decoded again.
    private func freshPhoto() throws -> String {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("avatar-\(getpid())-\(UUID().uuidString).jpg")
        try FileManager.default.copyItem(at: TactileProcess.shippedData.appendingPathComponent("avatars/p014.jpg"), to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        return copy.path
    }

    func testAClosedMenusAvatarIsDecodedWhenTheMenuFirstOpens() throws {
        let photo = try freshPhoto()
        try MainActor.assumeIsolated {
            try onGtk {
                let model = SideMenuModel(header: SideMenuHeader(name: "Alex Morgan", avatar: photo),
                                          items: [SideMenuItem(id: "discover", title: "Discover", iconName: "go-home-symbolic")])
                let decodedBefore = AvatarView.decodeCount
                let menu = SideMenu(model: model)
                let drawer = Drawer(menu: menu, content: Label("Page"))
                let window = Window()
                defer { window.destroy() }
                let headerBar = HeaderBar()
                let toggle = Button(label: "Menu")
                toggle.actionName = "drawer.toggle"
                headerBar.packStart(toggle)
                window.titlebar = headerBar
                drawer.exposeActions(on: window)
                window.child = drawer
                window.setDefaultSize(width: 640, height: 480)
                window.present()
                XCTAssertTrue(MainLoop.run(until: { drawer.isMapped && drawer.width > 0 }), "the window showed")
                MainLoop.run(for: 0.1)
                let avatar = menu.header.avatar
                XCTAssertFalse(avatar.isMapped, "the menu starts closed")
                XCTAssertEqual(AvatarView.decodeCount, decodedBefore, "nothing decoded for a closed menu")

                try ScreenInput.focus(window)
                try ScreenInput.click(toggle)
                XCTAssertTrue(MainLoop.run(until: { avatar.isMapped && avatar.width > 0 }), "the menu opened")
                MainLoop.run(for: 0.1)
                XCTAssertEqual(AvatarView.decodeCount, decodedBefore + 1, "the photo decoded as the menu showed")
                let picture = avatar.children.first as? Picture
                XCTAssertNotNil(picture, "the avatar shows the photo")
                XCTAssertTrue(picture?.isMapped ?? false)
                XCTAssertFalse(avatar.showsInitials)
                try ScreenInput.parkPointer()
            }
        }
    }

    func testAnAvatarNotShownYetStillSaysWhetherItsImageLoads() throws {
        let photo = try freshPhoto()
        MainActor.assumeIsolated {
            onGtk {
                let found = AvatarView(), missing = AvatarView()
                found.show(name: "Alex Morgan", imagePath: photo)
                missing.show(name: "Ada Lovelace", imagePath: "/no/such/avatar.jpg")
                XCTAssertFalse(found.isMapped)
                XCTAssertFalse(found.showsInitials, "the photo loads")
                XCTAssertTrue(missing.showsInitials, "a missing file shows the initials")
                XCTAssertEqual((missing.children.first as? Label)?.text, "AL")
            }
        }
    }
}
