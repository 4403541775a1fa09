import Glibc
import Observation
import Gtk

/// Batches binding re-runs: a change marks its bindings dirty, and one flush
/// runs each dirty binding once, just before GTK lays out and paints (an idle
/// at a priority above GDK's redraw), so many changes in one main-loop turn
/// cost one update per binding and one frame.
@MainActor
public final class BindingScheduler {
    /// The one scheduler of the main thread.
    public static let shared = BindingScheduler()

    private var dirty: [ObjectIdentifier: any ScheduledBinding] = [:]
    private var order: [ObjectIdentifier] = []
    private var flushScheduled = false
    /// How many binding updates are running, one inside another.
    private var trackingDepth = 0
    /// First reads of bindings made while another binding's update ran.
    private var waitingFirstRuns: [@MainActor () -> Void] = []
    /// How many flushes have run (for tests and benchmarks).
    public private(set) var flushCount = 0

    func schedule(_ binding: any ScheduledBinding) {
        let id = ObjectIdentifier(binding)
        guard dirty.updateValue(binding, forKey: id) == nil else { return }
        order.append(id)
        guard !flushScheduled else { return }
        flushScheduled = true
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.flush() }
    }

    /// Runs every dirty binding now (also what the scheduled idle does).
    public func flush() {
        flushScheduled = false
        guard !order.isEmpty else { return }
        flushCount += 1
        let ids = order
        let bindings = dirty
        order.removeAll(keepingCapacity: true)
        dirty.removeAll(keepingCapacity: true)
        for id in ids { bindings[id]?.run() }
    }

    /// Whether some binding is waiting for the next flush.
    public var hasPendingWork: Bool { !order.isEmpty }

    /// A new binding's first run: at once, or, when it is made inside another binding's
    /// update (the rows a list builds as it reloads), as soon as that update returns.
    /// Observation counts what a tracked update reads inside another as read by the other
    /// too; run there, a row's own bindings would make the whole list reload whenever the
    /// row changed.
    func runFirst(_ firstRun: @escaping @MainActor () -> Void) {
        guard trackingDepth > 0 else { return firstRun() }
        waitingFirstRuns.append(firstRun)
    }

    private func runWaitingFirstRuns() {
        while !waitingFirstRuns.isEmpty { waitingFirstRuns.removeFirst()() }
    }
}

extension BindingScheduler {
    /// Runs `body` under Observation tracking and schedules `binding` when
    /// something it read is about to change (Observation calls back on the
    /// changing thread, so the hop to the main actor happens here, once).
    static func track(_ binding: any ScheduledBinding, _ body: () -> Void) {
        shared.trackingDepth += 1
        defer {
            shared.trackingDepth -= 1
            if shared.trackingDepth == 0 { shared.runWaitingFirstRuns() }
        }
        // This runs on the main actor, so on the main thread: the callback compares with it.
        let mainThread = pthread_self()
        withObservationTracking(body) { [weak binding] in
            guard let binding else { return }
            if pthread_equal(pthread_self(), mainThread) != 0 {
                MainActor.assumeIsolated { BindingScheduler.shared.schedule(binding) }
            } else {
                Task { @MainActor in BindingScheduler.shared.schedule(binding) }
            }
        }
    }
}
