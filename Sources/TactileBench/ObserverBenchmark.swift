import Gtk
import Observation
import Tactile

/// The model the observer benchmark changes: `value` is bound to one label,
/// `other` to every unrelated binding.
@MainActor
@Observable
final class BenchCounter {
    var value = 0
    var other = 0
}

/// What one model change costs through `Widget.bind` (change, flush, the
/// binding's re-run under Observation tracking), with few and with many
/// unrelated bindings alive, against the same label update called directly;
/// and that many changes in one main-loop turn flush once.
@MainActor
struct ObserverBenchmark {
    let changes: Int

    func run() {
        let few = changeCost(unrelatedBindings: 10)
        let many = changeCost(unrelatedBindings: 1000)
        BenchMeasure.report("observers.change.10", few, "ns")
        BenchMeasure.report("observers.change.1000", many, "ns")
        BenchMeasure.report("observers.direct", directCost(), "ns")
        reportOneFlushPerTurn()
    }

    /// Median nanoseconds from a change of `value` to its label showing it.
    private func changeCost(unrelatedBindings: Int) -> Double {
        let model = BenchCounter()
        // Kept alive for the whole measurement: a binding lives as long as its widget.
        let unrelated = (0..<unrelatedBindings).map { _ in Label().bound { $0.text = "\(model.other)" } }
        let label = Label()
        label.bind { $0.text = "\(model.value)" }
        var samples: [Double] = []
        samples.reserveCapacity(changes)
        for index in 0..<(changes + changes / 10) {
            let start = BenchMeasure.now()
            model.value += 1
            BindingScheduler.shared.flush()
            // The first tenth warms caches up and is not counted.
            if index >= changes / 10 { samples.append(Double(BenchMeasure.now() - start)) }
        }
        precondition(label.text == "\(model.value)", "the binding did not follow the model")
        withExtendedLifetime(unrelated) {}
        return BenchMeasure.median(samples)
    }

    /// The same label update as a plain closure call after the same change.
    private func directCost() -> Double {
        let model = BenchCounter()
        let label = Label()
        let update: @MainActor (Label) -> Void = { $0.text = "\(model.value)" }
        var samples: [Double] = []
        for index in 0..<(changes + changes / 10) {
            let start = BenchMeasure.now()
            model.value += 1
            update(label)
            if index >= changes / 10 { samples.append(Double(BenchMeasure.now() - start)) }
        }
        return BenchMeasure.median(samples)
    }

    /// A thousand changes to two models in one turn of the main loop.
    private func reportOneFlushPerTurn() {
        let first = BenchCounter(), second = BenchCounter()
        let label = Label()
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
    }
}
