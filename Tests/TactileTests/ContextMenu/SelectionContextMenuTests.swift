@testable import Tactile
import GtkTestSupport
import XCTest

/// A list of five rows whose menu acts on the selected ones, driven by real clicks and keys.
@MainActor
final class SelectionScene {
    let window = Window()
    let ids = StringList(["ada", "bo", "cy", "di", "ed"])
    let list: ListView
    var rows: [String: Button] = [:]
    var removed: [[String]] = []
    var opened: [[String]] = []
    var menuFor: SelectionContextMenu!

    init() {
        var attach: ((Button, ListItem) -> Void)?
        list = ListView(model: ids, selection: .multiple, setup: { item in
            let row = Button(label: "")
            attach?(row, item)
            item.child = row
        }, bind: { item in
            guard let row = item.child?.as(Button.self), let id = item.string else { return }
            row.label = id
        })
        menuFor = SelectionContextMenu(list: list, ids: ids, menu: { [weak self] targets in
            MenuDescription([MenuItem(targets.count == 1 ? "Remove" : "Remove \(targets.count)", id: "remove") {
                self?.removed.append(targets)
            }])
        }, primaryAction: { [weak self] targets in self?.opened.append(targets) })
        attach = { [weak self] row, item in
            self?.menuFor.attach(to: row) { [weak item] in item?.string }
                .preview { ContextMenuPreview(title: "One row") }
        }
        window.child = list
        window.setDefaultSize(width: 300, height: 400)
        window.present()
        MainLoop.run(until: { self.list.isMapped && self.rowButtons().count == 5 })
        for row in rowButtons() { rows[row.label ?? ""] = row }
        do { try ScreenInput.focus(window) } catch { XCTFail("the window could not be focused: \(error)") }
    }

    func rowButtons() -> [Button] {
        descendants(of: list).compactMap { $0.as(Button.self) }.filter { $0.isMapped }
    }

    func send(_ input: () throws -> Void) {
        do { try input() } catch { XCTFail("input could not be sent: \(error)") }
        MainLoop.drain()
    }

    func click(_ id: String, holding key: String? = nil) {
        guard let row = rows[id] else { return XCTFail("no row \(id)") }
        send { if let key { try ScreenInput.click(row, holding: key) } else { try ScreenInput.click(row) } }
    }

    func rightClick(_ id: String) -> ContextMenu? {
        guard let row = rows[id], let menu = row.attachedContextMenu else { XCTFail("no row \(id)"); return nil }
        send { try ScreenInput.click(row, x: 20, y: 10, button: 3) }
        XCTAssertTrue(MainLoop.run(until: { menu.popover.isMapped }), "the menu did not open")
        MainLoop.drain()
        return menu
    }

    func press(_ keys: String...) { for key in keys { send { try ScreenInput.press(key) } } }

    /// The rows GTK shows selected.
    var shownSelected: [String] { list.selectedPositions.sorted().compactMap(ids.string(at:)) }

    func item(_ title: String, in menu: ContextMenu) -> Widget? {
        DestructiveItemStyler.itemButton(titled: title, in: menu.popover)
    }

    func close() {
        window.destroy()
        MainLoop.drain()
    }
}

final class SelectionContextMenuTests: XCTestCase {
    func testCtrlAndShiftClicksSelectAndTheMenuActsOnAllSelected() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = SelectionScene()
                defer { scene.close() }
                scene.click("bo")
                scene.click("di", holding: "ctrl")
                XCTAssertEqual(scene.shownSelected, ["bo", "di"])
                scene.click("ed", holding: "shift")
                XCTAssertEqual(scene.shownSelected, ["di", "ed"], "a range from the row last clicked")
                scene.click("ada", holding: "ctrl")
                XCTAssertEqual(scene.shownSelected, ["ada", "di", "ed"])
                guard let menu = scene.rightClick("di") else { return }
                XCTAssertFalse(menu.showsPreview, "no single preview for several rows")
                guard let remove = scene.item("Remove 3", in: menu) else { return XCTFail("no Remove 3") }
                scene.send { try ScreenInput.click(remove) }
                XCTAssertEqual(scene.removed, [["ada", "di", "ed"]])

