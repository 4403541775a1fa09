import Testing
@testable import TactileModel

/// The motion engine, headless: gestures with their events' times in, positions out.
@Suite("Motion engine")
struct MotionTests {
    /// Steps `motion` at 60 Hz from `start` until it rests; answers the frames taken.
    func runToRest<Value>(_ motion: inout Motion<Value>, from start: Double = 0, limit: Int = 600) -> Int {
        var frames = 0
        while motion.step(at: start + Double(frames) / 60), frames < limit { frames += 1 }
        return frames
    }

    @Test func aFlickIsMeasuredByItsEventsTimesAndProjectedFromItsSpeed() {
        var tracker = GestureTracker<Double>()
        tracker.begin(at: 10.000)
        // 120 points in 60 ms: 2,000 points a second.
        for step in 1...6 { tracker.move(to: Double(step) * 20, at: 10.000 + Double(step) * 0.010) }
        let release = tracker.end(at: 10.060)
        #expect(abs(release.velocity - 2_000) < 1e-6)
        #expect(release.translation == 120)
        // UIScrollView's normal deceleration carries 2,000 points a second a further 998 points.
        #expect(abs(release.projectedEnd - (120 + 2_000 / 1000 * 0.998 / 0.002)) < 1e-6)
        #expect(!tracker.isActive)
    }

    @Test func aFingerThatStoppedBeforeLettingGoFlingsNothing() {
        var tracker = GestureTracker<Vector2>()
        tracker.begin(at: 0)
        tracker.move(to: Vector2(x: 200, y: 0), at: 0.05)
        tracker.move(to: Vector2(x: 200, y: 0), at: 0.40)
        let release = tracker.end(at: 0.40)
        #expect(release.velocity == .zero)
        #expect(release.projectedEnd == Vector2(x: 200, y: 0))
    }

    @Test func aSpringTakesOverTheReleaseVelocityWithoutAJump() {
        var still = Motion(0.0, tolerance: 0.001)
        var flung = still
        still.move(to: 1, with: .spring(.snappy))
        flung.move(to: 1, with: .spring(.snappy), velocity: 8)
        still.step(at: 5)
        flung.step(at: 5)
        #expect(flung.value == 0, "it starts where it is, at the next frame's time")
        #expect(abs(flung.velocity(at: 5) - 8) < 1e-9, "with the finger's speed")
        still.step(at: 5 + 1.0 / 60)
        flung.step(at: 5 + 1.0 / 60)
        #expect(flung.value > still.value, "the released speed carries it further in its first frame")
        _ = runToRest(&flung, from: 5 + 2.0 / 60)
        #expect(flung.value == 1 && !flung.isMoving)
    }

    @Test func aNewTargetMidFlightKeepsPositionAndSpeed() {
        var motion = Motion(Vector2.zero)
        motion.move(to: Vector2(x: 300, y: 0), with: .spring(.default))
        motion.step(at: 0)
        motion.step(at: 0.1)
        let position = motion.value, speed = motion.velocity(at: 0.1)
        motion.move(to: Vector2(x: -300, y: 40), with: .spring(.default))
        motion.step(at: 0.1)
        #expect(motion.value == position)
        #expect((motion.velocity(at: 0.1) - speed).magnitude < 1e-9, "caught mid-flight, it does not jump or stop")
        #expect(motion.target == Vector2(x: -300, y: 40))
    }

    @Test func anEaseOutEndsExactlyOnTime() {
        var motion = Motion(0.0)
        motion.move(to: 100, with: .easeOut(.cubic, duration: 0.3))
        motion.step(at: 2)
        motion.step(at: 2.15)
        #expect(motion.value > 50, "an ease-out covers most of the way in the first half")
        #expect(motion.step(at: 2.3) == false)
        #expect(motion.value == 100)
    }

    @Test func aFingerHoldsTheValueAndFinishJumpsToTheEnd() {
        var motion = Motion(0.0)
        motion.move(to: 1, with: .spring(.default))
        motion.step(at: 0)
        motion.step(at: 0.05)
        motion.set(0.4)
        #expect(!motion.isMoving && motion.value == 0.4)
        motion.move(to: 1, with: .spring(.default))
        motion.finish()
        #expect(motion.value == 1 && !motion.isMoving)
        motion.move(to: 0, with: .immediate)
        #expect(motion.value == 0 && !motion.isMoving)
    }

    @Test func aSpringComesToRestWithinASecondOrTwo() {
        var motion = Motion(0.0, tolerance: 0.5)
        motion.move(to: 600, with: .spring(.default), velocity: 3_000)
        let frames = runToRest(&motion)
        #expect(frames < 120, "\(frames) frames")
        #expect(motion.value == 600)
    }
}
