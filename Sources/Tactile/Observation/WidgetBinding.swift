import FoundationEssentials
import Gtk
import Observation

/// One widget property kept in step with the models it reads.
///
/// The update runs at once (so a binding may be set up before the widget is
/// shown; one made inside another binding's update runs as that update
/// returns), then again only after a property it read changes: Observation
/// tracks exactly what each run reads, so a change wakes the bindings that
/// read it and no others. Re-runs are batched by `BindingScheduler`: any
/// number of changes in one main-loop turn lead to one flush, before the
/// next frame is drawn.
///
/// The widget owns its bindings and a binding holds its widget weakly, so a
/// binding ends when its widget is finalized, and nothing forms a cycle
/// between widget, closure and model (unless the model holds the widget).
@MainActor
public final class WidgetBinding<W: Widget>: ScheduledBinding {
    private weak var widget: W?
    private let update: @MainActor (W) -> Void
    private var isCancelled = false
    /// How many times the update has run (for tests and benchmarks).
    public private(set) var runCount = 0

    init(widget: W, update: @escaping @MainActor (W) -> Void) {
        self.widget = widget
        self.update = update
    }

    /// Stops the binding; the widget keeps its last value.
    public func cancel() { isCancelled = true }

    /// Whether the binding still runs: not cancelled, and its widget is still alive.
    public var isActive: Bool { !isCancelled && widget != nil }

    func run() {
        guard !isCancelled, let widget else { return }
        runCount += 1
        BindingScheduler.track(self) { update(widget) }
    }
}

/// What the scheduler re-runs.
@MainActor
protocol ScheduledBinding: AnyObject, Sendable {
    func run()
}

/// The bindings one widget owns.
@MainActor
final class BindingList {
    var bindings: [any ScheduledBinding] = []
}