                // A menu on a row outside the selection acts on that row alone.
                guard let single = scene.rightClick("cy") else { return }
                XCTAssertEqual(scene.shownSelected, ["cy"])
                XCTAssertTrue(single.showsPreview)
                XCTAssertNotNil(scene.item("Remove", in: single))
                scene.press("Escape")
            }
        }
    }

    func testKeyboardSelectsWithCtrlSpaceAndShiftArrowsAndEnterRunsThePrimaryAction() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = SelectionScene()
                defer { scene.close() }
                XCTAssertEqual(scene.rows["bo"]?.grabFocus(), true)
                scene.press("ctrl+space")
                XCTAssertEqual(scene.shownSelected, ["bo"])
                scene.press("shift+Down", "shift+Down")
                XCTAssertEqual(scene.shownSelected, ["bo", "cy", "di"])
                XCTAssertEqual(scene.rows["di"]?.hasFocus, true, "the focus moves with the range")
                scene.press("Menu")
                guard let menu = scene.rows["di"]?.attachedContextMenu,
                      MainLoop.run(until: { menu.popover.isMapped }) else { return XCTFail("no menu") }
                MainLoop.drain()
                XCTAssertNotNil(scene.item("Remove 3", in: menu))
                scene.press("Escape")
                XCTAssertTrue(MainLoop.run(until: { !menu.isPresented }))
                XCTAssertEqual(scene.shownSelected, ["bo", "cy", "di"], "closing the menu keeps the selection")
                scene.press("Return")
                XCTAssertEqual(scene.opened, [["bo", "cy", "di"]])
                scene.press("ctrl+space")
                XCTAssertEqual(scene.shownSelected, ["bo", "cy"], "Ctrl+Space takes the focused row out")
                scene.press("Escape")
                XCTAssertEqual(scene.shownSelected, [], "Escape clears")
                scene.press("Up")
                XCTAssertEqual(scene.shownSelected, [], "a plain arrow only moves the focus")
                XCTAssertEqual(scene.rows["cy"]?.hasFocus, true)
                scene.press("Return")
                XCTAssertEqual(scene.opened.last, ["cy"], "Enter on a row outside the selection acts on that row")
            }
        }
    }

    func testDoubleClickRunsThePrimaryActionAndSelectionModeTapsAdd() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = SelectionScene()
                defer { scene.close() }
                guard let cy = scene.rows["cy"] else { return XCTFail("no row") }
                scene.send { try ScreenInput.click(cy, times: 2) }
                XCTAssertEqual(scene.opened, [["cy"]])

                scene.menuFor.isSelecting = true
                scene.click("ada")
                scene.click("ed")
                XCTAssertEqual(scene.shownSelected, ["ada", "cy", "ed"], "taps add in selection mode")
                scene.click("cy")
                XCTAssertEqual(scene.shownSelected, ["ada", "ed"], "and take out")
                guard let bo = scene.rows["bo"] else { return XCTFail("no row") }
                scene.send { try ScreenInput.click(bo, times: 2) }
                XCTAssertEqual(scene.shownSelected, ["ada", "ed"], "a quick second tap takes out what the first added")
                XCTAssertEqual(scene.opened, [["cy"]], "and runs no primary action")
                scene.menuFor.isSelecting = false
                XCTAssertEqual(scene.shownSelected, [], "leaving selection mode clears a selection of several")
            }
        }
    }

    func testTheListGoesWithItsMenusAndClosures() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                var finalized = false
                do {
                    let scene = SelectionScene()
                    scene.list.onFinalize { finalized = true }
                    _ = scene.rightClick("ada")
                    scene.press("Escape")
                    scene.close()
                }
                MainLoop.drain()
                XCTAssertTrue(finalized, "the list is finalized")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "and every closure with it")
            }
        }
    }
}

extension SelectionContextMenuTests {
    func testALongPressOnASelectedRowOpensTheMenuForTheSelection() {
        MainActor.assumeIsolated {
            onGtk {
                let scene = SelectionScene()
                defer { scene.close() }
                guard let ada = scene.rows["ada"], let menu = ada.attachedContextMenu else { return XCTFail("no row") }
                XCTAssertEqual(ada.grabFocus(), true)
                scene.press("ctrl+space")
                scene.press("shift+Down")
                XCTAssertEqual(scene.shownSelected, ["ada", "bo"])
                scene.send { try ScreenInput.longPress(ada, x: 20, y: 10, seconds: 1.5) }
                XCTAssertTrue(MainLoop.run(until: { menu.popover.isMapped }), "the long press opened no menu")
                MainLoop.drain()
                XCTAssertNotNil(scene.item("Remove 2", in: menu), "the menu acts on both")
                XCTAssertEqual(scene.shownSelected, ["ada", "bo"], "lifting the press keeps the selection")
                scene.press("Escape")
            }
        }
    }
}
