/// A drag as its gesture reports it: the translation from where it began, each with the
/// event's own time (a busy main loop handles a flick's motion events together, and timed
/// by the clock they would seem to take no time at all), and where it would come to rest
/// if let go now. Mouse, touchpad and touch drags are all the same here.
public struct GestureTracker<Value: VectorArithmetic>: Sendable {
    /// How quickly a released gesture slows down, for its projected end: the one rate the
    /// rules that read a release go by (they read `Release.projectedEnd`, never project again).
    public var deceleration: DecelerationRate
    /// The translation from where the gesture began, at its latest event.
    public private(set) var translation: Value = .zero
    /// Whether a gesture is being tracked.
    public private(set) var isActive = false
    private var samples: VelocityTracker<Value>

    /// What a released gesture leaves: where it let go, how fast it moved, and where it would
    /// come to rest decelerating (the decision rules read this end, not the release point).
    public struct Release: Sendable {
        /// The translation at release.
        public let translation: Value
        /// The velocity at release, in units per second, over the last `window` seconds of events.
        public let velocity: Value
        /// Where the gesture would come to rest, decelerating at `deceleration`.
        public let projectedEnd: Value

        /// A release at `translation` moving at `velocity` that would come to rest at
        /// `projectedEnd` (a tracker's `end(at:)` makes them; tests and replays may too).
        public init(translation: Value, velocity: Value, projectedEnd: Value) {
            self.translation = translation
            self.velocity = velocity
            self.projectedEnd = projectedEnd
        }

        /// How far past the release point the gesture would carry on by itself.
        public var carry: Value { projectedEnd - translation }
    }

    /// A tracker that decelerates projections by `deceleration` and measures velocity over the
    /// last `window` seconds.
    public init(deceleration: DecelerationRate = .normal, window: Double = 0.1) {
        self.deceleration = deceleration
        samples = VelocityTracker(window: window)
    }

    /// The gesture began at `time`, at translation zero.
    public mutating func begin(at time: Double) {
        isActive = true
        translation = .zero
        samples.reset()
        samples.record(.zero, at: time)
    }

    /// The gesture is `newTranslation` away from where it began, at `time`.
    public mutating func move(to newTranslation: Value, at time: Double) {
        guard isActive else { return }
        translation = newTranslation
        samples.record(newTranslation, at: time)
    }

    /// The gesture ended at `time` (after its last move); what it leaves.
    public mutating func end(at time: Double) -> Release {
        isActive = false
        return release(at: time)
    }

    /// The gesture was taken away (another gesture won): nothing to release.
    public mutating func cancel() {
        isActive = false
        samples.reset()
    }

    /// What letting go at `time` would leave.
    public func release(at time: Double) -> Release {
        release(translation: translation, velocity: samples.velocity(at: time))
    }

    /// What a gesture let go at `translation`, moving at `velocity`, leaves: its end projected
    /// at this tracker's `deceleration` (for a replayed or generated gesture, as in tests).
    public func release(translation: Value, velocity: Value) -> Release {
        Release(translation: translation, velocity: velocity,
                projectedEnd: GestureProjection.end(translation: translation, velocity: velocity, rate: deceleration))
    }
}
