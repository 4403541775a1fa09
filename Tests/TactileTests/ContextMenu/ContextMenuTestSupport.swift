import GtkTestSupport
import Foundation
import Observation
@testable import Tactile
import XCTest

/// The tutorial's state for the tests: a named colour and a check box.
@MainActor
@Observable
final class TutorialColor {
    static let green = ColorSwatch("Green", color: SRGBColor(red: 0, green: 1, blue: 0))
    static let red = ColorSwatch("Red", color: SRGBColor(red: 1, green: 0, blue: 0))

    var swatch = TutorialColor.green
    var showsHex = false
    var copied: [String] = []

    /// "Set Red" and "Set Green" as radio choices, a check item, a disabled
    /// item, a submenu and a destructive item.
    var menu: MenuDescription {
        MenuDescription(sections: [
            MenuSection([
                MenuItem("Set _Red", id: "set-red",
                                      state: .radio(group: "color", isSelected: swatch == Self.red)) { [weak self] in
                    self?.swatch = Self.red
                },
                MenuItem("Set _Green", id: "set-green",
                                      state: .radio(group: "color", isSelected: swatch == Self.green)) { [weak self] in
                    self?.swatch = Self.green
                },
            ]),
            MenuSection([
                MenuItem("Show Hex Code", id: "show-hex", state: .checkbox(isOn: showsHex)) { [weak self] in
                    self?.showsHex.toggle()
                },
                MenuItem("Copy Hex Code", id: "copy-hex", shortcut: KeyboardShortcut("c")) { [weak self] in
                    guard let self else { return }
                    self.copied.append(self.swatch.hexCode)
                },
                MenuItem("More", id: "more", submenu: MenuDescription([
                    MenuItem("Copy Name", id: "copy-name") { [weak self] in
                        guard let self else { return }
                        self.copied.append(self.swatch.label)
                    },
                ])),
            ], title: "Edit"),
            MenuSection([
                MenuItem("Reset", id: "reset", isEnabled: swatch != Self.green, role: .destructive) { [weak self] in
                    self?.swatch = Self.green
                },
            ]),
        ])
    }

    var preview: ContextMenuPreview {
        ContextMenuPreview(title: swatch.label, subtitle: swatch.hexCode, color: swatch.color,
                           preferredWidth: 240, preferredHeight: 140)
    }
}

/// A shown window holding the tutorial's rectangle (a button labelled with
/// the colour's name) with its context menu.
@MainActor
final class TutorialScene {
    let window = Window()
    let color = TutorialColor()
    let tile = Button()
    let name = Label()
    let menu: ContextMenu
    var commits = 0
    var dismissals: [ContextMenuDismissal] = []
    var menuBuilds = 0

    init(policy: ContextMenuPreviewPolicy = .always) {
        let color = self.color
        tile.child = name
        tile.setSizeRequest(width: 200, height: 120)
        tile.bind { $0.setFillColor(color.swatch.color) }
        name.bind { $0.text = color.swatch.label }
        let box = Box(.vertical)
        box.append(tile)
        window.child = box
        window.setDefaultSize(width: 400, height: 300)
        menu = tile.contextMenu { color.menu }
        menu.menu { [weak self] in
            self?.menuBuilds += 1
            return color.menu
        }
        .preview { color.preview }
        .previewPolicy(policy)
        .onCommit { [weak self] in self?.commits += 1 }
        .onDismiss { [weak self] in self?.dismissals.append($0) }
        window.present()
        MainLoop.run(until: { self.tile.isMapped && self.tile.width > 0 })
        // No window manager gives it the keyboard: the keys the tests press go to it.
        do { try ScreenInput.focus(window) } catch { XCTFail("the window could not be focused: \(error)") }
    }

    /// Opens the menu with a real right-click at (x, y) on the tile, and waits for it.
    func rightClick(x: Double = 40, y: Double = 30) {
        send { try ScreenInput.click(tile, x: x, y: y, button: 3) }
        XCTAssertTrue(MainLoop.run(until: {
            self.menu.popover.isMapped && (!self.menu.showsPreview || (self.previewCard?.width ?? 0) > 0)
        }), "the menu did not open")
        MainLoop.drain()
    }

    /// The mouse held down on the tile at (x, y) for 1.5 s, well past GTK's long press (a
    /// slow build, the sanitizers', handles the press late), then let go.
    func longPress(x: Double = 20, y: Double = 20) {
        send { try ScreenInput.longPress(tile, x: x, y: y, seconds: 1.5) }
    }

    /// A real click on the open menu's item titled `title`.
    func choose(_ title: String) {
        guard let item = itemButton(title) else { return XCTFail("no item \(title)") }
        send { try ScreenInput.click(item) }
        MainLoop.drain()
    }

    /// A real click on the preview card.
    func clickPreview() {
        guard let preview = previewButton else { return XCTFail("no preview") }
        send { try ScreenInput.click(preview) }
        MainLoop.drain()
    }

    /// A real click in the window's far corner, away from the tile and the menu.
    func clickOutside() {
        send { try ScreenInput.click(window, x: Double(window.width) - 8, y: Double(window.height) - 8) }
        MainLoop.drain()
    }

    /// Keys as xdotool names them, to whatever has the keyboard focus.
    func press(_ keys: String) {
        send { try ScreenInput.press(keys) }
        MainLoop.drain()
    }

    /// Rests the X pointer on the middle of the open menu while `body` runs, as a person's
    /// mouse does, then moves it out of the way.
    func withPointerRestingOnMenu(_ body: () throws -> Void) throws {
        let motion = MotionController()
        // The open menu's popover: the menu lets it go when it closes.
        let popover = menu.popover
        popover.addController(motion)
        defer { popover.removeController(motion) }
        try ScreenInput.pointerMove(popover, x: Double(popover.width) / 2, y: Double(popover.height) / 2)
        defer { try? ScreenInput.parkPointer() }
        guard MainLoop.run(until: { motion.containsPointer }) else { return XCTFail("the pointer did not reach the menu") }
        try body()
    }

    private func send(_ input: () throws -> Void) {
        do { try input() } catch { XCTFail("input could not be sent: \(error)") }
    }

    func itemButton(_ title: String) -> Widget? {
        DestructiveItemStyler.itemButton(titled: title, in: menu.popover)
    }

    var previewCard: PreviewCard? { menu.previewContent as? PreviewCard }

    var previewButton: Button? { menu.previewContent?.parent?.as(Button.self) }

    func close() {
        window.destroy()
        MainLoop.drain()
    }

    /// The wrappers that stay once a popover menu for `menu` was made and dropped:
    /// the model shared by menus of its shape (`SharedMenuModels`), whose sections
    /// GTK 4.8's menu tracker also keeps a reference to. How many, for `menu`.
    static func wrappersKeptByAPopoverMenu(of menu: MenuDescription) -> Int {
        let before = LiveObjects.count
        do {
            let renderer = MenuRenderer()
            renderer.render(menu, withPreview: true)
            _ = PopoverMenu(menu: renderer.root)
        }
        MainLoop.drain()
        return LiveObjects.count - before
    }
}
