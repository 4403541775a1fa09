import FoundationEssentials
import Glibc

/// A value moving from `start` to `end` over `duration` seconds along an
/// ease-out curve; like `SpringAnimation`, evaluated in closed form per frame.
public struct CurveAnimation<Value: VectorArithmetic>: Sendable {
    /// The curve it follows.
    public var curve: EaseOutCurve
    /// The value at `startTime`.
    public var start: Value
    /// The value at `startTime + duration` and after.
    public var end: Value
    /// How long it takes, in seconds.
    public var duration: Double
    /// When it starts, in seconds on the caller's clock.
    public var startTime: Double

    /// A motion from `start` to `end` along `curve`, taking `duration` seconds from `startTime`.
    public init(curve: EaseOutCurve = .cubic, from start: Value, to end: Value,
                duration: Double, at startTime: Double = 0) {
        self.curve = curve
        self.start = start
        self.end = end
        self.duration = duration
        self.startTime = startTime
    }

    /// The value at `time` (seconds on the same clock as `startTime`): `start` before, `end` after.
    public func value(at time: Double) -> Value {
        start + (end - start).scaled(by: curve.value(at: progress(at: time)))
    }

    /// Done once its time is up (within a nanosecond: frame times in seconds do not add up exactly).
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 - 1e-9 }

    private func progress(at time: Double) -> Double {
        duration > 0 ? (time - startTime) / duration : 1
    }
}
