import Gtk
import Observation
import Tactile

/// The model the observer benchmark changes: `value` is what the measured
/// bindings read, `other` what the unrelated ones read.
@MainActor
@Observable
final class BenchCounter {
    var value = 0
    var other = 0
}

/// What one model change costs through `Widget.bind`, the way an app pays it: labels
/// in a window shown on the display, the change made, and the main loop left to run
/// the scheduler's idle flush (the bindings' re-runs under Observation tracking and
/// the labels' new text) until every label shows the new value. Measured with few and
/// many unrelated bindings alive (the cost should not grow) and with few and many
/// bindings reading the changed property (it should grow with them, and no faster);
/// beside each, the same label updates called directly (GTK's own share), and that
/// many changes in one main-loop turn flush once.
@MainActor
struct ObserverBenchmark {
    let changes: Int

    func run() {
        let (window, column) = showWindow()
        // A change that re-runs a thousand bindings costs a thousand times more: fewer samples.
        let readingChanges = max(20, changes / 40)
        report("unrelated.10", changeCost(in: column, reading: 1, unrelated: 10, changes: changes))
        report("unrelated.1000", changeCost(in: column, reading: 1, unrelated: 1000, changes: changes))
        report("reading.10", changeCost(in: column, reading: 10, unrelated: 0, changes: readingChanges))
        report("reading.1000", changeCost(in: column, reading: 1000, unrelated: 0, changes: readingChanges))
        report("direct.1", directCost(in: column, labels: 1, changes: changes))
        report("direct.10", directCost(in: column, labels: 10, changes: readingChanges))
        report("direct.1000", directCost(in: column, labels: 1000, changes: readingChanges))
        reportOneFlushPerTurn(in: column)
        window.destroy()
        MainLoop.drain()
    }

    /// Only `labels` bindings reading the changed property, `changes` times: what
    /// bench/count_observers.py counts the instructions of, at two sizes.
    func runReading(labels: Int) {
        let (window, column) = showWindow()
        report("reading.\(labels)", changeCost(in: column, reading: labels, unrelated: 0, changes: changes))
        window.destroy()
        MainLoop.drain()
    }

    /// A window on the display with a scrolling column for the labels.
    private func showWindow() -> (Window, Box) {
        let window = Window()
        window.setDefaultSize(width: 420, height: 760)
        let column = Box(.vertical)
        let scrolled = ScrolledWindow()
        scrolled.child = column
        window.child = scrolled
        window.present()
        precondition(MainLoop.run(until: { column.isMapped && column.width > 0 }), "the window did not map")
        return (window, column)
    }

    private func report(_ name: String, _ nanoseconds: Double) {
        BenchMeasure.report("observers.\(name)", nanoseconds, "ns")
    }

    /// Median nanoseconds from a change of `value` to the last of the `reading` labels
    /// showing it, the flush left to the main loop, with `unrelated` bindings alive.
    private func changeCost(in column: Box, reading: Int, unrelated: Int, changes: Int) -> Double {
        let model = BenchCounter()
        let readers = (0..<reading).map { _ in Label().bound { $0.text = "\(model.value)" } }
        let others = (0..<unrelated).map { _ in Label().bound { $0.text = "\(model.other)" } }
        for label in readers + others { column.append(label) }
        MainLoop.drain()
        let last = readers[readers.count - 1]
        var samples: [Double] = []
        samples.reserveCapacity(changes)
        for index in 0..<(changes + changes / 10) {
            let start = BenchMeasure.now()
            model.value += 1
            let shown = "\(model.value)"
            var turns = 0
            while last.text != shown {
                MainLoop.iterateOnce()
                turns += 1
                precondition(turns < 1_000_000, "the flush did not run")
            }
            // The first tenth warms caches up and is not counted.
            if index >= changes / 10 { samples.append(Double(BenchMeasure.now() - start)) }
            // GTK's own layout of the new text is not the observer layer's cost: done untimed.
            MainLoop.drain()
        }
        precondition(readers.allSatisfy { $0.text == "\(model.value)" }, "a binding did not follow the model")
        precondition(others.allSatisfy { $0.text == "0" }, "an unrelated binding ran")
        for label in readers + others { column.remove(label) }
        MainLoop.drain()
        return BenchMeasure.median(samples)
    }

    /// The same label updates as plain closure calls after the same change: what GTK's
    /// labels cost on their own, beside which the bindings' share shows.
    private func directCost(in column: Box, labels count: Int, changes: Int) -> Double {
        let model = BenchCounter()
        let labels = (0..<count).map { _ in Label() }
        for label in labels { column.append(label) }
        MainLoop.drain()
        let update: @MainActor (Label) -> Void = { $0.text = "\(model.value)" }
        var samples: [Double] = []
        for index in 0..<(changes + changes / 10) {
            let start = BenchMeasure.now()
            model.value += 1
            for label in labels { update(label) }
            if index >= changes / 10 { samples.append(Double(BenchMeasure.now() - start)) }
            MainLoop.drain()
        }
        for label in labels { column.remove(label) }
        MainLoop.drain()
        return BenchMeasure.median(samples)
    }

    /// A thousand changes to two models in one turn of the main loop.
    private func reportOneFlushPerTurn(in column: Box) {
        let first = BenchCounter(), second = BenchCounter()
        let label = Label()
        column.append(label)
        let binding = label.bind { $0.text = "\(first.value) \(second.value)" }
        MainLoop.drain()
        let flushesBefore = BindingScheduler.shared.flushCount
        let runsBefore = binding.runCount
        for _ in 0..<500 {
            first.value += 1
            second.value += 1
        }
        MainLoop.drain()
        BenchMeasure.report("observers.turn.flushes", Double(BindingScheduler.shared.flushCount - flushesBefore), "count")
        BenchMeasure.report("observers.turn.runs", Double(binding.runCount - runsBefore), "count")
        column.remove(label)
    }
}
