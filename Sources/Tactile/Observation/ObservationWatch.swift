import FoundationEssentials
import Observation

/// Runs `changed` after what `read` reads changes, batched with the widget
/// bindings (once per main-loop turn, before the next frame). Unlike
/// `Widget.bind`, `changed` runs outside the tracking: it may read and
/// mutate models without subscribing to them, which is what a popup needs
/// to present into its queue on a binding change without re-running on
/// every queue change.
@MainActor
final class ObservationWatch: ScheduledBinding {
    private let read: @MainActor () -> Void
    private let changed: @MainActor () -> Void
    private var isCancelled = false

    init(read: @escaping @MainActor () -> Void, changed: @escaping @MainActor () -> Void) {
        self.read = read
        self.changed = changed
        BindingScheduler.shared.runFirst { [weak self] in self?.track() }
    }

    func cancel() { isCancelled = true }

    func run() {
        guard !isCancelled else { return }
        track()
        changed()
    }

    private func track() { BindingScheduler.track(self, read) }
}
