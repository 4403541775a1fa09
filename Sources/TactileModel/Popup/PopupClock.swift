import FoundationEssentials

/// The time a popup queue's auto-hide countdowns run on: the system's monotonic clock, or
/// one that a test or a replay moves itself.
///
///     let queue = PopupQueue<String>()                          // the system's time
///     let replayed = PopupQueue<String>(clock: PopupClock { recordedTime })
@MainActor
public struct PopupClock {
    /// The time since any fixed origin; it never goes back.
    public let now: @MainActor () -> Duration

    /// A clock reading the time from `now`.
    public init(now: @escaping @MainActor () -> Duration) { self.now = now }

    /// The system's monotonic clock (uptime), which sleeps with the machine.
    public static var system: PopupClock {
        PopupClock { .microseconds(Int64((ProcessInfo.processInfo.systemUptime * 1_000_000).rounded())) }
    }
}

/// A clock that moves only when told, for tests and replays. After `advance(by:)`, a queue
/// on it hears of the time at its next change, or at `chargeElapsedTime()` as a front end's
/// timer would call it.
@MainActor
public final class ManualClock {
    /// The time now; zero at first.
    public private(set) var now: Duration = .zero

    /// A clock at zero.
    public init() {}

    /// Moves the time on; it never goes back.
    public func advance(by elapsed: Duration) { now += max(.zero, elapsed) }

    /// This clock, for a popup queue.
    public var popupClock: PopupClock { PopupClock { self.now } }
}
