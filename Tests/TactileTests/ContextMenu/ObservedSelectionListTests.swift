@testable import Tactile
import GtkTestSupport
import Observation
import XCTest

/// The people a list shows, and a tag for some of them, as the Matches page keeps its matches.
@MainActor
@Observable
private final class People {
    var names: [String]
    var tags: [String: String] = [:]
    init(count: Int) { names = (0..<count).map { "person \($0)" } }
}

/// The Matches page's list: rows over an `@Observable` array, each a button with a binding of
/// its own (the tag) and the menu of the selected rows, in a scrolled window.
@MainActor
private final class ObservedListScene {
    let window = Window()
    let people: People
    let list: ListView
    let counts: RowCounts
    var menus: SelectionContextMenu?

    init(count: Int) {
        let people = People(count: count)
        self.people = people
        var attach: ((Button) -> Void)?
        let counts = RowCounts()
        list = ListView(observing: { people.names }, selection: .multiple, makeRow: { () -> Button in
            let row = Button(label: "")
            counts.made += 1
            row.onFinalize { counts.finalized += 1 }
            attach?(row)
            row.bind { row in
                let tags = people.tags
                row.tooltip = row.label.flatMap { tags[$0] }
            }
            return row
        }, bind: { row, name in row.label = name })
        self.counts = counts
        menus = SelectionContextMenu(list: list, id: \String.self, menu: { targets in
            MenuDescription([MenuItem(targets.count == 1 ? "Remove" : "Remove \(targets.count)", id: "remove") {
                people.names.removeAll { targets.contains($0) }
            }])
        }, primaryAction: { _ in })
        attach = { [weak self] row in
            self?.menus?.attach(to: row) { [weak row] in row?.label }
        }
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        window.child = scroller
        window.setDefaultSize(width: 300, height: 400)
        window.present()
        MainLoop.run(until: { self.list.isMapped && !self.rowsInList.isEmpty })
        do { try ScreenInput.focus(window) } catch { XCTFail("the window could not be focused: \(error)") }
    }

    /// The row widgets the list holds now (shown, or kept by GTK just out of sight).
    var rowsInList: [Button] { list.children.compactMap { $0.firstChild?.as(Button.self) } }

    /// The rows a person sees, top to bottom.
    var shownNames: [String] {
        rowsInList.filter { row in
            guard row.isMapped, let top = row.translate(x: 0, y: 0, to: list.parent ?? list) else { return false }
            return top.y >= 0 && top.y + Double(row.height) <= Double(list.parent?.height ?? list.height)
        }
        .sorted { ($0.translate(x: 0, y: 0, to: list)?.y ?? 0) < ($1.translate(x: 0, y: 0, to: list)?.y ?? 0) }
        .compactMap(\.label)
    }

    func row(_ name: String) -> Button? { rowsInList.first { $0.label == name && $0.isMapped } }

    // Each input in a method of its own: a row held in a test's variable would outlive its removal.

    func send(_ input: () throws -> Void) {
        do { try input() } catch { XCTFail("input could not be sent: \(error)") }
        MainLoop.drain()
    }

    func focus(_ name: String) {
        XCTAssertEqual(row(name)?.grabFocus(), true, "no row \(name) to focus")
    }

    func click(_ name: String, holding key: String) {
        guard let row = row(name) else { return XCTFail("no row \(name)") }
        send { try ScreenInput.click(row, holding: key) }
    }

    /// Opens the menu of the row `name` with a right-click and clicks its item `title`.
    func choose(_ title: String, inMenuOf name: String) {
        guard let row = row(name), let menu = row.attachedContextMenu else { return XCTFail("no row \(name)") }
        send { try ScreenInput.click(row, x: 20, y: 10, button: 3) }
        XCTAssertTrue(MainLoop.run(until: { menu.popover.isMapped }), "the menu did not open")
        MainLoop.drain()
        guard let item = DestructiveItemStyler.itemButton(titled: title, in: menu.popover) else { return XCTFail("no \(title)") }
        send { try ScreenInput.click(item) }
    }

    /// Every row the list made and no longer holds has been finalized.
    func assertDroppedRowsFinalized(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
        let settled = MainLoop.run(until: { self.counts.made - self.counts.finalized == self.rowsInList.count })
        XCTAssertTrue(settled, "\(when): \(counts.made) rows made, \(counts.finalized) finalized, "
                      + "but the list holds \(rowsInList.count)", file: file, line: line)
    }
}

