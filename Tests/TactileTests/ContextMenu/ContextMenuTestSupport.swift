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
    }

    /// Opens the menu as a right-click at (x, y) does, and waits for it.
    func rightClick(x: Double = 40, y: Double = 30) {
        menu.handleSecondaryClick(x: x, y: y)
        XCTAssertTrue(MainLoop.run(until: {
            self.menu.popover.isMapped && (!self.menu.showsPreview || (self.previewCard?.width ?? 0) > 0)
        }), "the menu did not open")
        MainLoop.drain()
    }

    /// Rests the X pointer on the middle of the open menu while `body` runs, as
    /// a person's mouse does, then puts it back, so later tests find it where
    /// they always do (xdotool; a skip where it is missing).
    func withPointerRestingOnMenu(_ body: () throws -> Void) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.xdotool) else { throw XCTSkip("needs xdotool") }
        guard let offset = PointerOnScreen.offsetToCentre(ofSurfaceOf: menu.popover) else {
            return XCTFail("the menu has no surface or no pointer")
        }
        let before = try Self.pointerLocation()
        let target = (x: before.x + offset.dx, y: before.y + offset.dy)
        let motion = MotionController()
        menu.popover.addController(motion)
        defer { menu.popover.removeController(motion) }
        try Self.runXdotool(["mousemove", String(target.x), String(target.y)])
        defer { _ = try? Self.runXdotool(["mousemove", String(before.x), String(before.y)]) }
        guard MainLoop.run(until: { motion.containsPointer }) else { return XCTFail("the pointer did not reach the menu") }
        try body()
    }

    private static let xdotool = "/usr/bin/xdotool"

    /// Where the X pointer is on the screen.
    private static func pointerLocation() throws -> (x: Int, y: Int) {
        let output = try runXdotool(["getmouselocation", "--shell"])
        var values: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"] else { throw XCTSkip("xdotool gave no pointer location") }
        return (x, y)
    }

    @discardableResult
    private static func runXdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
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
