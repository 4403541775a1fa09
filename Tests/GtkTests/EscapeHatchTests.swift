import CGtk
import GtkTestSupport
@testable import Gtk
import XCTest

/// A widget class of an app's own over a GTK widget the wrapper does not have.
@MainActor
private final class Calendar: Widget {
    convenience init() { self.init(unsafePointer: gtk_calendar_new(), ownership: .transferred) }
}

/// The way back into GTK: C pointers wrapped with the right ownership, properties and signals by name.
final class EscapeHatchTests: XCTestCase {
    func testAFloatingPointerIsSunkAndFinalizedWithItsWrapper() {
        MainActor.assumeIsolated {
            onGtk {
                let counter = FinalizationCounter()
                do {
                    let calendar = Calendar()
                    counter.watch(calendar)
                    XCTAssertEqual(g_object_is_floating(calendar.gobject), 0, "the floating reference is the wrapper's")
                    XCTAssertEqual(calendar.typeName, "GtkCalendar")
                }
                XCTAssertEqual(counter.count, 1, "dropping the wrapper finalizes the widget")
            }
        }
    }

    func testABorrowedPointerIsRetainedAndComesBackAsItsSwiftClass() {
        MainActor.assumeIsolated {
            onGtk {
                let counter = FinalizationCounter()
                guard let raw = UnsafeMutableRawPointer(g_object_ref_sink(gtk_label_new("Borrowed"))) else { return XCTFail("no label") }
                do {
                    let wrapped = Object.wrap(unsafePointer: raw, ownership: .borrowed)
                    XCTAssertEqual((wrapped as? Label)?.text, "Borrowed", "a GtkLabel comes back as a Label")
                    XCTAssertTrue(Object.wrap(unsafePointer: raw, ownership: .borrowed) === wrapped, "one wrapper per object")
                    XCTAssertNil(Object.wrap(unsafePointer: raw, ownership: .borrowed, as: Button.self))
                    counter.watch(wrapped)
                    g_object_unref(raw) // the caller's own reference goes; the wrapper's stays
                    XCTAssertEqual(counter.count, 0)
                }
                XCTAssertEqual(counter.count, 1, "the wrapper's reference was the last")
            }
        }
    }

    func testATransferredReferenceToAWrappedObjectIsReleased() {
        MainActor.assumeIsolated {
            onGtk {
                let counter = FinalizationCounter()
                do {
                    let label = Label("Twice")
                    counter.watch(label)
                    // A "transfer full" getter's result: a reference of its own, for an object wrapped already.
                    let again = Object.wrap(unsafePointer: UnsafeMutableRawPointer(g_object_ref(label.gobject)),
                                            ownership: .transferred, as: Label.self)
                    XCTAssertTrue(again === label)
                }
                XCTAssertEqual(counter.count, 1, "the transferred reference did not leak")
            }
        }
    }

    func testAnAppsRegisteredClassWrapsWhatGtkHandsOut() {
        MainActor.assumeIsolated {
            onGtk {
                Object.registerWrapper(Calendar.self, forTypeNamed: "GtkCalendar") {
                    Calendar(unsafePointer: $0, ownership: .borrowed)
                }
                let box = Box(.vertical)
                let raw = gtk_calendar_new()
                gtk_box_append(box.pointer(), raw)
                XCTAssertTrue(box.firstChild is Calendar, "the box's child comes back as the app's class")
            }
        }
    }

    func testPropertiesByNameTakeAndGiveTypedValues() {
        MainActor.assumeIsolated {
            onGtk {
                let label = Label("Before")
                label.setProperty("label", "After")
                XCTAssertEqual(label.text, "After")
                XCTAssertEqual(label.property("label", as: String.self), "After")
                label.setProperty("max-width-chars", 12)
                XCTAssertEqual(label.property("max-width-chars", as: Int.self), 12)
                label.setProperty("selectable", true)
                XCTAssertEqual(label.property("selectable", as: Bool.self), true)
                label.setProperty("xalign", 0.25) // a float property from a Double
                XCTAssertEqual(label.property("xalign", as: Double.self), 0.25)
                label.setProperty("justify", Int(GTK_JUSTIFY_CENTER.rawValue)) // an enumeration by its value
                XCTAssertEqual(label.property("justify", as: Int.self), Int(GTK_JUSTIFY_CENTER.rawValue))
                XCTAssertNil(label.property("no-such-property", as: Int.self))
                XCTAssertNil(label.property("label", as: Int.self), "a string is no number")
                XCTAssertFalse(label.hasProperty("no-such-property"))

                let window = Window()
                defer { window.destroy() }
                window.setProperty("child", label)
                XCTAssertTrue(window.property("child", as: Label.self) === label, "an object property gives the wrapper")
                window.setProperty("child", nil as Widget?)
                XCTAssertNil(window.property("child", as: Widget.self))
            }
        }
    }

    func testAnySignalGetsItsArgumentsFromARealClick() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let closuresBefore = LiveClosures.count
                var presses: [(count: Int, x: Double, y: Double)] = []
                do {
                    let window = Window()
                    window.setDefaultSize(width: 200, height: 200)
                    let area = Label("Target")
                    area.hexpand = true
                    area.vexpand = true
                    window.child = area
                    do {
                        // A gesture made and connected through the C API, its arguments read by position.
                        let gesture = Object.wrap(unsafePointer: gtk_gesture_click_new(), ownership: .transferred,
                                                  as: EventController.self)
                        gesture?.onSignal("pressed") { arguments in
                            if let count = arguments.value(at: 0, as: Int.self), let x = arguments.value(at: 1, as: Double.self),
                               let y = arguments.value(at: 2, as: Double.self) {
                                presses.append((count, x, y))
                            }
                        }
                        if let gesture { area.addController(gesture) }
                    }
                    XCTAssertEqual(LiveClosures.count, closuresBefore + 1)
                    window.present()
                    XCTAssertTrue(MainLoop.run(until: { area.isMapped && area.width > 0 }))
                    try ScreenInput.click(area, x: 30, y: 40)
                    XCTAssertTrue(MainLoop.run(until: { !presses.isEmpty }), "the press reached the handler")
                    XCTAssertEqual(presses.first?.count, 1)
                    XCTAssertEqual(presses.first?.x ?? 0, 30, accuracy: 1.5)
                    XCTAssertEqual(presses.first?.y ?? 0, 40, accuracy: 1.5)
                    window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { LiveClosures.count == closuresBefore }), "the closure went with the gesture")
            }
        }
    }

    func testAHandlerReturnsAValueToTheSignal() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                var asked = 0
                let connection = window.onSignal("close-request") { arguments in
                    asked += 1
                    XCTAssertTrue(arguments.expectsReturnValue)
                    XCTAssertEqual(arguments.count, 0)
                    arguments.setReturnValue(true) // handled: the window stays
                }
                window.present()
                window.close()
                MainLoop.drain()
                XCTAssertEqual(asked, 1)
                XCTAssertTrue(window.isVisible, "the handler's true kept the window open")
                connection.disconnect()
                XCTAssertFalse(connection.isConnected)
                window.destroy()
            }
        }
    }
}
