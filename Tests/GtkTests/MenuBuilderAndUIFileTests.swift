import CGtk
import Foundation
import GtkTestSupport
@testable import Gtk
import XCTest

/// Menus built as the tree they are, chosen from with a person's clicks (xdotool under Xvfb),
/// and `.ui` files read from the file system and from a GResource bundle.
final class MenuBuilderAndUIFileTests: XCTestCase {
    func testAnItemOfABuiltMenuIsChosenWithClicks() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let showsHidden = true
                let menu = Menu {
                    MenuEntry(label: "New Window", action: "demo.new")
                    Menu.section {
                        if showsHidden { MenuEntry(label: "Show Hidden Files", action: "demo.hidden") }
                        for size in ["Small", "Large"] { MenuEntry(label: size, action: "demo.size") }
                    }
                    Menu.submenu("Help") { MenuEntry(label: "About", action: "demo.about") }
                }
                XCTAssertEqual(menu.count, 3, "an item, a section and a submenu")
                var chosen: [String] = []
                let actions = SimpleActionGroup()
                for name in ["new", "hidden", "size", "about"] { actions.addAction(name) { chosen.append(name) } }
                let button = MenuButton(iconName: "open-menu-symbolic", menu: menu)
                let window = present(Box(.vertical) { button.align(horizontal: .start, vertical: .start) })
                defer { window.destroy() }
                window.insertActionGroup(actions, prefix: "demo")

                try ScreenInput.click(button)
                var item: Widget?
                XCTAssertTrue(MainLoop.run(until: {
                    item = widgets(in: button).first { ($0 as? Label)?.text == "Show Hidden Files" && $0.isMapped }
                    return item != nil
                }), "the menu opened with the section's item")
                if let item { try ScreenInput.click(item) }
                XCTAssertTrue(MainLoop.run(until: { !chosen.isEmpty }), "an item was activated")
                XCTAssertEqual(chosen, ["hidden"])
            }
        }
    }

    func testUIFilesAreBuiltFromAFileAndFromAResourceBundle() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-ui-\(getpid())")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let ui = """
                    <interface><object class="GtkBox" id="form"><property name="orientation">vertical</property>
                    <child><object class="GtkEntry" id="name"><property name="text">Ada</property></object></child>
                    <child><object class="GtkSwitch" id="notify"><property name="active">1</property></object></child>
                    </object></interface>
                    """
                try ui.write(to: folder.appendingPathComponent("form.ui"), atomically: true, encoding: .utf8)

                let fromFile = try Builder(file: folder.appendingPathComponent("form.ui").path)
                XCTAssertEqual(fromFile.object("name", as: Entry.self)?.text, "Ada", "a GtkEntry comes back as an Entry")
                XCTAssertEqual(fromFile.object("notify", as: Switch.self)?.isActive, true)
                XCTAssertThrowsError(try Builder(file: folder.appendingPathComponent("missing.ui").path))

                let manifest = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <gresources><gresource prefix="/org/example/Forms"><file>form.ui</file></gresource></gresources>
                    """
                try manifest.write(to: folder.appendingPathComponent("forms.gresource.xml"), atomically: true, encoding: .utf8)
                let compiler = Process()
                compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
                compiler.currentDirectoryURL = folder
                compiler.arguments = ["--target=forms.gresource", "forms.gresource.xml"]
                try compiler.run()
                compiler.waitUntilExit()
                XCTAssertEqual(compiler.terminationStatus, 0)
                try Resources.register(bundleAt: folder.appendingPathComponent("forms.gresource").path)
                let fromResource = try Builder(resource: "/org/example/Forms/form.ui")
                XCTAssertEqual(fromResource.object("name", as: Entry.self)?.text, "Ada")
                XCTAssertThrowsError(try Builder(resource: "/org/example/Forms/missing.ui"))
            }
        }
    }
}

/// Every widget in `widget`'s tree, depth first.
@MainActor
private func widgets(in widget: Widget) -> [Widget] {
    widget.children.flatMap { [$0] + widgets(in: $0) }
}
