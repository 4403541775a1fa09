import GtkTestSupport
import Observation
import Tactile
import XCTest

@MainActor
@Observable
private final class Preferences {
    enum Theme: Equatable { case system, light, dark }
    var name = "Ada"
    var notifies = false
    var size = 3
    var volume = 0.5
    var theme = Theme.system
    var nameWrites = 0
    var editedName: String {
        get { name }
        set { name = newValue; nameWrites += 1 }
    }
}

/// Value widgets bound both ways to an `@Observable` model: the model shows in the widget,
/// and what a person does in the widget (xdotool under Xvfb) lands in the model.
final class TwoWayBindingTests: XCTestCase {
    func testTypingWritesTheModelAndAModelChangeShowsInTheField() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let preferences = Preferences()
                let entry = Entry(text: Bindable(preferences).editedName)
                XCTAssertEqual(entry.text, "Ada", "the model shows at once")
                let window = show(entry)
                defer { window.destroy() }

                try ScreenInput.click(entry)
                try ScreenInput.press("End")
                try ScreenInput.type("m")
                XCTAssertEqual(preferences.name, "Adam", "the typed letter reached the model")
                XCTAssertEqual(preferences.nameWrites, 1, "one write a key, none echoed back")

                preferences.name = "Grace"
                BindingScheduler.shared.flush()
                XCTAssertEqual(entry.text, "Grace")
                XCTAssertEqual(preferences.nameWrites, 1, "showing the model's value wrote nothing back")
            }
        }
    }

    func testClicksAndKeysOnSwitchesSpinButtonsAndRadioButtonsReachTheModel() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let preferences = Preferences()
                let model = Bindable(preferences)
                let toggle = Switch(isActive: model.notifies)
                let spin = SpinButton(range: 1...10, value: model.size)
                let system = CheckButton(radio: "System", in: nil, value: .system, selection: model.theme)
                let dark = CheckButton(radio: "Dark", in: system, value: Preferences.Theme.dark, selection: model.theme)
                let window = show(Box(.vertical, spacing: 6) { toggle.align(horizontal: .start); spin; system; dark })
                defer { window.destroy() }
                XCTAssertEqual(spin.value, 3)
                XCTAssertTrue(system.isActive)

                try ScreenInput.click(toggle)
                XCTAssertTrue(MainLoop.run(until: { preferences.notifies }), "the switch turned the setting on")
                try ScreenInput.click(spin, x: 10, y: Double(spin.height) / 2)
                try ScreenInput.press("Up")
                XCTAssertEqual(preferences.size, 4)
                try ScreenInput.click(dark)
                XCTAssertEqual(preferences.theme, .dark)
                XCTAssertFalse(system.isActive)

                preferences.theme = .system
                preferences.notifies = false
                BindingScheduler.shared.flush()
                XCTAssertTrue(system.isActive, "the model's choice shows")
                XCTAssertFalse(dark.isActive)
                XCTAssertFalse(toggle.isActive)
            }
        }
    }

    func testADropDownChoosesAmongTheAppsOwnValues() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let preferences = Preferences()
                let themes: [Preferences.Theme] = [.system, .light, .dark]
                let dropDown = DropDown(themes, selection: Bindable(preferences).theme) { "\($0)".capitalized }
                XCTAssertEqual(dropDown.strings, ["System", "Light", "Dark"])
                XCTAssertEqual(dropDown.selectedIndex, 0)
                let window = show(Box(.vertical) { dropDown.align(horizontal: .start) })
                defer { window.destroy() }

                try ScreenInput.click(dropDown)
                MainLoop.run(for: 0.3)
                try ScreenInput.press("Down", "Return")
                XCTAssertTrue(MainLoop.run(until: { preferences.theme == .light }), "the choice reached the model")
                preferences.theme = .dark
                BindingScheduler.shared.flush()
                XCTAssertEqual(dropDown.selectedString, "Dark")
            }
        }
    }

    func testABoundWidgetDoesNotKeepItsModelsClosureAfterItGoes() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                let preferences = Preferences()
                weak var weakEntry: Entry?
                do {
                    let entry = Entry(text: Bindable(preferences).name)
                    weakEntry = entry
                    XCTAssertEqual(LiveClosures.count, closuresBefore + 1)
                }
                MainLoop.drain()
                XCTAssertNil(weakEntry, "the model does not hold the widget")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "the change handler went with the widget")
                preferences.name = "After"
                BindingScheduler.shared.flush() // a binding of a finalized widget does nothing
            }
        }
    }
}

/// `content` in a new window, shown and laid out, with the keyboard focus.
@MainActor
private func show(_ content: Widget) -> Window {
    let window = Window()
    window.setDefaultSize(width: 320, height: 240)
    window.child = content
    window.present()
    _ = MainLoop.run(until: { content.isMapped && content.width > 0 })
    try? ScreenInput.focus(window)
    return window
}

@MainActor
@Observable
private final class Team {
    var members = ["Ada", "Grace"]
}

final class ObservedListTests: XCTestCase {
    func testAListFollowsTheObservableArrayItShows() {
        MainActor.assumeIsolated {
            onGtk {
                let team = Team()
                let list = ListView(observing: { team.members }, makeRow: { Label() }, bind: { $0.text = $1 })
                XCTAssertEqual(list.item(at: 1, as: String.self), "Grace")
                team.members.append("Alan")
                team.members[0] = "Ada Lovelace"
                BindingScheduler.shared.flush()
                XCTAssertEqual((0..<3).compactMap { list.item(at: $0, as: String.self) }, ["Ada Lovelace", "Grace", "Alan"])
                let window = show(list)
                defer { window.destroy() }
                let shown = list.children.flatMap(\.children).compactMap { $0 as? Label }.map(\.text)
                XCTAssertEqual(Set(shown), ["Ada Lovelace", "Grace", "Alan"], "the rows show the array")
            }
        }
    }
}
