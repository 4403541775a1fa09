import CGtk
import GtkTestSupport
@testable import Gtk
import XCTest

/// The value widgets under a person's input (xdotool under Xvfb): what is typed, clicked and
/// keyed reaches each widget's value and its change handler.
final class ValueWidgetTests: XCTestCase {
    func testTypedTextReachesEntriesAndTheTextView() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let entry = Entry(placeholder: "Name")
                let password = PasswordEntry()
                let textView = TextView()
                textView.setSizeRequest(width: 200, height: 60)
                var changes = 0, activations = 0, bufferChanges = 0
                entry.onChanged { changes += 1 }
                entry.onActivate { activations += 1 }
                textView.onChanged { bufferChanges += 1 }
                let window = present(Box(.vertical, spacing: 6) { entry; password; textView })
                defer { window.destroy() }

                try ScreenInput.click(entry)
                try ScreenInput.type("Ada")
                try ScreenInput.press("Return")
                try ScreenInput.click(password)
                try ScreenInput.type("secret")
                try ScreenInput.click(textView)
                try ScreenInput.type("Two")
                try ScreenInput.press("Return")
                try ScreenInput.type("lines")
                MainLoop.run(for: 0.1)

                XCTAssertEqual(entry.text, "Ada")
                XCTAssertEqual(changes, 3, "one change a key")
                XCTAssertEqual(activations, 1, "Enter activates")
                XCTAssertEqual(password.text, "secret")
                XCTAssertEqual(textView.text, "Two\nlines")
                XCTAssertEqual(textView.buffer.lineCount, 2)
                XCTAssertEqual(bufferChanges, 9)
            }
        }
    }

    func testClicksTurnCheckButtonsRadioButtonsAndSwitches() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let check = CheckButton(label: "Sounds")
                let light = CheckButton(radio: "Light", in: nil)
                let dark = CheckButton(radio: "Dark", in: light)
                light.isActive = true
                let toggle = Switch()
                var checkToggles = 0, switchToggles = 0
                check.onToggled { checkToggles += 1 }
                toggle.onToggled { switchToggles += 1 }
                let window = present(Box(.vertical, spacing: 6) { check; light; dark; toggle.align(horizontal: .start) })
                defer { window.destroy() }

                try ScreenInput.click(check)
                try ScreenInput.click(dark)
                try ScreenInput.click(toggle)
                XCTAssertTrue(check.isActive)
                XCTAssertEqual(checkToggles, 1)
                XCTAssertTrue(dark.isActive)
                XCTAssertFalse(light.isActive, "choosing one radio button un-chooses the other")
                XCTAssertTrue(MainLoop.run(until: { toggle.isActive }), "the click turns the switch on")
                XCTAssertEqual(switchToggles, 1)
            }
        }
    }

    func testKeysStepSpinButtonsAndScales() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let spin = SpinButton(range: 0...10, step: 1, value: 4)
                let scale = Scale(range: 0...100, step: 5, value: 50)
                scale.setSizeRequest(width: 200)
                var spinChanges = 0, scaleChanges = 0
                spin.onValueChanged { spinChanges += 1 }
                scale.onValueChanged { scaleChanges += 1 }
                let window = present(Box(.vertical, spacing: 6) { spin; scale })
                defer { window.destroy() }

                try ScreenInput.click(spin, x: 10, y: Double(spin.height) / 2)
                try ScreenInput.press("Up", "Up")
                XCTAssertEqual(spin.value, 6)
                XCTAssertEqual(spinChanges, 2)
                scale.grabFocus()
                try ScreenInput.press("Right")
                XCTAssertEqual(scale.value, 55, accuracy: 0.01)
                XCTAssertEqual(scaleChanges, 1)
                spin.value = 99
                XCTAssertEqual(spin.value, 10, "kept within the range")
            }
        }
    }

    func testADropDownChoiceIsMadeFromItsPopup() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let dropDown = DropDown(strings: ["Small", "Medium", "Large"], selectedIndex: 0)
                var changes = 0
                dropDown.onSelectionChanged { changes += 1 }
                let window = present(Box(.vertical) { dropDown.align(horizontal: .start) })
                defer { window.destroy() }

                try ScreenInput.click(dropDown)
                MainLoop.run(for: 0.3)
                try ScreenInput.press("Down", "Down", "Return")
                XCTAssertTrue(MainLoop.run(until: { dropDown.selectedIndex == 2 }), "chose \(String(describing: dropDown.selectedIndex))")
                XCTAssertEqual(dropDown.selectedString, "Large")
                XCTAssertGreaterThanOrEqual(changes, 1)
                dropDown.strings = ["One", "Two", "Three"]
                XCTAssertEqual(dropDown.strings, ["One", "Two", "Three"])
            }
        }
    }

    func testRowsAndChildrenAreActivatedByClicksAndExpandersOpen() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let list = ListBox { Label("First"); Label("Second"); Label("Third") }
                let flow = FlowBox { Button(label: "A"); Label("B"); Label("C") }
                let expander = Expander("More", child: Label("Hidden"))
                var rows: [Int] = [], children: [Int] = [], expansions = 0
                list.onRowActivated { rows.append($0) }
                flow.onChildActivated { children.append($0) }
                expander.onExpandedChanged { expansions += 1 }
                let window = present(Box(.vertical, spacing: 6) { list; Separator(); flow; expander })
                defer { window.destroy() }

                if let second = list.rowChild(at: 1) { try ScreenInput.click(second) }
                if let third = flow.child(at: 2) { try ScreenInput.click(third) }
                try ScreenInput.click(expander, x: 10, y: 8)
                XCTAssertEqual(rows, [1])
                XCTAssertEqual(children, [2])
                XCTAssertTrue(expander.isExpanded)
                XCTAssertEqual(expansions, 1)
                XCTAssertTrue(expander.child?.isMapped ?? false, "the child shows")
            }
        }
    }

    func testDraggingThePanedHandleMovesIt() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let paned = Paned(.horizontal, start: Label("Start").expand(), end: Label("End").expand())
                paned.position = 100
                var moves = 0
                paned.onPositionChanged { moves += 1 }
                let window = present(paned, width: 400, height: 120)
                defer { window.destroy() }

                MainLoop.run(for: 0.1)
                moves = 0
                try ScreenInput.drag(paned, from: (x: 101, y: 60), to: (x: 181, y: 60), duration: 0.3)
                XCTAssertEqual(Double(paned.position), 180, accuracy: 10, "the handle followed the pointer")
                XCTAssertGreaterThan(moves, 0)
            }
        }
    }

    func testGridPlacesCellsAndProgressShowsItsFraction() {
        MainActor.assumeIsolated {
            onGtk {
                let name = Label("Name"), entry = Entry()
                let grid = Grid(rowSpacing: 6, columnSpacing: 12) {
                    [name, entry]
                    [Label("Size"), SpinButton(range: 1...5)]
                }
                XCTAssertTrue(grid.child(column: 1, row: 0) === entry)
                XCTAssertEqual(grid.rowCount, 2)
                grid.attach(Label("Wide"), column: 0, row: 2, width: 2)
                XCTAssertEqual(grid.rowCount, 3)
                grid.remove(name)
                XCTAssertNil(grid.child(column: 0, row: 0))

                let progress = ProgressBar(fraction: 0.4)
                progress.fraction = 1.5
                XCTAssertEqual(progress.fraction, 1, "kept within 0 and 1")
                progress.text = "Copying"
                progress.showsText = true
                XCTAssertEqual(progress.text, "Copying")
                let spinner = Spinner()
                XCTAssertTrue(spinner.isSpinning)
                spinner.isSpinning = false
                XCTAssertFalse(spinner.isSpinning)
            }
        }
    }

    func testScreenReadersHearEachWidgetsRole() {
        MainActor.assumeIsolated {
            onGtk {
                let radio = CheckButton(radio: "Dark", in: CheckButton(radio: "Light", in: nil))
                let expected: [(Widget, GtkAccessibleRole)] = [
                    (Entry(), GTK_ACCESSIBLE_ROLE_TEXT_BOX),
                    (PasswordEntry(), GTK_ACCESSIBLE_ROLE_TEXT_BOX),
                    (TextView(), GTK_ACCESSIBLE_ROLE_TEXT_BOX),
                    (CheckButton(label: "Sounds"), GTK_ACCESSIBLE_ROLE_CHECKBOX),
                    (radio, GTK_ACCESSIBLE_ROLE_RADIO),
                    (Switch(), GTK_ACCESSIBLE_ROLE_SWITCH),
                    (SpinButton(range: 0...1), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON),
                    (Scale(range: 0...1), GTK_ACCESSIBLE_ROLE_SLIDER),
                    (DropDown(strings: ["A"]), GTK_ACCESSIBLE_ROLE_COMBO_BOX),
                    (ProgressBar(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
                    // GTK's own choice for a layout: a group on 4.8, generic (nothing to announce)
                    // on 4.18 and 4.24 (seen).
                    (Grid(), Toolkit.isAtLeast(4, 18) ? GTK_ACCESSIBLE_ROLE_GENERIC : GTK_ACCESSIBLE_ROLE_GROUP),
                    (ListBox(), GTK_ACCESSIBLE_ROLE_LIST),
                    (FlowBox(), GTK_ACCESSIBLE_ROLE_GRID),
                    (Separator(), GTK_ACCESSIBLE_ROLE_SEPARATOR),
                    (Expander("More"), GTK_ACCESSIBLE_ROLE_BUTTON),
                ]
                for (widget, role) in expected {
                    XCTAssertEqual(cgtk_accessible_role(widget.gobject), Int32(role.rawValue), "\(widget.typeName)")
                }
                let entry = Entry().accessibleLabel("Full name")
                XCTAssertEqual(entry.accessibleLabelSet, "Full name")
            }
        }
    }

    func testDestroyedWindowFinalizesTheValueWidgetsAndTheirClosures() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                let wrappersBefore = LiveObjects.count
                let counter = FinalizationCounter()
                var calls = 0
                do {
                    let widgets: [Widget] = [
                        Entry().then { $0.onChanged { calls += 1 } },
                        PasswordEntry().then { $0.onChanged { calls += 1 } },
                        TextView().then { $0.onChanged { calls += 1 } },
                        CheckButton(label: "A").then { $0.onToggled { calls += 1 } },
                        Switch().then { $0.onToggled { calls += 1 } },
                        SpinButton(range: 0...1).then { $0.onValueChanged { calls += 1 } },
                        Scale(range: 0...1).then { $0.onValueChanged { calls += 1 } },
                        DropDown(strings: ["A", "B"]).then { $0.onSelectionChanged { calls += 1 } },
                        ProgressBar(), Spinner(), Separator(),
                        Grid { [Label("Cell")] },
                        Paned(.vertical, start: Label("Top")).then { $0.onPositionChanged { calls += 1 } },
                        ListBox { Label("Row") }.then { $0.onRowActivated { _ in calls += 1 }; $0.onRowMoved { _, _ in calls += 1 } },
                        FlowBox { Label("Child") }.then { $0.onChildActivated { _ in calls += 1 } },
                        Expander("More", child: Label("Inside")).then { $0.onExpandedChanged { calls += 1 } },
                    ]
                    widgets.forEach(counter.watch)
                    let window = present(Box(.vertical) { widgets })
                    XCTAssertGreaterThanOrEqual(LiveClosures.count, closuresBefore + 12, "a closure a widget")
                    window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { counter.count == 16 }), "finalized \(counter.count) of 16")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                XCTAssertTrue(MainLoop.run(until: { LiveObjects.count == wrappersBefore }), "Swift wrappers left alive")
            }
        }
    }
}

