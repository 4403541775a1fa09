import FoundationEssentials

/// A clock that moves only when told, for tests and replays. After `advance(by:)`, a queue
/// on it hears of the time at its next change, or at `chargeElapsedTime()` as a front end's
/// timer would call it.
@MainActor
public final class ManualClock {
    /// The time now; zero at first.
    public private(set) var now: Duration = .zero
    /// The date now; the reference date at first, moved on with `now`.
    public var date: Date { Date(timeIntervalSinceReferenceDate: now.seconds) }

    /// A clock at zero.
    public init() {}

    /// Moves the time on; it never goes back.
    public func advance(by elapsed: Duration) { now += max(.zero, elapsed) }

    /// This clock as a time source.
    public var timeSource: TimeSource { TimeSource(uptime: { self.now }, date: { self.date }) }
}
