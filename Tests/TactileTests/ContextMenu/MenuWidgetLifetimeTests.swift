@testable import Gtk
import GtkTestSupport
@testable import Tactile
import XCTest

/// The widgets a context menu holds: none of its own until it first opens (a list of rows,
/// each with a menu, holds no menus nobody opened), and none again once it has closed,
/// while the closed menu's items still run from their shortcuts and by name.
///
/// Widgets are counted in the window's tree and watched until finalized, not with
/// `LiveWidgets`: counting is for the whole process once started, and `LiveWidgetsTests`
/// (run later in the same process) must be the one that starts it.
final class MenuWidgetLifetimeTests: XCTestCase {
    func testAMenuNeverOpenedHoldsNoWidgetsAndItsItemsStillRun() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                let list = Box(.vertical)
                window.child = list
                var rows: [Button] = []
                for index in 0..<20 {
                    let row = Button()
                    row.child = Label("Row \(index)")
                    list.append(row)
                    rows.append(row)
                }
                window.present()
                defer {
                    window.destroy()
                    MainLoop.drain()
                }
                XCTAssertTrue(MainLoop.run(until: { rows[0].isMapped }))
                MainLoop.drain()
                let withoutMenus = descendants(of: window).count
                let color = TutorialColor()
                let menus = rows.map { row in row.contextMenu { color.menu }.preview { color.preview } }
                MainLoop.drain()
                XCTAssertEqual(descendants(of: window).count, withoutMenus, "menus nobody opened hold no widgets")
                XCTAssertFalse(descendants(of: window).contains { $0.as(Popover.self) != nil }, "no popover")

                // A closed menu's items run from their shortcuts (real keys) and by name.
                do { try ScreenInput.focus(window) } catch { return XCTFail("the window could not be focused: \(error)") }
                XCTAssertTrue(rows[3].grabFocus())
                do { try ScreenInput.press("ctrl+c") } catch { return XCTFail("\(error)") }
                XCTAssertTrue(MainLoop.run(until: { color.copied == ["#00FF00"] }), "the item's shortcut ran it")
                XCTAssertEqual(menus[3].actionName(for: "show-hex"), "context-menu.show-hex")
                XCTAssertTrue(menus[5].activate("show-hex"))
                XCTAssertTrue(color.showsHex)
                MainLoop.drain()
                XCTAssertEqual(descendants(of: window).count, withoutMenus, "running an item opens nothing")
                XCTAssertFalse(menus.contains(where: \.isPresented))
            }
        }
    }

    func testOpeningAndClosingAMenuLeavesTheWidgetsThereWere() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                let before = descendants(of: scene.tile).count
                for opening in 1...2 {
                    scene.rightClick()
                    XCTAssertEqual(scene.previewCard?.isMapped, true, "opened with its preview")
                    // Every widget of the open menu, watched until GTK lets it go.
                    let counter = FinalizationCounter()
                    var watched = 0
                    do {
                        let menuWidgets = [scene.menu.popover] + descendants(of: scene.menu.popover)
                        XCTAssertGreaterThan(menuWidgets.count, 40, "the open menu's widgets")
                        for widget in menuWidgets { counter.watch(widget) }
                        watched = menuWidgets.count
                    }
                    scene.press("Escape")
                    XCTAssertTrue(MainLoop.run(until: { !scene.menu.isPresented }), "Escape closes the menu")
                    XCTAssertTrue(MainLoop.run(until: { counter.count == watched }),
                                  "opening \(opening): \(watched - counter.count) of the menu's \(watched) widgets left alive")
                    XCTAssertEqual(descendants(of: scene.tile).count, before, "opening \(opening): the widget holds what it held")
                }
                XCTAssertEqual(scene.dismissals, [.escape, .escape])
            }
        }
    }

    func testASecondOpeningShowsTheSameMenuFocusAndNames() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = TutorialScene()
                defer { scene.close() }
                var openings: [[String]] = []
                for _ in 1...2 {
                    XCTAssertTrue(scene.tile.grabFocus())
                    scene.press("Menu")
                    XCTAssertTrue(MainLoop.run(until: { scene.menu.isPresented && (scene.previewCard?.width ?? 0) > 0 }),
                                  "the Menu key opens the menu")
                    MainLoop.drain()
                    var seen = DestructiveItemStyler.itemButtons(in: scene.menu.popover).map { button in
                        DestructiveItemStyler.titles(of: button).joined(separator: "/")
                    }
                    seen.append("menu: \(scene.menu.popover.accessibleLabelSet ?? "-")")
                    seen.append("preview: \(scene.previewCard?.titleText ?? "-"), \(scene.previewButton?.accessibleLabelSet ?? "-")")
                    scene.press("Down")
                    seen.append("focus: \(Self.focusedPlace(in: scene))")
                    scene.press("Down")
                    seen.append("then: \(Self.focusedPlace(in: scene))")
                    openings.append(seen)
                    scene.press("Escape")
                    XCTAssertTrue(MainLoop.run(until: { !scene.menu.isPresented }))
                    XCTAssertTrue(scene.tile.hasFocus, "the focus goes back to the widget")
                }
                XCTAssertTrue(openings[0].contains("Set Red"), "items: \(openings[0])")
                XCTAssertTrue(openings[0].contains("preview: Green, Open Green"), "preview: \(openings[0])")
                XCTAssertEqual(openings[1], openings[0], "the second opening shows what the first did")
            }
        }
    }

    func testAClosedMenusPopoverAndPreviewGoAndAReopenedOnesGoWithTheOwner() {
        MainActor.assumeIsolated {
            onGtk {
                var finalized: Set<String> = []
                do {
                    let scene = TutorialScene()
                    scene.rightClick()
                    scene.menu.popover.onFinalize { finalized.insert("first popover") }
                    scene.previewCard?.onFinalize { finalized.insert("first preview") }
                    scene.press("Escape")
                    XCTAssertTrue(MainLoop.wait(until: { finalized.count == 2 }, atMost: 3), "a closed menu's: \(finalized)")

                    scene.rightClick()
                    XCTAssertTrue(scene.menu.popover.parent === scene.tile, "a new popover, on the owner")
                    scene.menu.popover.onFinalize { finalized.insert("popover") }
                    scene.previewCard?.onFinalize { finalized.insert("preview") }
                    scene.tile.onFinalize { finalized.insert("tile") }
                    scene.window.destroy() // with the menu open
                }
                XCTAssertTrue(MainLoop.wait(until: { finalized.count == 5 }, atMost: 3), "finalized: \(finalized)")
            }
        }
    }

    /// Where the focus is in the open menu: the preview, or the title of the item that has it.
    @MainActor
    private static func focusedPlace(in scene: TutorialScene) -> String {
        if scene.previewButton?.hasFocus == true { return "preview" }
        guard let focus = scene.window.focusedWidget else { return "none" }
        let item = DestructiveItemStyler.itemButtons(in: scene.menu.popover).first { focus === $0 || focus.isDescendant(of: $0) }
        return item.map { DestructiveItemStyler.titles(of: $0).joined(separator: "/") } ?? "elsewhere"
    }
}
