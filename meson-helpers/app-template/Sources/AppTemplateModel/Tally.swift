import Observation

/// What the app keeps: a count that grows by one and can start again. Plain Swift, observed by
/// the window's bindings; no GTK, so its tests run with no display.
@MainActor
@Observable
public final class Tally {
    public private(set) var count = 0
    /// How many times the count was reset, for the "reset" notice.
    public private(set) var resets = 0

    public init() {}

    public func add() { count += 1 }

    /// Back to zero; a count already at zero is left as it is (nothing to undo).
    public func reset() {
        guard count > 0 else { return }
        count = 0
        resets += 1
    }
}
