import Gtk

/// Counts finalizations of the objects it watches, through GObject weak references.
@MainActor
public final class FinalizationCounter {
    public private(set) var count = 0

    public init() {}

    public func watch(_ object: Object) { object.onFinalize { [weak self] in self?.count += 1 } }
}
