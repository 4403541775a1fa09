import Observation

/// Whether reading `read` under observation tracking is told of a change while `body` runs:
/// how tests see what Observation publishes.
@MainActor
public func changesObserved(reading read: () -> Void, during body: () throws -> Void) rethrows -> Bool {
    final class Flag: @unchecked Sendable { var fired = false }
    let flag = Flag()
    withObservationTracking(read) { flag.fired = true }
    try body()
    return flag.fired
}
