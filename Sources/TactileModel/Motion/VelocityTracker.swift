/// The speed of a drag at release, from the positions of its last moments.
///
/// GtkGestureDrag reports offsets only; the velocity is the distance covered over the last
/// `window` seconds (libadwaita's swipe tracker keeps 150 ms of events for the same reason),
/// so a finger that stopped before letting go gives no fling.
///
/// The distance counts from where the drag was when the window began, read between the last
/// sample before it and the first inside it. Motion comes in sparse samples (GTK hands over
/// one per frame, and a busy compositor stamps a few together), and a flick whose last sample
/// lands just after a gap would otherwise look as if it had not moved at all: its motion
/// belongs to the stretch that straddles the window's start. Shared by every component that
/// flings (drawer, cards, popups).
public struct VelocityTracker<Value: VectorArithmetic>: Sendable {
    /// How far back samples count, in seconds.
    public var window: Double
    private var samples: [(time: Double, position: Value)] = []

    /// A tracker measuring over the last `window` seconds of samples.
    public init(window: Double = 0.1) {
        self.window = window
        samples.reserveCapacity(16)
    }

    /// Adds the position at `time` (seconds, any monotonic origin).
    public mutating func record(_ position: Value, at time: Double) {
        samples.append((time, position))
        // Everything older than the window goes, but for the newest such sample: the window's
        // start is read between it and the next.
        if let lastBefore = samples.lastIndex(where: { time - $0.time > window }), lastBefore > 0 {
            samples.removeFirst(lastBefore)
        }
    }

    /// Units per second over the last `window` before `time`; zero when the samples span
    /// less than a millisecond.
    public func velocity(at time: Double) -> Value {
        let start = time - window
        guard let last = samples.last, let firstInside = samples.firstIndex(where: { $0.time >= start }) else {
            return .zero
        }
        var from = samples[firstInside]
        if firstInside > 0 {
            let before = samples[firstInside - 1]
            let fraction = (start - before.time) / (from.time - before.time)
            from = (start, before.position + (from.position - before.position).scaled(by: fraction))
        }
        let elapsed = last.time - from.time
        guard elapsed > 0.001 else { return .zero }
        return (last.position - from.position).scaled(by: 1 / elapsed)
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }
}
