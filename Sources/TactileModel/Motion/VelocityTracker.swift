/// The speed of a drag at release, from the positions of its last moments.
///
/// GtkGestureDrag reports offsets only; the velocity is the slope over the
/// last `window` seconds (libadwaita's swipe tracker keeps 150 ms of events
/// for the same reason), so a finger that stopped before letting go gives no
/// fling. Shared by every component that flings (drawer, cards, popups).
public struct VelocityTracker<Value: VectorArithmetic>: Sendable {
    /// How far back samples count, in seconds.
    public var window: Double
    private var samples: [(time: Double, position: Value)] = []

    public init(window: Double = 0.1) {
        self.window = window
        samples.reserveCapacity(16)
    }

    /// Adds the position at `time` (seconds, any monotonic origin).
    public mutating func record(_ position: Value, at time: Double) {
        samples.append((time, position))
        samples.removeAll { time - $0.time > window * 2 }
    }

    /// Units per second over the samples of the last `window` before `time`;
    /// zero with fewer than two of them.
    public func velocity(at time: Double) -> Value {
        let recent = samples.filter { time - $0.time <= window }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 0.001 else { return .zero }
        return (last.position - first.position).scaled(by: 1 / (last.time - first.time))
    }

    public mutating func reset() { samples.removeAll(keepingCapacity: true) }
}
