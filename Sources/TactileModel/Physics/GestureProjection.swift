/// Where a released gesture would come to rest if it kept decelerating:
/// the finger's translation plus the distance its release velocity carries it.
/// Deciding on the projected end, not the release point, lets a short fast
/// flick commit and a long slow drag back out. A `GestureTracker` projects each release
/// at its own rate; the rules read its `Release.projectedEnd` and project nothing again.
public enum GestureProjection {
    /// Distance travelled by `velocity` (units per second) decaying by `rate`
    /// every millisecond: v/1000 · r/(1 − r), the sum of the geometric series.
    @inlinable
    public static func distance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        guard r > 0, r < 1 else { return 0 }
        return velocity / 1000 * r / (1 - r)
    }

    /// Where a gesture released at `translation` with `velocity` comes to rest, decelerating at `rate`.
    @inlinable
    public static func end(translation: Double, velocity: Double,
                           rate: DecelerationRate) -> Double {
        translation + distance(velocity: velocity, rate: rate)
    }

    /// The same for any value a spring moves: each component carried as far as its speed takes it.
    @inlinable
    public static func end<Value: VectorArithmetic>(translation: Value, velocity: Value,
                                                    rate: DecelerationRate) -> Value {
        translation + velocity.scaled(by: distance(velocity: 1, rate: rate))
    }
}
