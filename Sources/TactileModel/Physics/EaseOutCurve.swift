import FoundationEssentials
import Glibc

/// Curves that start fast and slow down into their end, for motion that is
/// not driven by a gesture's velocity (a popup sliding in, a fade).
public enum EaseOutCurve: Hashable, Sendable {
    /// Slows gently: 1 − (1 − t)².
    case quadratic
    /// libadwaita's default `ADW_EASE_OUT_CUBIC`.
    case cubic
    /// Slows late and sharply: 1 − (1 − t)⁵.
    case quintic
    /// Slows the latest: 1 − 2^(−10t).
    case exponential

    /// The eased progress for a linear `progress`, clamped to 0...1.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let remaining = 1 - progress
        switch self {
        case .quadratic: return 1 - remaining * remaining
        case .cubic: return 1 - remaining * remaining * remaining
        case .quintic: return 1 - pow(remaining, 5)
        case .exponential: return 1 - pow(2, -10 * progress)
        }
    }
}

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