/// `content` in a new window, shown and laid out, with the keyboard focus.
@MainActor
func present(_ content: Widget, width: Int = 320, height: Int = 240) -> Window {
    let window = Window()
    window.setDefaultSize(width: width, height: height)
    window.child = content
    window.present()
    _ = MainLoop.run(until: { content.isMapped && content.width > 0 })
    try? ScreenInput.focus(window)
    return window
}

final class RowReorderingTests: XCTestCase {
    func testARowDraggedOntoAnotherMovesThere() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let list = ListBox { Label("First"); Label("Second") }
                var moves: [[Int]] = []
                list.onRowMoved { moves.append([$0, $1]) }
                list.append(Label("Third")) // appended after: draggable too
                let window = present(list, width: 240, height: 200)
                defer { window.destroy() }
                guard let third = list.rowChild(at: 2), let first = list.rowChild(at: 0) else { return XCTFail("no rows") }
                let from = try ScreenInput.screenPoint(of: third, x: 10, y: Double(third.height) / 2)
                let to = try ScreenInput.screenPoint(of: first, x: 10, y: Double(first.height) / 2)
                try ScreenInput.drag(third, from: (x: 10, y: Double(third.height) / 2),
                                     to: (x: 10 + Double(to.x - from.x), y: Double(third.height) / 2 + Double(to.y - from.y)),
                                     duration: 0.6, steps: 20, hold: 0.3)
                XCTAssertTrue(MainLoop.run(until: { !moves.isEmpty }, timeout: 3), "the drop moved a row")
                XCTAssertEqual(moves, [[2, 0]])
                XCTAssertEqual((0..<3).compactMap { (list.rowChild(at: $0) as? Label)?.text }, ["Third", "First", "Second"])
            }
        }
    }
}
