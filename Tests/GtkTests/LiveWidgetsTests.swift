import GtkTestSupport
@testable import Gtk
import XCTest

final class LiveWidgetsTests: XCTestCase {
    func testCountsEveryWidgetMadeSinceCountingStartedUntilItIsFinalized() {
        MainActor.assumeIsolated {
            onGtk {
                // A label class initialised, and a label alive, before counting starts.
                var early: Label? = Label("Made before counting")
                LiveWidgets.startCounting()
                XCTAssertTrue(LiveWidgets.isCounting)
                let before = LiveWidgets.count
                let counter = FinalizationCounter()
                if let early { counter.watch(early) }
                early = nil
                XCTAssertTrue(MainLoop.run(until: { counter.count == 1 }), "the early label was not finalized")
                XCTAssertEqual(LiveWidgets.count, before, "a widget made before counting is not subtracted")

                do {
                    let box = Box(.vertical)
                    counter.watch(box)
                    for index in 0..<10 {
                        let label = Label("Label \(index)")
                        counter.watch(label)
                        box.append(label)
                    }
                    // A GType of our own, a direct GtkWidget subclass with its own dispose.
                    let container = Container()
                    counter.watch(container)
                    box.append(container)
                    XCTAssertEqual(LiveWidgets.count, before + 12, "a box, 10 labels and a container")
                }
                XCTAssertTrue(MainLoop.run(until: { counter.count == 13 }), "finalized \(counter.count - 1) of 12")
                XCTAssertEqual(LiveWidgets.count, before, "every widget gone is subtracted")

                // A window makes widgets of its own (decorations) when shown; all go with it. The
                // pointer is parked away from it first: left by an earlier test over the window's
                // close button, it would open the display's tooltip window, which GTK keeps.
                try? ScreenInput.parkPointer()
                do {
                    let window = Window()
                    window.child = Button(label: "Inside")
                    window.present()
                    XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
                    XCTAssertGreaterThan(LiveWidgets.count, before + 2, "window, button, its label, decorations")
                    window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { LiveWidgets.count == before }),
                              "\(LiveWidgets.count - before) widgets of the window left alive")
            }
        }
    }
}