@MainActor
private final class RowCounts {
    var made = 0
    var finalized = 0
}

/// A list over an `@Observable` array with a menu for its selected rows, as the Matches page
/// makes it: the rows GTK drops as they scroll out of sight, and those whose element goes, are
/// finalized with their menus, bindings and closures; the selection follows the array.
final class ObservedSelectionListTests: XCTestCase {
    func testRowsScrolledAwayOrRemovedAreFinalizedWithTheirClosures() {
        MainActor.assumeIsolated {
            onGtk {
                warmUpMenus()
                let closuresBefore = LiveClosures.count
                let counts: RowCounts
                do {
                    // More than GTK 4.8 keeps rows for (200 around what is in sight).
                    let scene = ObservedListScene(count: 500)
                    counts = scene.counts
                    XCTAssertEqual(scene.shownNames.first, "person 0")
                    scene.assertDroppedRowsFinalized("at first")

                    // Scrolled to the end by keys, back by keys, and down again by the wheel.
                    scene.focus("person 0")
                    scene.send { try ScreenInput.press("End") }
                    XCTAssertTrue(MainLoop.run(until: { scene.shownNames.last == "person 499" }), "End reached \(scene.shownNames)")
                    let madeAtTheEnd = counts.made
                    scene.send { try ScreenInput.press("Home") }
                    XCTAssertTrue(MainLoop.run(until: { scene.shownNames.first == "person 0" }), "Home reached \(scene.shownNames)")
                    scene.send { try ScreenInput.scroll(scene.list, x: 100, y: 100, steps: 30) }
                    XCTAssertTrue(MainLoop.run(until: { scene.shownNames.first != "person 0" }), "the wheel scrolled nothing")
                    XCTAssertLessThan(madeAtTheEnd, 500, "rows are made for what is near sight, not for every element")
                    scene.assertDroppedRowsFinalized("after scrolling")

                    // Three selected by Ctrl+click go by their own menu: the selection forgets them.
                    let names = Array(scene.shownNames.prefix(3))
                    XCTAssertEqual(names.count, 3)
                    for name in names { scene.click(name, holding: "ctrl") }
                    XCTAssertEqual(scene.menus?.selection.selected, Set(names))
                    scene.choose("Remove 3", inMenuOf: names[1])
                    XCTAssertTrue(MainLoop.run(until: { scene.people.names.count == 497 && scene.row(names[1]) == nil }),
                                  "the three rows are still shown")
                    XCTAssertEqual(scene.menus?.selection.selected, [], "the rows that went left the selection")
                    XCTAssertEqual(scene.menus?.selection.rows.count, 497)
                    XCTAssertEqual(scene.list.selectedPositions, [])
                    scene.assertDroppedRowsFinalized("after three removed by their menu")

                    // A tag shows in its row in place; the array cut to two leaves two rows.
                    scene.people.tags = ["person 0": "Red"]
                    scene.people.names = ["person 0", "person 1"]
                    XCTAssertTrue(MainLoop.run(until: { scene.shownNames == ["person 0", "person 1"] }), "shown \(scene.shownNames)")
                    XCTAssertEqual(scene.row("person 0")?.tooltip, "Red")
                    scene.assertDroppedRowsFinalized("after the array was cut to two")
                    XCTAssertEqual(scene.rowsInList.count, 2)
                    scene.window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { counts.finalized == counts.made }),
                              "\(counts.finalized) of \(counts.made) rows finalized with their window")
                XCTAssertTrue(MainLoop.run(until: { LiveClosures.count == closuresBefore }),
                              "\(LiveClosures.count - closuresBefore) closures left alive")
            }
        }
    }
}

/// GTK and the menus make what they share on first use (one closure the first time a menu
/// opens in the process): a menu opened and closed once before counting.
@MainActor
private func warmUpMenus() {
    let window = Window()
    let button = Button(label: "Warm-up")
    let menu = button.contextMenu { MenuDescription([MenuItem("Item", id: "item") {}]) }
    window.child = button
    window.setDefaultSize(width: 300, height: 200)
    window.present()
    MainLoop.run(until: { button.isMapped && button.width > 0 })
    MainLoop.run(for: 0.1)
    menu.present(trigger: .programmatic, at: (x: 10, y: 10))
    MainLoop.run(until: { menu.popover.isMapped })
    menu.dismiss()
    MainLoop.run(until: { !menu.popover.isMapped })
    window.destroy()
    MainLoop.drain()
}
