import GtkTestSupport
@testable import Tactile
import XCTest

/// A window holding a drawer with a side menu and some content, as the app
/// builds it, with a header-bar button reaching the drawer's actions.
@MainActor
final class DrawerFixture {
    let window = Window()
    let menuModel = SideMenuModel(
        header: SideMenuHeader(name: "Ada Lovelace", subtitle: "ada@example.org", avatar: "no-such-avatar.png"),
        items: [SideMenuItem(id: "discover", title: "Discover", iconName: "go-home-symbolic"),
                SideMenuItem(id: "liked", title: "Liked profiles", iconName: "emblem-favorite-symbolic"),
                SideMenuItem(id: "messages", title: "Messages", iconName: "mail-unread-symbolic"),
                SideMenuItem(id: "settings", title: "Settings", iconName: "emblem-system-symbolic")])
    let menu: SideMenu
    let content = Box(.vertical, spacing: 6)
    let contentButton = Button(label: "In the content")
    let headerButton = Button(label: "Menu")
    let pinButton = Button(label: "Pin")
    let drawer: Drawer<SideMenu, Box>

    init(width: Int = 640, configure: (AnyDrawer) -> Void = { _ in }) {
        menu = SideMenu(model: menuModel)
        content.append(contentButton)
        drawer = Drawer(menu: menu, content: content)
        configure(drawer)
        let headerBar = HeaderBar()
        headerButton.actionName = "drawer.toggle"
        headerBar.packStart(headerButton)
        pinButton.actionName = "drawer.pin"
        headerBar.packEnd(pinButton)
        window.titlebar = headerBar
        drawer.exposeActions(on: window)
        window.child = drawer
        window.setDefaultSize(width: width, height: 480)
        window.present()
        XCTAssertTrue(MainLoop.run(until: { self.drawer.isMapped && self.drawer.width > 0 }), "the window showed")
        settle()
    }

    /// Runs bindings, animations and layout until nothing moves.
    func settle() {
        BindingScheduler.shared.flush()
        MainLoop.wait(until: { !self.drawer.interaction.reveal.isMoving && !BindingScheduler.shared.hasPendingWork })
        MainLoop.drain()
        // One more frame, so the last position is laid out.
        MainLoop.run(for: 0.05)
    }

    /// A real click in the middle of `widget`, then everything settles.
    func click(_ widget: Widget) {
        do { try ScreenInput.click(widget) } catch { XCTFail("the click could not be sent: \(error)") }
        settle()
    }

    /// Keys as xdotool names them, to the window's focus, then everything settles.
    func press(_ keys: String) {
        do {
            try ScreenInput.focus(window)
            try ScreenInput.press(keys)
        } catch { XCTFail("the keys could not be sent: \(error)") }
        settle()
    }

    /// The menu's left edge in drawer coordinates, as drawn.
    var menuX: Double { menu.translate(x: 0, y: 0, to: drawer)?.x ?? .nan }

    var focusIsInMenu: Bool { window.focusedWidget?.isDescendant(of: menu) ?? false }

    func destroy() { window.destroy() }

    /// Runs `body` on the GTK thread with a fresh fixture, the desktop's
    /// animations switched on or off and the default text direction set,
    /// restoring both and destroying the window afterwards.
    nonisolated static func run(animations: Bool, rightToLeft: Bool = false, width: Int = 640,
                                configure: @MainActor (AnyDrawer) -> Void = { _ in },
                                _ body: @MainActor (DrawerFixture) -> Void) {
        MainActor.assumeIsolated {
            onGtk {
                withAnimations(animations) {
                    let directionBefore = Widget.defaultDirection
                    Widget.defaultDirection = rightToLeft ? .rightToLeft : .leftToRight
                    defer { Widget.defaultDirection = directionBefore }
                    let fixture = DrawerFixture(width: width, configure: configure)
                    defer { fixture.destroy() }
                    body(fixture)
                }
            }
        }
    }

    /// `run` for a body that throws (real input may be unavailable).
    nonisolated static func runThrowing(animations: Bool, rightToLeft: Bool = false, width: Int = 640,
                                        configure: @MainActor (AnyDrawer) -> Void = { _ in },
                                        _ body: @MainActor (DrawerFixture) throws -> Void) throws {
        var failure: (any Error)?
        run(animations: animations, rightToLeft: rightToLeft, width: width, configure: configure) { fixture in
            do {
                try ScreenInput.focus(fixture.window)
                try body(fixture)
                try ScreenInput.parkPointer()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
