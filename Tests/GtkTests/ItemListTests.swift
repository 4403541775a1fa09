import CGtk
import GtkTestSupport
@testable import Gtk
import XCTest

private struct Person: Equatable, Sendable {
    var name: String
    var city: String
}

private let people = [Person(name: "Ada", city: "London"), Person(name: "Grace", city: "New York"),
                      Person(name: "Alan", city: "Manchester")]

/// Lists, grids and tables over Swift arrays: rows made from the app's own values, clicked
/// by a person (xdotool under Xvfb), updated in place, and gone with their window.
final class ItemListTests: XCTestCase {
    func testAListShowsItsElementsAndAClickedRowIsTheElement() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let list = ListView(items: people, makeRow: { Label().align(horizontal: .start) }, bind: { $0.text = $1.name })
                list.singleClickActivates = true
                var activated: [String] = []
                list.onActivate { position in
                    if let person = list.item(at: position, as: Person.self) { activated.append(person.name) }
                }
                let window = present(list)
                defer { window.destroy() }

                XCTAssertEqual(shownTexts(in: list), ["Ada", "Grace", "Alan"])
                guard let grace = labels(in: list).first(where: { $0.text == "Grace" }) else { return XCTFail("no row for Grace") }
                try ScreenInput.click(grace)
                XCTAssertEqual(activated, ["Grace"])
                XCTAssertEqual(list.selectedPositions, [1])
            }
        }
    }

    func testChangingTheArrayMakesOnlyTheChangedRowsAgain() {
        MainActor.assumeIsolated {
            onGtk {
                var binds = 0
                let list = ListView(items: people, makeRow: { Label() }, bind: { binds += 1; $0.text = $1.name })
                let window = present(list)
                defer { window.destroy() }
                XCTAssertEqual(binds, 3)

                var changed = people
                changed[1].name = "Grace Hopper"
                changed.append(Person(name: "Barbara", city: "Boston"))
                list.setItems(changed)
                MainLoop.run(for: 0.1)
                XCTAssertEqual(shownTexts(in: list), ["Ada", "Grace Hopper", "Alan", "Barbara"])
                XCTAssertLessThanOrEqual(binds, 6, "the unchanged first row was not filled again")
                list.setItems([Person]())
                MainLoop.run(for: 0.1)
                XCTAssertEqual(shownTexts(in: list), [])
            }
        }
    }

    func testTheListHandsOutItsElementsAndSaysWhenTheyChanged() {
        MainActor.assumeIsolated {
            onGtk {
                let list = ListView(items: people, makeRow: { Label() }, bind: { $0.text = $1.name })
                var changes = 0
                list.onItemsChanged { changes += 1 }
                let window = present(list)
                defer { window.destroy() }
                XCTAssertEqual(list.items(as: Person.self), people)
                XCTAssertNil(list.items(as: String.self), "a list of people has no strings")

                var shownWhenTold: [String] = []
                list.onItemsChanged { shownWhenTold = list.items(as: Person.self)?.map(\.name) ?? [] }
                list.setItems(Array(people.dropFirst()))
                MainLoop.run(for: 0.1)
                XCTAssertEqual(changes, 1)
                XCTAssertEqual(shownWhenTold, ["Grace", "Alan"], "told after the list took the change in")
                XCTAssertEqual(shownTexts(in: list), ["Grace", "Alan"])
                list.setItems(Array(people.dropFirst()))
                XCTAssertEqual(changes, 1, "the same elements are no change")

                let strings = StringList(["a"])
                let stringList = ListView(model: strings, setup: { $0.child = Label() }, bind: { _ in })
                var stringChanges = 0
                stringList.onItemsChanged { stringChanges += 1 }
                strings.append("b")
                XCTAssertEqual(stringChanges, 1, "a list over a StringList says so too")
                XCTAssertNil(stringList.items(as: String.self))
            }
        }
    }

    func testAGridAndATableShowTheSameElements() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let grid = GridView(items: people, maximumColumns: 2, makeTile: { Label() }, bind: { $0.text = $1.name })
                grid.singleClickActivates = true
                var tiles: [Int] = []
                grid.onActivate { tiles.append($0) }
                let table = ColumnView(items: people, columns: [
                    TableColumn("Name", expands: true) { $0.name },
                    TableColumn("City") { $0.city },
                ])
                let window = present(Box(.vertical, spacing: 6) { grid; table }, width: 400, height: 400)
                defer { window.destroy() }

                XCTAssertEqual(shownTexts(in: grid), ["Ada", "Grace", "Alan"])
                XCTAssertEqual(table.columnCount, 2)
                XCTAssertEqual(shownTexts(in: table), ["Name", "City", "Ada", "London", "Grace", "New York", "Alan", "Manchester"],
                               "the titles, then a row an element")
                guard let alan = labels(in: grid).first(where: { $0.text == "Alan" }) else { return XCTFail("no tile for Alan") }
                try ScreenInput.click(alan)
                XCTAssertEqual(tiles, [2])
                XCTAssertEqual(cgtk_accessible_role(grid.gobject), Int32(GTK_ACCESSIBLE_ROLE_GRID.rawValue))
                XCTAssertEqual(cgtk_accessible_role(table.gobject), Int32(GTK_ACCESSIBLE_ROLE_TREE_GRID.rawValue))
            }
        }
    }

    func testListsAndTheirRowClosuresGoWithTheirWindow() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                let counter = FinalizationCounter()
                do {
                    let list = ListView(items: people, makeRow: { Label() }, bind: { $0.text = $1.name })
                    let grid = GridView(items: people, makeTile: { Label() }, bind: { $0.text = $1.name })
                    let table = ColumnView(items: people, columns: [TableColumn("Name") { $0.name }])
                    [list, grid, table].forEach(counter.watch)
                    let window = present(Box(.vertical) { list; grid; table })
                    window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { counter.count == 3 }), "finalized \(counter.count) of 3")
                XCTAssertTrue(MainLoop.run(until: { LiveClosures.count == closuresBefore }), "row factories' closures left alive")
            }
        }
    }
}

/// Every label in `widget`'s tree, depth first.
@MainActor
private func labels(in widget: Widget) -> [Label] {
    widget.children.flatMap { child -> [Label] in
        guard child.isVisible else { return [] }
        return (child as? Label).map { [$0] } ?? labels(in: child)
    }
}

/// The texts of the labels shown in `widget`, in the order they are laid out (top to bottom, then start to end).
@MainActor
private func shownTexts(in widget: Widget) -> [String] {
    labels(in: widget).filter { $0.isMapped && !$0.text.isEmpty }
        .sorted { shownOrder($0.text, $1.text, in: widget) }
        .map(\.text)
}

@MainActor
private func shownOrder(_ first: String, _ second: String, in widget: Widget) -> Bool {
    let all = labels(in: widget)
    func place(_ text: String) -> (Double, Double) {
        guard let label = all.first(where: { $0.text == text }), let point = label.translate(x: 0, y: 0, to: widget) else {
            return (0, 0)
        }
        return (point.y, point.x)
    }
    return place(first) < place(second)
}
