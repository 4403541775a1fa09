import Testing
@testable import TactileModel

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsSpeed() {
        var tracker = VelocityTracker<Double>()
        for step in 0...10 { tracker.record(Double(step) * 10, at: Double(step) * 0.01) }
        #expect(abs(tracker.velocity(at: 0.1) - 1_000) < 0.001)
    }

    @Test func aPauseBeforeReleaseGivesNoFling() {
        var tracker = VelocityTracker<Double>()
        for step in 0...10 { tracker.record(Double(step) * 10, at: Double(step) * 0.01) }
        tracker.record(100, at: 0.4)
        #expect(tracker.velocity(at: 0.4) == 0)
    }

    /// A flick as a busy compositor delivers it: the press and a first stretch stamped together,
    /// the rest one sample 76 ms later, the release 40 ms after that. Most of the motion lies in
    /// the stretch that straddles the window's start, and it still counts.
    @Test func sparseSamplesStraddlingTheWindowStillCount() {
        var tracker = VelocityTracker<Double>()
        tracker.record(0, at: 10.325)
        tracker.record(-40, at: 10.325)
        tracker.record(-120, at: 10.401)
        tracker.record(-120, at: 10.441)
        let atStart = -40 + -80 * (0.016 / 0.076)
        #expect(abs(tracker.velocity(at: 10.441) - (-120 - atStart) / 0.1) < 0.001)
        #expect(tracker.velocity(at: 10.441) < -600)
    }

    @Test func onlyTheLastWindowCounts() {
        var tracker = VelocityTracker<Double>()
        for step in 0...50 { tracker.record(Double(step) * 10, at: Double(step) * 0.01) }
        // A slow second half: 1 unit a step from 0.5 s on.
        for step in 51...100 { tracker.record(500 + Double(step - 50), at: Double(step) * 0.01) }
        #expect(abs(tracker.velocity(at: 1.0) - 100) < 0.001)
    }

    @Test func vectorsTrackBothAxes() {
        var tracker = VelocityTracker<Vector2>()
        tracker.record(Vector2(x: 0, y: 0), at: 0)
        tracker.record(Vector2(x: 30, y: -60), at: 0.05)
        let velocity = tracker.velocity(at: 0.05)
        #expect(abs(velocity.x - 600) < 0.001)
        #expect(abs(velocity.y + 1_200) < 0.001)
    }
}
