/// A value on its way to `target`, moved by a `Spring`, evaluated in closed
/// form at any time: a plain value to step once a frame, with no state to
/// integrate and nothing allocated per step.
///
/// Retargeting keeps the position and velocity of the moment it happens, so a
/// card grabbed or redirected mid-flight never jumps (what libadwaita's
/// spring animation and SwiftUI's springs do when their target changes).
struct SpringAnimation<Value: VectorArithmetic>: Sendable {
    /// The spring the value moves on.
    var spring: Spring
    /// Where the value is heading.
    private(set) var target: Value
    /// When the current leg began, in the caller's clock (seconds).
    private(set) var startTime: Double
    var startDisplacement: Value
    var startVelocity: Value

    /// A value moving on `spring` from `start` to `target`, starting with `initialVelocity` at `startTime` seconds.
    init(spring: Spring = .default, from start: Value, to target: Value,
                initialVelocity: Value = .zero, at startTime: Double = 0) {
        self.spring = spring
        self.target = target
        self.startTime = startTime
        self.startDisplacement = start - target
        self.startVelocity = initialVelocity
    }

    /// The position at `time`.
    func value(at time: Double) -> Value {
        let k = spring.coefficients(at: time - startTime)
        return target + startDisplacement.scaled(by: k.a) + startVelocity.scaled(by: k.b)
    }

    /// The velocity at `time`, in units per second.
    func velocity(at time: Double) -> Value {
        let k = spring.coefficients(at: time - startTime)
        return startDisplacement.scaled(by: k.c) + startVelocity.scaled(by: k.d)
    }

    /// Sends the value towards `newTarget` from wherever it is at `time`,
    /// keeping its position and velocity there.
    mutating func retarget(to newTarget: Value, at time: Double) {
        let position = value(at: time)
        let currentVelocity = velocity(at: time)
        target = newTarget
        startTime = time
        startDisplacement = position - newTarget
        startVelocity = currentVelocity
    }

    /// Whether the value is within `tolerance` of its target and moving less
    /// than 40 tolerances a second (under a tolerance per frame at 60 Hz),
    /// where the eye cannot tell it from rest. A stricter speed limit keeps the
    /// motion "running" for a second after it visibly stopped, refusing input.
    func isSettled(at time: Double, tolerance: Double = 0.5) -> Bool {
        let speedLimit = tolerance * 40
        return (value(at: time) - target).magnitudeSquared <= tolerance * tolerance
            && velocity(at: time).magnitudeSquared <= speedLimit * speedLimit
    }
}

extension SpringAnimation: Equatable where Value: Equatable {}
