@testable import Gtk
import GtkTestSupport
import XCTest

final class ObjectTests: XCTestCase {
    func testWrappingAPointerTwiceGivesTheSameWrapperOfTheMostSpecificClass() {
        MainActor.assumeIsolated {
            onGtk {
                let box = Box(.vertical)
                box.append(ToggleButton(label: "Toggle"))
                let first = box.firstChild
                XCTAssertTrue(first is ToggleButton, "got \(String(describing: first))")
                XCTAssertTrue(box.firstChild === first)
            }
        }
    }

    func testCheckedCasts() {
        MainActor.assumeIsolated {
            onGtk {
                let widget: Widget = Label("Text")
                XCTAssertNil(widget.as(Button.self))
                XCTAssertEqual(widget.as(Label.self)?.text, "Text")
                XCTAssertTrue(widget.cast(to: Widget.self) === widget)
                XCTAssertEqual(Object.castFailureMessage(from: widget, to: Button.self),
                               "Cannot cast a GtkLabel to GtkButton")
            }
        }
    }

    func testMissingSettingsSchemaGivesNilInsteadOfAborting() {
        MainActor.assumeIsolated {
            onGtk {
                XCTAssertNil(Settings(schemaID: "io.github.tactile.DoesNotExist"))
            }
        }
    }

    func testStatefulActionsDriveCheckState() {
        MainActor.assumeIsolated {
            onGtk {
                let group = SimpleActionGroup()
                let action = SimpleAction(name: "favourite", state: Variant(false))
                group.add(action)
                var activations = 0
                action.onActivate { _ in activations += 1 }
                let button = Button(label: "Favourite")
                button.insertActionGroup(group, prefix: "demo")
                // A handler on activate replaces GLib's default toggling: flip the state ourselves.
                action.onActivate { [weak action] _ in
                    guard let action else { return }
                    action.state = Variant(!(action.state?.bool ?? false))
                }
                XCTAssertTrue(button.activateAction("demo.favourite"))
                XCTAssertEqual(activations, 1)
                XCTAssertEqual(action.state?.bool, true)
                action.isEnabled = false
                button.activateAction("demo.favourite")
                XCTAssertEqual(activations, 1, "a disabled action does not run")
            }
        }
    }
}
