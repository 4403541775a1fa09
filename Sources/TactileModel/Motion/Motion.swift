/// A value that a finger moves and that then moves on by itself: the one motion engine
/// behind every component that follows a gesture (the drawer's reveal, a card's offset,
/// a popup's slide and drag).
///
/// Time is given, not read: `step(at:)` takes the frame's time, so the same motion runs
/// the same in tests as under a frame clock. A motion asked for between frames starts at
/// the next step, so it runs on frame time whenever it was asked for.
///
///     var reveal = Motion(0.0, tolerance: 0.001)
///     reveal.move(to: 1, with: .spring(.snappy), velocity: release.velocity)
///     while reveal.step(at: frameTime) { draw(reveal.value) }
public struct Motion<Value: VectorArithmetic>: Sendable {
    /// Where the value is now.
    public private(set) var value: Value
    /// Closer than this to the target, and slower than 40 of it a second, counts as arrived.
    public var tolerance: Double

    private enum Leg: Sendable {
        case spring(SpringAnimation<Value>)
        case curve(CurveAnimation<Value>)
    }

    private struct Request: Sendable {
        let target: Value
        let curve: MotionCurve
        let velocity: Value?
    }

    private var leg: Leg?
    private var request: Request?
    private var lastTime: Double?

    /// A value held at `value`; it counts as at rest within `tolerance` of a target.
    public init(_ value: Value, tolerance: Double = 0.5) {
        self.value = value
        self.tolerance = tolerance
    }

    /// Whether it is on its way somewhere (or about to start at the next step).
    public var isMoving: Bool { leg != nil || request != nil }

    /// Where it is heading (where it is, at rest).
    public var target: Value {
        if let request { return request.target }
        switch leg {
        case .spring(let spring): return spring.target
        case .curve(let curve): return curve.end
        case nil: return value
        }
    }

    /// Holds the value at `newValue` (a finger has it): any motion stops.
    public mutating func set(_ newValue: Value) {
        value = newValue
        leg = nil
        request = nil
    }

    /// Sends the value to `newTarget` the way `curve` says, from where it is at the next
    /// step. A spring already running is bent towards the new target, keeping its speed,
    /// unless `velocity` says how fast it moves now (a released gesture's velocity).
    public mutating func move(to newTarget: Value, with curve: MotionCurve, velocity: Value? = nil) {
        if case .immediate = curve {
            set(newTarget)
            return
        }
        request = Request(target: newTarget, curve: curve, velocity: velocity)
    }

    /// Jumps to where the motion was heading (reduced motion, or the motion is no longer seen).
    public mutating func finish() { set(target) }

    /// How fast it moves at `time`, in units per second.
    public func velocity(at time: Double) -> Value {
        switch leg {
        case .spring(let spring): return spring.velocity(at: time)
        case .curve, nil: return .zero
        }
    }

    /// The speed it has now, as of the last step.
    public var currentVelocity: Value { lastTime.map { velocity(at: $0) } ?? .zero }

    /// Moves the value on to `time` (seconds, the frame's); answers whether it still moves.
    @discardableResult
    public mutating func step(at time: Double) -> Bool {
        startRequest(at: time)
        lastTime = time
        switch leg {
        case .spring(let spring):
            if spring.isSettled(at: time, tolerance: tolerance) {
                set(spring.target)
            } else {
                value = spring.value(at: time)
            }
        case .curve(let curve):
            value = curve.value(at: time)
            if curve.isFinished(at: time) { set(curve.end) }
        case nil:
            break
        }
        return isMoving
    }

    private mutating func startRequest(at time: Double) {
        guard let request else { return }
        self.request = nil
        switch request.curve {
        case .spring(let parameters):
            if case .spring(var running) = leg, request.velocity == nil {
                running.spring = parameters
                running.retarget(to: request.target, at: time)
                leg = .spring(running)
            } else {
                let velocity = request.velocity ?? velocity(at: time)
                leg = .spring(SpringAnimation(spring: parameters, from: value, to: request.target,
                                              initialVelocity: velocity, at: time))
            }
        case .easeOut(let shape, let duration):
            leg = .curve(CurveAnimation(curve: shape, from: value, to: request.target, duration: duration, at: time))
        case .immediate:
            set(request.target)
        }
    }
}
