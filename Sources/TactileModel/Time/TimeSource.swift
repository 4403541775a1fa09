import FoundationEssentials

/// Where the libraries read the time: the system's clocks, or clocks a test or a replay moves.
/// Every part that reads the time takes one (`PopupQueue`, `CardStackModel`, the drag and
/// key input), so a test can run a countdown or date a decision without waiting.
///
///     let queue = PopupQueue<String>()                              // the system's time
///     let replayed = PopupQueue<String>(clock: TimeSource(uptime: { recordedTime }))
@MainActor
public struct TimeSource {
    /// The time since any fixed origin; it never goes back (countdowns, gesture timing).
    public let uptime: @MainActor () -> Duration
    /// The calendar date now (the date a decision is recorded at).
    public let date: @MainActor () -> Date

    /// A time source reading the monotonic time from `uptime` and the date from `date`.
    public init(uptime: @escaping @MainActor () -> Duration,
                date: @escaping @MainActor () -> Date = { Date() }) {
        self.uptime = uptime
        self.date = date
    }

    /// The system's monotonic clock (uptime, which sleeps with the machine) and its calendar.
    public static var system: TimeSource {
        TimeSource(uptime: { .microseconds(Int64((ProcessInfo.processInfo.systemUptime * 1_000_000).rounded())) })
    }

    /// The monotonic time now, in seconds.
    public var uptimeSeconds: Double { uptime().seconds }
}
