@testable import Gtk
import GtkTestSupport
import XCTest

final class LifetimeTests: XCTestCase {
    func testDestroyedWindowFinalizesEveryWidgetAndClosure() {
        MainActor.assumeIsolated {
            onGtk {
                let wrappersBefore = LiveObjects.count
                let closuresBefore = LiveClosures.count
                let counter = FinalizationCounter()
                var clicks = 0
                do {
                    let window = Window()
                    let box = Box(.vertical)
                    window.child = box
                    counter.watch(box)
                    for index in 0..<199 {
                        let button = Button(label: "Button \(index)")
                        button.onClicked { clicks += 1 }
                        button.onNotify("label") { [weak button] in _ = button?.label }
                        counter.watch(button)
                        box.append(button)
                    }
                    window.present()
                    MainLoop.run(until: { box.isMapped })
                    box.firstChild?.emit("clicked")
                    XCTAssertEqual(clicks, 1)
                    XCTAssertEqual(box.children.count, 199)
                    XCTAssertGreaterThan(LiveClosures.count, closuresBefore)
                    window.destroy()
                }
                XCTAssertTrue(MainLoop.run(until: { counter.count == 200 }), "finalized \(counter.count) of 200")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "closure boxes left alive")
                XCTAssertEqual(LiveObjects.count, wrappersBefore, "Swift wrappers left alive")
            }
        }
    }

    func testConnectDisconnectCyclesLeaveNothingBehind() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                let button = Button(label: "Cycle")
                var calls = 0
                for _ in 0..<10_000 {
                    let connection = button.onClicked { calls += 1 }
                    XCTAssertTrue(connection.isConnected)
                    connection.disconnect()
                }
                XCTAssertEqual(LiveClosures.count, closuresBefore)
                let kept = button.onClicked { calls += 1 }
                button.emit("clicked")
                XCTAssertEqual(calls, 1, "only the connected handler runs")
                kept.disconnect()
                kept.disconnect() // a second disconnect is harmless
                XCTAssertEqual(LiveClosures.count, closuresBefore)
            }
        }
    }

    func testFloatingWidgetDroppedIsFinalized() {
        MainActor.assumeIsolated {
            onGtk {
                let counter = FinalizationCounter()
                do {
                    let label = Label("Floating")
                    counter.watch(label)
                }
                XCTAssertEqual(counter.count, 1)
            }
        }
    }

    func testChildLivesAsLongAsItsContainer() {
        MainActor.assumeIsolated {
            onGtk {
                let counter = FinalizationCounter()
                var box: Box? = Box(.horizontal)
                var labelID: ObjectIdentifier?
                do {
                    let label = Label("Child")
                    labelID = ObjectIdentifier(label)
                    counter.watch(label)
                    box?.append(label)
                }
                MainLoop.drain()
                XCTAssertEqual(counter.count, 0, "the container keeps its child")
                do {
                    let child = box?.firstChild
                    XCTAssertEqual(child.map(ObjectIdentifier.init), labelID, "the same Swift wrapper comes back")
                    XCTAssertEqual((child as? Label)?.text, "Child")
                }
                let boxCounter = FinalizationCounter()
                if let box { boxCounter.watch(box) }
                box = nil
                XCTAssertEqual(boxCounter.count, 1, "the box went")
                XCTAssertTrue(MainLoop.run(until: { counter.count == 1 }))
            }
        }
    }

    func testComponentStateSurvivesWhileInTheTree() {
        MainActor.assumeIsolated {
            onGtk {
                final class Tally: Container {
                    var taps = 0
                }
                let counter = FinalizationCounter()
                let box = Box(.vertical)
                do {
                    let tally = Tally()
                    tally.taps = 3
                    counter.watch(tally)
                    box.append(tally)
                }
                MainLoop.drain()
                XCTAssertEqual((box.firstChild as? Tally)?.taps, 3, "Swift state lives with the widget")
                if let tally = box.firstChild { box.remove(tally) }
                XCTAssertTrue(MainLoop.run(until: { counter.count == 1 }), "removed and unreferenced, it is finalized")
            }
        }
    }
}

