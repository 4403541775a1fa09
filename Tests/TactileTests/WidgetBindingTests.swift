import GtkTestSupport
import Observation
import Tactile
import XCTest

@MainActor
@Observable
private final class Counter {
    var value = 0
    var title = "Start"
    var unrelated = 0
}

final class WidgetBindingTests: XCTestCase {
    func testBindingSetsValueAtOnceEvenBeforeTheWidgetIsShown() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                let label = Label().bound { $0.text = model.title }
                XCTAssertFalse(label.isMapped)
                XCTAssertEqual(label.text, "Start")
            }
        }
    }

    func testOnlyBindingsThatReadAChangedPropertyRerun() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                let titleLabel = Label()
                let titleBinding = titleLabel.bind { $0.text = model.title }
                var others: [WidgetBinding<Label>] = []
                var otherLabels: [Label] = []
                for _ in 0..<1_000 {
                    let label = Label()
                    others.append(label.bind { $0.text = "\(model.unrelated)" })
                    otherLabels.append(label)
                }
                model.title = "Changed"
                BindingScheduler.shared.flush()
                XCTAssertEqual(titleLabel.text, "Changed")
                XCTAssertEqual(titleBinding.runCount, 2)
                XCTAssertEqual(others.map(\.runCount).reduce(0, +), 1_000, "unrelated bindings did not run again")
            }
        }
    }

    func testABindingMadeInsideAnotherBindingsUpdateIsItsOwn() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                let column = Box(.vertical)
                var row: Label?
                // A list building its rows as it reloads: each row binds to a model of its own.
                let listBinding = column.bind { column in
                    _ = model.value
                    guard row == nil else { return }
                    let label = Label().bound { $0.text = model.title }
                    column.append(label)
                    row = label
                }
                XCTAssertEqual(row?.text, "Start", "the row's binding ran as the list's update returned")
                model.title = "Changed"
                BindingScheduler.shared.flush()
                XCTAssertEqual(row?.text, "Changed")
                XCTAssertEqual(listBinding.runCount, 1, "what the row reads does not wake the list")
                model.value = 1
                BindingScheduler.shared.flush()
                XCTAssertEqual(listBinding.runCount, 2)
            }
        }
    }

    func testManyChangesInOneTurnFlushOnce() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                let label = Label()
                let binding = label.bind { $0.text = "\(model.value)" }
                let flushesBefore = BindingScheduler.shared.flushCount
                for step in 1...100 { model.value = step }
                XCTAssertEqual(label.text, "0", "nothing runs until the flush")
                XCTAssertTrue(MainLoop.run(until: { !BindingScheduler.shared.hasPendingWork }))
                XCTAssertEqual(label.text, "100")
                XCTAssertEqual(binding.runCount, 2)
                XCTAssertEqual(BindingScheduler.shared.flushCount, flushesBefore + 1)
            }
        }
    }

    func testBindingEndsWhenItsWidgetIsFinalizedWithoutKeepingAnythingAlive() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                weak var weakBinding: WidgetBinding<Label>?
                var finalized = false
                do {
                    let label = Label()
                    label.onFinalize { finalized = true }
                    weakBinding = label.bind { $0.text = "\(model.value)" }
                }
                XCTAssertTrue(finalized, "the binding does not keep its widget alive")
                XCTAssertNil(weakBinding, "the binding went with its widget")
                model.value = 5
                BindingScheduler.shared.flush()
            }
        }
    }

    func testCancelledBindingStopsUpdating() {
        MainActor.assumeIsolated {
            onGtk {
                let model = Counter()
                let label = Label()
                let binding = label.bind { $0.text = "\(model.value)" }
                binding.cancel()
                model.value = 9
                BindingScheduler.shared.flush()
                XCTAssertEqual(label.text, "0")
                XCTAssertFalse(binding.isActive)
            }
        }
    }
}
